import { use, type ReactNode } from 'react';
import { useBrowserValue } from '#client/hooks/use-browser-value.ts';
import { formatLongDate, fromIsoDate, toIsoDate } from '#client/lib/format-date.ts';
import { RenderedOnContext } from '#client/lib/rendered-on.ts';

export type LegalDocumentProps = {
  title: string;
  /** The opening paragraph, under the date. */
  intro?: ReactNode;
  children: ReactNode;
};

/**
 * Today, in the browser. Pre-rendered HTML carries the day it was made, which hydration
 * renders again before it shows today's.
 */
function useToday(): Date {
  const renderedOn = use(RenderedOnContext);
  return useBrowserValue(() => new Date(), renderedOn ? fromIsoDate(renderedOn) : new Date());
}

/** A terms or privacy page. The spec shows today's date as the last-updated date. */
export function LegalDocument({ title, intro, children }: LegalDocumentProps) {
  const today = useToday();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · Garden Guide`}</title>
      <header className="mb-8 border-b border-border pb-6">
        <h1 className="font-display text-4xl font-semibold">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated: <time dateTime={toIsoDate(today)}>{formatLongDate(today)}</time>
        </p>
        {intro ? <div className="mt-5 text-lg text-muted-foreground">{intro}</div> : null}
      </header>
      <div className="prose-garden">{children}</div>
    </article>
  );
}
