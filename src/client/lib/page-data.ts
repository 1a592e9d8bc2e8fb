/**
 * What a pre-rendered page carries for the browser, in a JSON data block after the HTML
 * (a data block is never run, so the strict Content-Security-Policy allows it).
 */
export type PageData = {
  /** The day the HTML was made ("2026-11-22"): hydration renders it again, then today's. */
  renderedOn: string;
  /** The query results the HTML was made from, put in the cache before hydrating. */
  queries: [readonly unknown[], unknown][];
  /**
   * The chunks the page's app, layout and screen need, other than boot.ts's own and the
   * app's module, each after those it imports: fetched at once and run one task each
   * (see boot.ts).
   */
  preload: string[];
  /**
   * The chunks of the screens a visitor most often opens next (the sign-in forms), other
   * than those above: fetched once the page is idle, run only when one is shown.
   */
  later: string[];
};

export const PAGE_DATA_ID = 'page-data';

/** The pre-rendered page's data, or null in the SPA shell (or when the block is not ours). */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    return typeof data.renderedOn === 'string' &&
      Array.isArray(data.queries) &&
      Array.isArray(data.preload) &&
      Array.isArray(data.later)
      ? (data as PageData)
      : null;
  } catch {
    return null;
  }
}

/** The data block's HTML; `<` is escaped so the JSON can never close its script element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
