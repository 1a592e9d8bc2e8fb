import { useId, type ComponentType } from 'react';
import { cn } from '#client/lib/cn.ts';

export type Choice<T extends string> = {
  value: T;
  title: string;
  description: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
};

export type ChoiceCardsProps<T extends string> = {
  /** The question, read as the group's name. */
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  columns?: 2 | 3;
};

/**
 * One choice as large cards: real radio buttons underneath, so arrow keys, Space and
 * screen readers work as they do for any radio group.
 */
export function ChoiceCards<T extends string>({ legend, choices, value, onChange, columns = 2 }: ChoiceCardsProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className={cn('grid gap-3', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {choices.map((choice) => {
          const Icon = choice.icon;
          const isChecked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex cursor-pointer gap-3 rounded-xl border-2 bg-card p-4 transition-colors sm:flex-col sm:gap-2 sm:p-5',
                'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                isChecked ? 'border-primary bg-secondary' : 'border-border hover:border-input',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={isChecked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-full [&_svg]:size-6',
                  isChecked ? 'bg-primary text-primary-foreground' : 'bg-muted text-primary',
                )}
              >
                <Icon aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{choice.title}</span>
                <span className="block text-sm text-muted-foreground">{choice.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
