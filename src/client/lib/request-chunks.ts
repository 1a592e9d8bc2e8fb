/**
 * Chunks asked for in one task. Each request a page starts costs its main thread about a
 * millisecond on a slow machine (0.2 to 16 ms seen), so a page's 22 to 33 chunks asked for
 * at once made a task of 26 to 64 ms, counted four times over on Lighthouse's phone.
 */
export const REQUESTS_PER_TASK = 4;

/** `hrefs` in groups of REQUESTS_PER_TASK, one group for each task that asks for them. */
export function inGroups(hrefs: readonly string[]): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < hrefs.length; i += REQUESTS_PER_TASK) groups.push(hrefs.slice(i, i + REQUESTS_PER_TASK));
  return groups;
}

/** Fetches the chunks (a modulepreload link each), to run when a module first imports them. */
export function requestChunks(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
