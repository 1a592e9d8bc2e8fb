import { useState } from 'react';
import type { EventType } from '#shared/garden/api.ts';
import { calendarMonthOf, keyOfTask, plantTasks } from '#shared/garden/tasks.ts';
import { cn } from '#client/lib/cn.ts';
import { useGarden } from '../api/get-garden.ts';
import { useTaskTracking } from '../api/use-task-tracking.ts';
import { gardenerIdOf, type GardenViewer } from '../lib/garden-viewer.ts';
import { TaskDoneCheckbox } from './task-controls.tsx';

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
 * Marks a planting, seed-starting or care task of a plant done, as it stands now (the detail
 * page's guides use it): planting and seed starting for this season, a care step for this
 * month, or this season for a step done once per season. Only for a gardener whose garden
 * holds the plant, and for a care step only in a month it is due: otherwise nothing is shown.
 */
export function TaskToggle({ viewer, plantId, eventType, careInstructionId, taskName, className }: TaskToggleProps) {
  const userId = gardenerIdOf(viewer);
  const garden = useGarden(userId);
  const tracker = useTaskTracking(userId);
  // The month the page was opened in: a page left open over midnight at a month's end keeps its month.
  const [at] = useState(() => calendarMonthOf(new Date()));
  const entry = garden.data?.entries.find((item) => item.plant_id === plantId && !item.save_later);
  if (!entry) return null;

  const key = keyOfTask({ plantId, eventType, careInstructionId });
  const task = plantTasks(entry.plant, tracker.tracking, at).find((item) => item.key === key);
  if (!task || (task.eventType === 'care' && !task.isDue)) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <TaskDoneCheckbox
        isCompleted={task.completed}
        taskName={taskName}
        text={task.eventType === 'care' && task.cadence === 'month' ? 'Done this month' : 'Done this season'}
        onCompletedChange={(completed) => tracker.setCompleted(task, completed)}
      />
    </div>
  );
}
