/**
 * The pages' one script. A page the build pre-rendered (scripts/prerender.ts) is on
 * screen without JavaScript, and the landing page's search form works from this script
 * alone: the app, and the chunks of the page's screen, which the page lists, are fetched
 * once it has painted, so on a slow network its HTML and CSS have the line to themselves.
 * The SPA shell shows nothing without the app, which comes at once.
 */
import { enhanceSearchForm, giveUpSearchForm } from './features/home/lib/early-search-form.ts';
import { readPageData } from './lib/page-data.ts';
import './styles.css';

const page = readPageData();
// The landing page's form works before the app is there (a page without one is left as is).
if (page) enhanceSearchForm();

function loadApp() {
  for (const href of page?.preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./main.tsx').catch((error: unknown) => {
    giveUpSearchForm();
    throw error;
  });
}

// A frame runs once the page can paint, and the task after it once it has. A hidden tab
// paints nothing, so there the app comes at once.
if (page && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(loadApp));
else loadApp();
