import type { EventType } from '#shared/garden/api.ts';
import { cn } from '#client/lib/cn.ts';
import { useGarden } from '../api/get-garden.ts';
import { useTaskTracking } from '../api/use-task-tracking.ts';
import { gardenerIdOf, type GardenViewer } from '../lib/garden-viewer.ts';
import type { TaskRef } from '#shared/garden/tasks.ts';
import { TaskDoneCheckbox, TrackTaskButton } from './task-controls.tsx';

export type TaskToggleProps = {
  viewer: GardenViewer;
  plantId: string;
  eventType: EventType;
  /** Care steps only: the step's care_instruction_id. */
  careInstructionId?: number | null;
  /** The task as the gardener reads it ('Plant Tomato', a care step), for screen readers. */
  taskName: string;
  className?: string;
};

/**
 * Track a planting, seed-starting or care task of a plant and mark it done (the detail
 * page's guides use it). Only for a gardener whose garden holds the plant: tasks belong to
 * garden plants, so for anyone else, or a saved plant, nothing is shown.
 */
export function TaskToggle({ viewer, plantId, eventType, careInstructionId, taskName, className }: TaskToggleProps) {
  const userId = gardenerIdOf(viewer);
  const garden = useGarden(userId);
  const tasks = useTaskTracking(userId);
  const isInGarden = garden.data?.entries.some((entry) => entry.plant_id === plantId && !entry.save_later) ?? false;
  if (!isInGarden) return null;

  const ref: TaskRef = { plantId, eventType, careInstructionId };
  const state = tasks.stateOf(ref);
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <TrackTaskButton isTracked={state.isTracked} taskName={taskName} onTrack={() => tasks.track(ref)} />
      <TaskDoneCheckbox
        isCompleted={state.isCompleted}
        taskName={taskName}
        text="Done"
        onCompletedChange={(completed) => tasks.setCompleted(ref, completed)}
      />
    </div>
  );
}
