import { renderToString } from 'react-dom/server';
import { ZipSearchForm } from '#client/features/home/components/zip-search-form.tsx';

/** The landing page's search form as the build pre-renders it, in the document's body. */
export function prerenderedSearchForm() {
  const noop = () => {};
  document.body.innerHTML = renderToString(
    <ZipSearchForm zip="" query="" onZipChange={noop} onQueryChange={noop} onSearch={noop} />,
  );
  const form = document.querySelector('form')!;
  return {
    form,
    zip: form.querySelector<HTMLInputElement>('input[name="zip"]')!,
    query: form.querySelector<HTMLInputElement>('input[name="q"]')!,
    button: form.querySelector('button')!,
  };
}

/** Types `value` as the browser would, before any React is there to see it. */
export function typeInto(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Submits the form as the browser does (the event can be stopped). */
export function submitForm(form: HTMLFormElement) {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}
