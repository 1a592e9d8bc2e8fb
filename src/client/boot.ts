/**
 * The pages' one script. A page the build pre-rendered (scripts/prerender.ts) is on
 * screen without JavaScript, and the landing page's search form works from this script
 * alone: the app, and the chunks of the page's screen, which the page lists, are fetched
 * once it has painted, so on a slow network its HTML and CSS have the line to themselves,
 * and run one task each before the app starts (itself in a few tasks, main.tsx). The SPA
 * shell shows nothing without the app, which comes at once.
 */
import { enhanceSearchForm, giveUpSearchForm } from './features/home/lib/early-search-form.ts';
import { readPageData } from './lib/page-data.ts';
import { inGroups, requestChunks } from './lib/request-chunks.ts';
import './styles.css';

const page = readPageData();
// The landing page's form works before the app is there (a page without one is left as is).
if (page) enhanceSearchForm();

/** The next task: what the browser has waiting (input, a frame) goes first. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/**
 * Runs the page's chunks (listed dependencies first) one task each, so that no task holds
 * the main thread for the whole of the app's start: a module runs in the task in which it
 * is first imported, with whatever it imports that has not run yet.
 */
async function evaluateInTurns(chunks: readonly string[]) {
  // Zod settles how a schema parses when the schema is made: its setting comes first.
  await import('./lib/zod-setup.ts');
  for (const chunk of chunks) {
    await nextTask();
    await import(/* @vite-ignore */ chunk);
  }
  await nextTask();
}

async function loadApp() {
  const chunks = page?.preload ?? [];
  // Fetched together (and run later, in order), asked for a few per task.
  for (const [i, group] of inGroups(chunks).entries()) {
    if (i > 0) await nextTask();
    requestChunks(group);
  }
  try {
    await evaluateInTurns(chunks);
    const { startApp } = await import('./main.tsx');
    await nextTask();
    await startApp(nextTask);
  } catch (error) {
    giveUpSearchForm();
    throw error;
  }
}

// A frame runs once the page can paint, and the task after it once it has. A hidden tab
// paints nothing, so there the app comes at once.
if (page && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void loadApp()));
else void loadApp();
