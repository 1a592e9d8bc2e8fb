import { CARE_PHASES, CARE_PRIORITY_LABELS } from '#shared/plants/catalogue-terms.ts';
import { monthNumber } from '#shared/plants/months.ts';

/** What a care tab needs of a step. */
export type CareStepLike = { step: string; months: readonly string[]; order_within_season?: number };

/** The fixed set of phases that gets the 'Seasonal Care' layout, in tab order. */
export const KNOWN_CARE_PHASES = CARE_PHASES;

export type CareTab<S extends CareStepLike> = { phase: string; label: string; steps: S[]; isDisabled: boolean };

export type CareLayout<S extends CareStepLike> =
  | { kind: 'none'; title: 'Plant Care' }
  | { kind: 'seasonal' | 'guide'; title: 'Seasonal Care' | 'Plant Care Guide'; tabs: CareTab<S>[]; defaultTab: string };

/** The largest number of columns the tab bar has. */
export const MAX_CARE_TAB_COLUMNS = 4;

function firstMonth(step: CareStepLike): number {
  const first = step.months[0];
  return first === undefined ? 0 : (monthNumber(first) ?? 0);
}

/** Steps by their first month in month order; steps without months first; otherwise as given. */
export function sortCareSteps<S extends CareStepLike>(steps: readonly S[]): S[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort(
      (a, b) =>
        firstMonth(a.step) - firstMonth(b.step) ||
        (a.step.order_within_season ?? 0) - (b.step.order_within_season ?? 0) ||
        a.index - b.index,
    )
    .map(({ step }) => step);
}

/** 'must_do' → 'Must Do'; an unknown phase 'after_harvest' → 'After Harvest'. */
export function carePhaseLabel(phase: string): string {
  const known = (CARE_PRIORITY_LABELS as Record<string, string>)[phase];
  if (known) return known;
  return phase
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The spec's Seasonal Care rules. A phase is available when it has steps. With none:
 * 'Plant Care'. When every available phase is one of the known set: 'Seasonal Care' with
 * a tab for each known phase, those without steps disabled. Otherwise: 'Plant Care Guide'
 * with a tab for each available phase.
 */
export function careLayout<S extends CareStepLike>(plan: Readonly<Record<string, readonly S[]>>): CareLayout<S> {
  const available = Object.entries(plan).filter(([, steps]) => steps.length > 0);
  if (available.length === 0) return { kind: 'none', title: 'Plant Care' };

  const known: readonly string[] = KNOWN_CARE_PHASES;
  const isKnownSet = available.every(([phase]) => known.includes(phase));
  const tabs: CareTab<S>[] = isKnownSet
    ? KNOWN_CARE_PHASES.map((phase) => {
        const steps = sortCareSteps(plan[phase] ?? []);
        return { phase, label: carePhaseLabel(phase), steps, isDisabled: steps.length === 0 };
      })
    : available.map(([phase, steps]) => ({
        phase,
        label: carePhaseLabel(phase),
        steps: sortCareSteps(steps),
        isDisabled: false,
      }));
  const defaultTab = tabs.find((tab) => !tab.isDisabled)?.phase ?? tabs[0]?.phase ?? '';
  return isKnownSet
    ? { kind: 'seasonal', title: 'Seasonal Care', tabs, defaultTab }
    : { kind: 'guide', title: 'Plant Care Guide', tabs, defaultTab };
}
