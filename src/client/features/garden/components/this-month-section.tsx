import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, ChevronDown, PartyPopper } from 'lucide-react';
import type { GardenEntry } from '#shared/garden/api.ts';
import {
  monthNameOf,
  PRIORITY_LABELS,
  taskTitle,
  tasksDueIn,
  type CalendarMonth,
  type GardenTask,
} from '#shared/garden/tasks.ts';
import type { GardeningCommitment } from '#shared/profile.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import type { TaskTracker } from '../api/use-task-tracking.ts';
import { weekendIndexOf, weekendsLeft } from '../lib/weekends.ts';
import { TaskDoneCheckbox } from './task-controls.tsx';

/** How many of the month's tasks show before 'Show all'. */
export const COLLAPSED_TASK_COUNT = 6;

const KIND_LABELS: Record<GardenTask['eventType'], string> = {
  seed_starting: 'Seed starting',
  planting: 'Planting',
  care: 'Care',
};

function TaskRow({ task, tracker }: { task: GardenTask; tracker: TaskTracker }) {
  const name = taskTitle(task);
  return (
    <li className="flex items-start gap-2 py-2 first:pt-1 last:pb-0">
      <TaskDoneCheckbox
        isCompleted={task.completed}
        taskName={name}
        onCompletedChange={(completed) => tracker.setCompleted(task, completed)}
        className="-ml-2.5"
      />
      <div className="min-w-0 flex-1 pt-2.5">
        <p className={cn('leading-snug text-pretty', task.completed && 'text-muted-foreground line-through')}>
          {task.step}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <Link
            to={`/plant/${task.plantId}`}
            className="inline-flex min-h-11 items-center rounded-sm font-medium text-foreground underline-offset-2 hover:text-primary hover:underline focus-visible:outline-3 focus-visible:outline-ring"
          >
            {task.plantName}
          </Link>
          <span aria-hidden="true">·</span>
          <span>{KIND_LABELS[task.eventType]}</span>
          <Badge variant={task.priority === 'must do' ? 'accent' : 'outline'}>{PRIORITY_LABELS[task.priority]}</Badge>
        </div>
      </div>
    </li>
  );
}

type TaskGroup = { label: string | null; tasks: GardenTask[] };

/** The weekends left this month, each with the tasks planned for it; one list for a daily gardener. */
function groupsOf(tasks: GardenTask[], commitment: GardeningCommitment | null, today: Date): TaskGroup[] {
  const weekends = commitment === 'weekend' ? weekendsLeft(today) : [];
  if (weekends.length === 0) return [{ label: null, tasks }];
  const groups: TaskGroup[] = weekends.map((weekend, index) => ({
    label:
      index === 0
        ? `This weekend · ${weekend.label}`
        : index === 1
          ? `Next weekend · ${weekend.label}`
          : `Weekend of ${weekend.label}`,
    tasks: [],
  }));
  for (const task of tasks) groups[weekendIndexOf(task.priority, groups.length)]!.tasks.push(task);
  return groups.filter((group) => group.tasks.length > 0);
}

/** The groups holding only their share of the first `count` tasks, in order. */
function firstTasks(groups: readonly TaskGroup[], count: number): TaskGroup[] {
  const shown: TaskGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    shown.push({ ...group, tasks: group.tasks.slice(0, left) });
    left -= group.tasks.length;
  }
  return shown;
}

export type ThisMonthSectionProps = {
  entries: readonly GardenEntry[];
  /** The month shown, and today within it (weekends are counted from today). */
  at: CalendarMonth;
  today: Date;
  tracker: TaskTracker;
  /** A weekend gardener's tasks are planned weekend by weekend. */
  commitment?: GardeningCommitment | null;
  /** The calendar subscription offer, shown under the list. */
  calendarSubscribe?: ReactNode;
  className?: string;
};

/**
 * 'This month': every task due this month across the garden (seed starting, planting and
 * care steps), to tick off where it stands; for a weekend gardener, planned over the
 * weekends left, the must-do work first.
 */
export function ThisMonthSection({
  entries,
  at,
  today,
  tracker,
  commitment = null,
  calendarSubscribe,
  className,
}: ThisMonthSectionProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const month = monthNameOf(at);
  const tasks = tasksDueIn(entries, tracker.tracking, at);
  const doneCount = tasks.filter((task) => task.completed).length;
  // A big garden has many tasks a month: the first few, and the rest on request.
  const groups = firstTasks(groupsOf(tasks, commitment, today), isExpanded ? tasks.length : COLLAPSED_TASK_COUNT);

  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby="this-month-title">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="this-month-title" className="font-display text-2xl font-semibold">
              This month
            </h2>
            <p className="text-sm text-muted-foreground">
              {tasks.length === 0 ? `Tasks for ${month}` : `${doneCount} of ${tasks.length} done in ${month}`}
            </p>
          </div>
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <CalendarCheck aria-hidden="true" className="size-6" />
          </span>
        </div>
        {tasks.length === 0 ? (
          <p className="mt-4 text-muted-foreground">
            Nothing is due in {month} for the plants in your garden. A good time to plan what comes next.
          </p>
        ) : (
          <>
            <div
              className="mt-4 h-2 overflow-hidden rounded-full bg-muted"
              role="progressbar"
              aria-label={`Tasks done in ${month}`}
              aria-valuemin={0}
              aria-valuemax={tasks.length}
              aria-valuenow={doneCount}
            >
              <div
                className="h-full rounded-full bg-primary transition-[width]"
                style={{ width: `${(doneCount / tasks.length) * 100}%` }}
              />
            </div>
            {groups.map((group) => (
              <div key={group.label ?? 'all'} className="mt-3">
                {group.label ? (
                  <h3 className="mt-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                    {group.label}
                  </h3>
                ) : null}
                <ul className="divide-y divide-border">
                  {group.tasks.map((task) => (
                    <TaskRow key={task.key} task={task} tracker={tracker} />
                  ))}
                </ul>
              </div>
            ))}
            {tasks.length > COLLAPSED_TASK_COUNT ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setIsExpanded(!isExpanded)}
                aria-expanded={isExpanded}
                className="mt-2 w-full text-primary"
              >
                {isExpanded ? 'Show fewer tasks' : `Show all ${tasks.length} tasks`}
                <ChevronDown aria-hidden="true" className={cn('transition-transform', isExpanded && 'rotate-180')} />
              </Button>
            ) : null}
            {doneCount === tasks.length ? (
              <p className="mt-3 flex items-center gap-2 text-sm font-medium text-primary">
                <PartyPopper aria-hidden="true" className="size-4" />
                All done for {month}. Well gardened!
              </p>
            ) : null}
          </>
        )}
        {calendarSubscribe ? <div className="mt-4 border-t border-border pt-4">{calendarSubscribe}</div> : null}
      </section>
    </Card>
  );
}
