import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BookmarkX, CalendarDays, Trash2 } from 'lucide-react';
import type { GardenEntry } from '#shared/garden/api.ts';
import type { PlantDetail } from '#shared/plants/api.ts';
import { PlantIllustration } from '#client/components/plant-illustration/plant-illustration.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import type { TaskTracker } from '../api/use-task-tracking.ts';
import { PLANT_GROUP_LABELS } from '#shared/plants/catalogue-terms.ts';
import { monthNameOf, mustDoCareIn, type CalendarMonth } from '#shared/garden/tasks.ts';
import { RemovePlantDialog } from './remove-plant-dialog.tsx';
import { TaskDoneCheckbox } from './task-controls.tsx';

function PlantPicture({ plant }: { plant: PlantDetail }) {
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-secondary">
      {plant.imageUrl ? (
        <img src={plant.imageUrl} alt="" width={56} height={56} className="size-full object-cover" loading="lazy" />
      ) : (
        <PlantIllustration form={plant.form} group={plant.plant_group} shape="square" />
      )}
    </span>
  );
}

/** When the plant's seeds are started and when it goes out, where it has them. */
function PlantMonths({ plant }: { plant: PlantDetail }) {
  const months = [
    plant.seed_starting_month ? { label: 'Start seeds', month: plant.seed_starting_month } : null,
    plant.planting_month ? { label: 'Plant', month: plant.planting_month } : null,
  ].filter((item) => item !== null);
  if (months.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {months.map(({ label, month }) => (
        <div key={label} className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold">{month}</dd>
        </div>
      ))}
    </dl>
  );
}

function MustDoThisMonth({ plant, at, tracker }: { plant: PlantDetail; at: CalendarMonth; tracker: TaskTracker }) {
  const month = monthNameOf(at);
  const task = mustDoCareIn(plant, tracker.tracking, at);
  if (!task) {
    return <p className="text-sm text-muted-foreground">No must-do care in {month}.</p>;
  }
  const name = `${plant.plantName}: ${task.step}`;
  return (
    <div className="relative z-10 rounded-lg border border-accent-soft bg-accent-soft/50 p-3">
      <p className="text-xs font-semibold tracking-wide text-accent-soft-foreground uppercase">Must do in {month}</p>
      <div className="mt-1.5 flex items-start gap-2">
        <TaskDoneCheckbox
          isCompleted={task.completed}
          taskName={name}
          onCompletedChange={(completed) => tracker.setCompleted(task, completed)}
          className="-my-2.5 -ml-2.5"
        />
        <p
          className={cn('min-w-0 flex-1 text-sm leading-snug', task.completed && 'text-muted-foreground line-through')}
        >
          {task.step}
        </p>
      </div>
    </div>
  );
}

export type GardenPlantCardProps = {
  entry: GardenEntry;
  /** The month whose must-do step the card shows. */
  at: CalendarMonth;
  tracker: TaskTracker;
  onMove: (plant: PlantDetail) => void;
  onRemove: (plant: PlantDetail) => void;
};

/**
 * A plant of the garden or the saved list. The whole card opens /plant/{id}; a garden
 * plant shows this month's must-do care step to tick off, and can be removed
 * after a confirmation; a saved one has 'Move to Garden' and 'Remove from Saved'.
 */
export function GardenPlantCard({ entry, at, tracker, onMove, onRemove }: GardenPlantCardProps) {
  const { plant } = entry;
  const [isConfirming, setIsConfirming] = useState(false);
  // A plant added by its name alone has no facts beyond its kind: none are made up for it.
  const facts = plant.hasGuide
    ? [PLANT_GROUP_LABELS[plant.plant_group], plant.type, plant.sun].join(' · ')
    : `${PLANT_GROUP_LABELS[plant.plant_group]} · No guide yet`;

  return (
    <Card className="relative flex h-full flex-col gap-4 p-4 transition-shadow hover:shadow-md sm:p-5">
      <div className="flex items-start gap-3">
        <PlantPicture plant={plant} />
        <div className="min-w-0 flex-1 pt-0.5">
          <h3 className="text-lg leading-snug font-semibold">
            <Link
              to={`/plant/${plant.id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {plant.plantName}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{facts}</p>
        </div>
        {entry.save_later ? null : (
          <>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => setIsConfirming(true)}
              className="relative z-10 -mt-1.5 -mr-1.5 text-muted-foreground hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only">Remove {plant.plantName} from your garden</span>
            </Button>
            <RemovePlantDialog
              plantName={plant.plantName}
              open={isConfirming}
              onOpenChange={setIsConfirming}
              onConfirm={() => onRemove(plant)}
            />
          </>
        )}
      </div>

      <PlantMonths plant={plant} />

      {entry.save_later ? (
        <div className="relative z-10 mt-auto flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onMove(plant)} className="flex-1">
            <ArrowRight aria-hidden="true" />
            Move to Garden
          </Button>
          <Button size="sm" variant="outline" onClick={() => onRemove(plant)} className="flex-1">
            <BookmarkX aria-hidden="true" />
            Remove from Saved
          </Button>
        </div>
      ) : (
        <MustDoThisMonth plant={plant} at={at} tracker={tracker} />
      )}
    </Card>
  );
}
