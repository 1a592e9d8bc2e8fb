import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export type SpinnerProps = Omit<ComponentProps<'svg'>, 'ref'> & {
  size?: keyof typeof SIZES;
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
};

export function Spinner({ size = 'md', label, className, ...props }: SpinnerProps) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin text-primary', SIZES[size], className)} {...props} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

export type FullPageSpinnerProps = {
  /** Shown under the spinner, e.g. "Initializing the app...". */
  text?: string;
  className?: string;
};

/**
 * Fills the viewport while something essential loads. It fades in after a short delay
 * so a fast load does not flash it.
 */
export function FullPageSpinner({ text, className }: FullPageSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-dvh animate-fade-in-late flex-col items-center justify-center gap-4 bg-background p-6 text-center',
        className,
      )}
    >
      <Spinner size="lg" />
      {text ? <p className="text-base text-muted-foreground">{text}</p> : <span className="sr-only">Loading</span>}
    </div>
  );
}
