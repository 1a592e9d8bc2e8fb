import { useId } from 'react';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useIsHydrated } from '#client/hooks/use-browser-value.ts';
import { cn } from '#client/lib/cn.ts';

export type LoadGuideCardProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  loadingText: string;
  isLoading: boolean;
  onLoad: () => void;
};

/**
 * A card that loads one of the plant's guides when chosen. While it loads it keeps its
 * size and shows a spinner with `loadingText`; a second press is ignored.
 */
export function LoadGuideCard({ icon: Icon, title, text, loadingText, isLoading, onLoad }: LoadGuideCardProps) {
  const id = useId();
  const isHydrated = useIsHydrated();
  return (
    <div
      className={cn(
        'group relative flex w-full items-center gap-4 rounded-xl border border-border bg-card p-4 text-left shadow-card transition-colors sm:p-5',
        'has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring',
        isLoading ? 'cursor-progress' : 'hover:border-primary/50 hover:bg-secondary/40',
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {/* The button stretches over the whole card, so the card is one big target. */}
        <button
          type="button"
          // Inert until the app has hydrated a pre-rendered page (see Button).
          disabled={!isHydrated || undefined}
          onClick={() => {
            if (!isLoading) onLoad();
          }}
          aria-disabled={isLoading || undefined}
          aria-busy={isLoading || undefined}
          aria-describedby={`${id}-text`}
          className={cn(
            'block text-left font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-xl',
            isLoading && 'cursor-progress',
          )}
        >
          {title}
        </button>
        {/* The loading line takes the description's place without changing the card's size. */}
        <div className="relative mt-0.5 text-sm text-muted-foreground">
          <p id={`${id}-text`} className={cn(isLoading && 'invisible')}>
            {text}
          </p>
          <p role="status" className="pointer-events-none absolute inset-0 flex items-center gap-2">
            {isLoading ? (
              <>
                <Spinner size="sm" />
                {loadingText}
              </>
            ) : null}
          </p>
        </div>
      </div>
      <ChevronRight
        aria-hidden="true"
        className={cn(
          'size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5',
          isLoading && 'invisible',
        )}
      />
    </div>
  );
}
