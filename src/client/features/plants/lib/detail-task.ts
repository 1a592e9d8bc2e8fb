import type { ReactNode } from 'react';
import type { PlantDetail } from '#shared/plants/api.ts';

/**
 * A step of the detail page's guides that a gardener can track and mark done: the
 * planting, the seed starting, or a care step. The garden feature renders the control
 * (the route composes the two features).
 */
export type DetailTask =
  | { eventType: 'planting' | 'seed_starting'; careInstructionId?: undefined; taskName: string }
  | { eventType: 'care'; careInstructionId: number; taskName: string };

/** Renders the track-and-done control of a task, or nothing. */
export type TaskControl = (task: DetailTask) => ReactNode;

/** Renders the garden actions of the plant on show (Add to Garden, Save for Later…). */
export type GardenActionsSlot = (plant: PlantDetail) => ReactNode;
