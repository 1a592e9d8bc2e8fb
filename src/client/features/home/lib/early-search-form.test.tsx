import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { prerenderedSearchForm, submitForm, typeInto } from '#client/features/home/testing/prerendered-form.tsx';
import { enhanceSearchForm, giveUpSearchForm, takeOverSearchForm } from './early-search-form.ts';
import { LAST_ZIP_KEY } from './last-zip.ts';

function paste(input: HTMLInputElement, text: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  input.dispatchEvent(event);
  return event;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  takeOverSearchForm();
  document.body.innerHTML = '';
});

describe('the landing page form before the app', () => {
  test('enables Get care tips for exactly five digits, and keeps digits only', () => {
    const { zip, button } = prerenderedSearchForm();
    expect(button).toBeDisabled();
    enhanceSearchForm();
    expect(button).toBeDisabled();

    typeInto(zip, '1a2-3');
    expect(zip).toHaveValue('123');
    expect(button).toBeDisabled();
    typeInto(zip, '12345');
    expect(button).toBeEnabled();
    typeInto(zip, '1234');
    expect(button).toBeDisabled();
  });

  test('a paste keeps the first five digits of what the box would hold', () => {
    const { zip, button } = prerenderedSearchForm();
    enhanceSearchForm();
    zip.setSelectionRange(0, 0);
    expect(paste(zip, ' 100-01').defaultPrevented).toBe(true);
    expect(zip).toHaveValue('10001');
    expect(button).toBeEnabled();

    zip.value = '';
    paste(zip, '10001-2345');
    expect(zip).toHaveValue('10001');
  });

  test('brings back the last ZIP, which the app then finds untouched', () => {
    localStorage.setItem(LAST_ZIP_KEY, '55401');
    const { zip, button } = prerenderedSearchForm();
    enhanceSearchForm();
    expect(zip).toHaveValue('55401');
    expect(button).toBeEnabled();
    // The app restores the same ZIP itself: nothing to hand over.
    expect(takeOverSearchForm()).toBeNull();
  });

  test('a search is kept for the app, remembered, and never sent as a page load', () => {
    const { form, zip, query, button } = prerenderedSearchForm();
    enhanceSearchForm();
    typeInto(zip, '10001');
    typeInto(query, ' basil ');

    const event = submitForm(form);
    expect(event.defaultPrevented).toBe(true);
    expect(localStorage.getItem(LAST_ZIP_KEY)).toBe('10001');
    expect(button).toHaveAttribute('aria-busy', 'true');

    expect(takeOverSearchForm()).toEqual({ zip: '10001', query: ' basil ', search: { zip: '10001', query: 'basil' } });
    expect(button).not.toHaveAttribute('aria-busy');
  });

  test('an incomplete ZIP searches nothing', () => {
    const { form, zip } = prerenderedSearchForm();
    enhanceSearchForm();
    typeInto(zip, '100');
    expect(submitForm(form).defaultPrevented).toBe(true);
    expect(localStorage.getItem(LAST_ZIP_KEY)).toBeNull();
    expect(takeOverSearchForm()).toEqual({ zip: '100', query: '', search: null });
  });

  test('what React has handled already is left to it', () => {
    const { form, zip } = prerenderedSearchForm();
    enhanceSearchForm();
    typeInto(zip, '10001');
    form.addEventListener('submit', (event) => event.preventDefault());
    submitForm(form);
    expect(localStorage.getItem(LAST_ZIP_KEY)).toBeNull();
    expect(takeOverSearchForm()?.search).toBeNull();
  });

  test('once taken over, the form is the app’s alone', () => {
    const { form, zip, button } = prerenderedSearchForm();
    enhanceSearchForm();
    expect(takeOverSearchForm()).toBeNull();
    expect(takeOverSearchForm()).toBeNull();

    typeInto(zip, '10001');
    expect(button).toBeDisabled();
    const event = submitForm(form);
    expect(event.defaultPrevented).toBe(false);
  });

  /** Submits reaching the window after the early script, and whether it had stopped them. */
  function watchSubmits() {
    const seen: { prevented: boolean }[] = [];
    const watch = (event: Event) => {
      seen.push({ prevented: event.defaultPrevented });
      event.preventDefault(); // the test's page stays where it is
    };
    window.addEventListener('submit', watch);
    onTestFinished(() => window.removeEventListener('submit', watch));
    return seen;
  }

  test('without the app, a search asked for goes the browser’s way, and so do later ones', () => {
    const { form, zip, query, button } = prerenderedSearchForm();
    enhanceSearchForm();
    const submits = watchSubmits();
    typeInto(zip, '10001');
    typeInto(query, 'basil');
    submitForm(form);
    expect(submits).toEqual([{ prevented: true }]);
    expect(button).toHaveAttribute('aria-busy', 'true');

    giveUpSearchForm();
    // Sent again, as the browser sends a form: /?zip=10001&q=basil.
    expect(submits).toEqual([{ prevented: true }, { prevented: false }]);
    expect(new FormData(form).get('zip')).toBe('10001');
    expect(new FormData(form).get('q')).toBe('basil');
    expect(button).not.toHaveAttribute('aria-busy');

    // The button still follows the ZIP box, and the next search is the browser's too.
    typeInto(zip, '100');
    expect(button).toBeDisabled();
    typeInto(zip, '55401');
    submitForm(form);
    expect(submits.at(-1)).toEqual({ prevented: false });
  });

  test('without the app and without a search, nothing is sent', () => {
    const { zip } = prerenderedSearchForm();
    enhanceSearchForm();
    const submits = watchSubmits();
    typeInto(zip, '10001');
    giveUpSearchForm();
    expect(submits).toEqual([]);
  });

  test('a page without the form is left as it is', () => {
    document.body.innerHTML = '<main><h1>About</h1></main>';
    enhanceSearchForm();
    expect(takeOverSearchForm()).toBeNull();
  });
});
