import { Check } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export type TaskDoneCheckboxProps = {
  isCompleted: boolean;
  /** What is done, for screen readers: 'Done: {task}'. */
  taskName: string;
  onCompletedChange: (completed: boolean) => void;
  /** Text shown beside the box ('Done'); without it the box stands alone. */
  text?: string;
  className?: string;
};

/** The box that marks a task done (or not done again), with a 44 px touch target. */
export function TaskDoneCheckbox({ isCompleted, taskName, onCompletedChange, text, className }: TaskDoneCheckboxProps) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={isCompleted}
      aria-label={`Done: ${taskName}`}
      onClick={() => onCompletedChange(!isCompleted)}
      className={cn(
        'group inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
        text && 'justify-start px-1',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 items-center justify-center rounded-md border-2 transition-colors',
          isCompleted
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-input bg-card text-transparent group-hover:border-primary',
        )}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
      {text ? <span className={cn(isCompleted && 'text-primary')}>{text}</span> : null}
    </button>
  );
}
