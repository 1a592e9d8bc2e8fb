/**
 * The landing page's search form before the app has hydrated it.
 *
 * The pre-rendered landing page paints from its HTML (scripts/prerender.ts), and the app
 * (React, the router and the rest, about 140 KB gzipped) comes behind it. boot.ts runs
 * `enhanceSearchForm` on that page as soon as it has parsed, so the form works from the
 * start, without React: the last ZIP comes back, the ZIP box keeps digits only (a paste
 * included), 'Get care tips' is enabled for exactly five, and a search made before the
 * app is there is kept for it, not sent as a page load (unless the app cannot be fetched:
 * `giveUpSearchForm`). Once hydrated, the home page takes the form over
 * (`takeOverSearchForm`) with what the visitor typed and searched.
 *
 * The listeners sit on the window, so they run after React's: an event React has already
 * handled (it prevents the default of every paste and submit of this form) is left alone.
 */
import type { ZipSearch } from '#client/features/home/components/zip-search-form.tsx';
import { isCompleteZip, toZipDigits, zipAfterPaste } from '#client/lib/zip-input.ts';
import { readLastZip, saveLastZip } from './last-zip.ts';

/** What the visitor did on the form before the app took it over. */
export type EarlySearchForm = {
  zip: string;
  query: string;
  /** The search they asked for, if they did. */
  search: ZipSearch | null;
};

let takeOver: (() => EarlySearchForm | null) | null = null;
let giveUp: (() => void) | null = null;

/** Makes the pre-rendered search form on `doc` work until the app takes it over. */
export function enhanceSearchForm(doc: Document = document): void {
  const form = doc.querySelector<HTMLFormElement>('form[role="search"]');
  const zip = form?.querySelector<HTMLInputElement>('input[name="zip"]');
  const query = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (doc.defaultView && form && zip && query && button) enhance(doc.defaultView, form, zip, query, button);
}

function enhance(
  win: Window,
  form: HTMLFormElement,
  zip: HTMLInputElement,
  query: HTMLInputElement,
  button: HTMLButtonElement,
): void {
  let typed = false;
  let search: ZipSearch | null = null;
  const update = () => {
    button.disabled = !isCompleteZip(zip.value);
  };

  function onInput(event: Event) {
    if (event.target !== zip && event.target !== query) return;
    if (event.target === zip) {
      const digits = toZipDigits(zip.value);
      if (digits !== zip.value) zip.value = digits;
    }
    typed = true;
    update();
  }

  function onPaste(event: ClipboardEvent) {
    if (event.target !== zip || event.defaultPrevented) return;
    event.preventDefault();
    zip.value = zipAfterPaste(zip, event.clipboardData?.getData('text') ?? '');
    typed = true;
    update();
  }

  let native = false;
  function onSubmit(event: SubmitEvent) {
    if (native || event.target !== form || event.defaultPrevented) return;
    event.preventDefault();
    if (!isCompleteZip(zip.value)) return;
    saveLastZip(zip.value);
    search = { zip: zip.value, query: query.value.trim() };
    // Until the app is there to answer (see the button's aria-busy style).
    button.setAttribute('aria-busy', 'true');
  }

  win.addEventListener('input', onInput);
  win.addEventListener('paste', onPaste);
  win.addEventListener('submit', onSubmit);
  if (!zip.value) zip.value = readLastZip();
  update();

  giveUp = () => {
    native = true;
    button.removeAttribute('aria-busy');
    if (search) form.requestSubmit();
  };
  takeOver = () => {
    giveUp = null;
    win.removeEventListener('input', onInput);
    win.removeEventListener('paste', onPaste);
    win.removeEventListener('submit', onSubmit);
    button.removeAttribute('aria-busy');
    return typed || search ? { zip: zip.value, query: query.value, search } : null;
  };
}

/**
 * Stops the early handlers and returns what the visitor did before (null when they did
 * nothing, or the form was never enhanced, or has been taken over already).
 */
export function takeOverSearchForm(): EarlySearchForm | null {
  const take = takeOver;
  takeOver = null;
  return take ? take() : null;
}

/**
 * For when the app could not be fetched (a dropped connection): the form goes the
 * browser's way from now on, and a search already asked for is sent as a page load of
 * `/?zip=…&q=…`, which tries the app again; once it is there, that page reopens the plant
 * search for that ZIP and name, with the ZIP's zone and the form filled in behind it.
 */
export function giveUpSearchForm(): void {
  giveUp?.();
}
