import type {
  CareGuide,
  PlantDetail,
  PlantingGuide,
  PlantSearchResponse,
  PlantSearchResult,
  PlantSummary,
} from '#shared/plants/api.ts';
import { buildCare } from '#shared/testing/garden-fixtures.ts';

/** What the plant routes answer, for tests. */
export function buildPlantSummary(overrides: Partial<PlantSummary> = {}): PlantSummary {
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
    ...overrides,
  };
}

/** A search's hit: the plant, or one of its varieties. */
export function buildSearchResult(
  overrides: Partial<PlantSearchResult> = {},
  variety: string | null = null,
): PlantSearchResult {
  return { ...buildPlantSummary(overrides), variety: overrides.variety ?? variety };
}

export function buildSearchResponse(
  results: (PlantSummary | PlantSearchResult)[],
  zone: PlantSearchResponse['zone'] = '4b',
  orderedFor: PlantSearchResponse['orderedFor'] = null,
) {
  return {
    zone,
    orderedFor,
    results: results.map((plant) => ({ variety: null, ...plant })),
  } satisfies PlantSearchResponse;
}

/** A care step as the routes answer it: the garden's builder, under the plant page's name. */
export const buildCareStep = buildCare;

export function buildPlantingGuide(overrides: Partial<PlantingGuide> = {}): PlantingGuide {
  return {
    seed_starting: [
      { step: 'Sow seeds 1/4 in deep in cells of moist seed-starting mix.', tip: 'A heat mat helps in a cool house.' },
      { step: 'Give seedlings 14–16 hours of strong light a day.' },
    ],
    planting: [
      { step: 'Wait until nights stay above 50 °F.' },
      { step: 'Bury the stem up to the lowest leaves.', tip: 'Pinch off leaves that would end up underground.' },
    ],
    seedStartingMonth: 'March',
    plantingMonth: 'May',
    place: { zone: '4b', zip: '55401', lastFrost: '04-23', firstFrost: '10-16', source: 'zip' },
    ...overrides,
  };
}

export function buildCareGuide(overrides: Partial<CareGuide['care_plan']> = {}): CareGuide {
  return {
    care_plan: {
      must_do: [
        buildCareStep({ step: 'Tie stems to the stake every week.', months: ['June', 'July'] }),
        buildCareStep({ step: 'Mulch once the soil is warm.', months: ['May'] }),
      ],
      good_to_do: [
        buildCareStep({
          care_phase: 'good_to_do',
          priority: 'good to do',
          step: 'Pinch out suckers below the first flower cluster.',
          months: ['July'],
        }),
      ],
      optional: [],
      ...overrides,
    },
    place: { zone: '4b', zip: '55401', lastFrost: '04-23', firstFrost: '10-16', source: 'zip' },
  };
}

export function buildPlantDetail(overrides: Partial<PlantDetail> = {}): PlantDetail {
  const guide = buildPlantingGuide();
  return {
    ...buildPlantSummary(),
    description: 'The star of the summer garden.',
    sun: 'Full Sun',
    seasonality: 'Warm Season',
    aliases: [],
    hardiness: null,
    daysToMaturity: { min: 55, max: 85, from: 'transplanting' },
    zone_suitability: 'match',
    zoneSuitabilityText: '✓ Great match for your zone!',
    imageUrl: null,
    requirements: { pH: '6.2–6.8', Soil: 'Deep, well-drained soil', Water: '1–2 in per week' },
    care: buildCareGuide().care_plan,
    plantingInstructions: guide.planting,
    seedStartingInstructions: guide.seed_starting,
    planting_month: 'May',
    seed_starting_month: 'March',
    place: { zone: '4b', zip: '55401', lastFrost: '04-23', firstFrost: '10-16', source: 'zip' },
    ...overrides,
  };
}
