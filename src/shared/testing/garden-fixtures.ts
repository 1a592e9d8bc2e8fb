import type { GardenEntry, GardenResponse, Task } from '#shared/garden/api.ts';
import type { CareStepView, PlantDetail } from '#shared/plants/api.ts';
import { calendarMonthOf, occurrenceOf } from '#shared/garden/tasks.ts';

/** What the garden and task routes answer, for tests. */
let nextCareId = 100;

export function buildCare(overrides: Partial<CareStepView> = {}): CareStepView {
  return {
    care_instruction_id: nextCareId++,
    care_phase: 'must_do',
    step: 'Water deeply once a week.',
    priority: 'must do',
    months: ['June', 'July', 'August'],
    order_within_season: 1,
    oncePerSeason: false,
    ...overrides,
  };
}

export function buildGardenPlant(overrides: Partial<PlantDetail> = {}): PlantDetail {
  return {
    id: 'tomato',
    plantName: 'Tomato',
    scientificName: 'Solanum lycopersicum',
    plant_group: 'vegetable',
    form: 'fruiting-vegetable',
    type: 'Annual',
    zone: '4b',
    basedOn: null,
    container: null,
    hasGuide: true,
    description: 'The star of the summer garden.',
    sun: 'Full Sun',
    seasonality: 'Warm Season',
    aliases: [],
    hardiness: null,
    daysToMaturity: null,
    zone_suitability: 'match',
    zoneSuitabilityText: '✓ Great match for your zone!',
    imageUrl: null,
    requirements: {},
    care: { must_do: [], good_to_do: [], optional: [] },
    plantingInstructions: [{ step: 'Wait until nights stay above 50 °F.' }],
    seedStartingInstructions: [{ step: 'Sow seeds 1/4 in deep.' }],
    planting_month: 'May',
    seed_starting_month: 'March',
    place: { zone: '4b', zip: '55401', lastFrost: '04-23', firstFrost: '10-16', source: 'profile' },
    ...overrides,
  };
}

export function buildEntry(plant: PlantDetail, saveLater = false): GardenEntry {
  return { plant_id: plant.id, save_later: saveLater, plant };
}

export function buildGarden(...entries: GardenEntry[]): GardenResponse {
  return { entries };
}

export function buildTask(overrides: Partial<Task> & Pick<Task, 'task_key'>): Task {
  return {
    calendar_event_id: 1,
    plant_id: 'tomato',
    care_instruction_id: null,
    event_type: 'planting',
    occurrence: occurrenceOf(calendarMonthOf(new Date())),
    completed: false,
    ...overrides,
  };
}

/** A promise of a response, answered when the test says so. */
export function deferredResponse() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((done) => (resolve = done));
  return { promise, resolve };
}
