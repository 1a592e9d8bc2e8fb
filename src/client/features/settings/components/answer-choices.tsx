import { useId, type ComponentType } from 'react';
import { cn } from '#client/lib/cn.ts';

export type AnswerOption<T extends string> = {
  value: T;
  title: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

export type AnswerChoicesProps<T extends string> = {
  legend: string;
  /** What the answer changes, under the legend. */
  hint: string;
  options: readonly AnswerOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
};

/**
 * One of the wizard's answers, as a row of tiles: real radio buttons underneath, so arrow
 * keys, Space and screen readers work as they do for any radio group.
 */
export function AnswerChoices<T extends string>({ legend, hint, options, value, onChange }: AnswerChoicesProps<T>) {
  const id = useId();
  return (
    <fieldset role="radiogroup" aria-describedby={`${id}-hint`} className="grid gap-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
        {hint}
      </p>
      <div className={cn('grid gap-2', options.length === 3 ? 'grid-cols-3' : 'grid-cols-2')}>
        {options.map((option) => {
          const Icon = option.icon;
          const isChecked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 px-2 py-2 text-sm font-semibold transition-colors',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                isChecked
                  ? 'border-primary bg-secondary text-secondary-foreground'
                  : 'border-border bg-card hover:border-input',
              )}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={isChecked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <Icon
                aria-hidden
                className={cn('size-5 shrink-0', isChecked ? 'text-primary' : 'text-muted-foreground')}
              />
              {option.title}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
