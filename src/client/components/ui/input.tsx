import { useLayoutEffect, useRef, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ref, ...props }: InputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { value, onChange } = props;

  // A pre-rendered page can be typed into before the app hydrates it. Hydration leaves
  // what was typed in place, but the next render would put the state's value back: a
  // controlled input hands what was typed to its onChange instead (once, on mount; an
  // input rendered in the browser alone always matches its value then).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || value === undefined || !onChange || input.value === String(value)) return;
    onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only what was typed before the first render
  }, []);

  return (
    <input
      ref={(node) => {
        inputRef.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      type={type}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        'file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
