import type { GuideStep, PlantingGuide } from '#shared/plants/api.ts';

export type PlantingTabId = 'seed-starting' | 'planting';

export type PlantingTab = {
  id: PlantingTabId;
  label: 'Seed Starting Guide' | 'Planting Guide';
  month: string | null;
  steps: GuideStep[];
  /** Neither steps nor a month. */
  isEmpty: boolean;
};

export type PlantingLayout = { tabs: [PlantingTab, PlantingTab]; defaultTab: PlantingTabId } | null;

/**
 * The spec's Planting Guide rules: a tab is disabled when it has neither steps nor a
 * month; seed starting is the default when it has either; the section is hidden
 * (null) when neither tab has anything.
 */
export function plantingLayout(
  guide: Pick<PlantingGuide, 'planting' | 'seed_starting' | 'plantingMonth' | 'seedStartingMonth'>,
): PlantingLayout {
  const seed: PlantingTab = {
    id: 'seed-starting',
    label: 'Seed Starting Guide',
    month: guide.seedStartingMonth,
    steps: guide.seed_starting,
    isEmpty: guide.seed_starting.length === 0 && !guide.seedStartingMonth,
  };
  const planting: PlantingTab = {
    id: 'planting',
    label: 'Planting Guide',
    month: guide.plantingMonth,
    steps: guide.planting,
    isEmpty: guide.planting.length === 0 && !guide.plantingMonth,
  };
  if (seed.isEmpty && planting.isEmpty) return null;
  return { tabs: [seed, planting], defaultTab: seed.isEmpty ? 'planting' : 'seed-starting' };
}
