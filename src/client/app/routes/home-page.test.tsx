import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ZoneRecord } from '#shared/zones.ts';
import {
  buildPlantDetail,
  buildPlantSummary,
  buildSearchResponse,
} from '#client/features/plants/testing/plant-fixtures.ts';
import { enhanceSearchForm } from '#client/features/home/lib/early-search-form.ts';
import { prerenderedSearchForm, submitForm, typeInto } from '#client/features/home/testing/prerendered-form.tsx';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

const manhattan: ZoneRecord = {
  zone: '7b',
  zipCode: '10001',
  city: 'New York',
  state: 'NY',
  temperatureRange: '5 to 10 °F',
  lastFrostDate: '04-03',
  firstFrostDate: '11-12',
  growingSeasonDays: 223,
  growingSeasonMonths: 7,
  growingSeasonDescription: 'About 7 months (223 days), from early April to mid-November.',
  station: { name: 'New York Central Park, NY', distanceKm: 4.1 },
};

/** Zones for 10001, the plant search (tomato only), and the event log; other calls are a 404. */
function zoneApi() {
  const events: unknown[] = [];
  const fetch = mockApi((url, init) => {
    if (url.pathname === '/api/zones/by-zip/10001') return jsonResponse(manhattan);
    if (url.pathname === '/api/events' && init?.method === 'POST') {
      events.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/plants/search') {
      if (url.searchParams.get('zip') !== '10001') {
        return jsonResponse({ error: { code: 'not_found', message: 'zip not found' } }, 404);
      }
      const q = url.searchParams.get('q') ?? '';
      return jsonResponse(buildSearchResponse(q.includes('tomato') ? [buildPlantSummary()] : [], '7b'));
    }
    if (url.pathname === '/api/plants/tomato') return jsonResponse(buildPlantDetail());
    return notFound();
  });
  return Object.assign(fetch, { events });
}

/** The plant search dialog that Get care tips opens; closed with Escape. */
async function closeSearchDialog(user: ReturnType<typeof renderRoute>['user']) {
  await screen.findByRole('dialog', { name: 'Find a Plant' });
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function findForm() {
  return {
    zip: await screen.findByLabelText('ZIP code'),
    plant: screen.getByLabelText(/Plant name/),
    button: screen.getByRole('button', { name: 'Get care tips' }),
  };
}

describe('home page search form', () => {
  test('Get care tips is enabled only for exactly 5 digits', async () => {
    const { user } = renderRoute('/');
    const { zip, button } = await findForm();

    expect(zip).toHaveAttribute('inputmode', 'numeric');
    expect(zip).toHaveAttribute('maxlength', '5');
    expect(button).toBeDisabled();

    await user.type(zip, '1234');
    expect(button).toBeDisabled();

    await user.type(zip, '5');
    expect(zip).toHaveValue('12345');
    expect(button).toBeEnabled();

    await user.type(zip, '6');
    expect(zip).toHaveValue('12345');
  });

  test('letters and other characters are stripped from the ZIP', async () => {
    const { user } = renderRoute('/');
    const { zip, button } = await findForm();

    await user.type(zip, 'abcde');
    expect(zip).toHaveValue('');
    expect(button).toBeDisabled();

    await user.type(zip, '1a2-3 4b');
    expect(zip).toHaveValue('1234');
    expect(button).toBeDisabled();

    await user.clear(zip);
    await user.click(zip);
    await user.paste(' 100-01');
    expect(zip).toHaveValue('10001');
    expect(button).toBeEnabled();

    await user.clear(zip);
    await user.click(zip);
    await user.paste('10001-2345');
    expect(zip).toHaveValue('10001');
  });

  test('Get care tips opens the plant search for the ZIP and name, and records the search', async () => {
    const fetch = zoneApi();
    const { user, router } = renderRoute('/');
    const { zip, plant, button } = await findForm();

    await user.type(zip, '10001');
    await user.type(plant, ' tomato ');
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Find a Plant' });
    expect(within(dialog).getByLabelText('Plant name')).toHaveValue('tomato');
    expect(within(dialog).getByLabelText('ZIP code')).toHaveValue('10001');
    expect(await within(dialog).findByRole('button', { name: /^Tomato/ })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/plants/search?q=tomato&zip=10001', expect.anything());
    expect(fetch.events).toEqual([{ name: 'home_search_opened', props: { zip: '10001', query: 'tomato' } }]);

    // Picking a plant opens its page, worked out for the ZIP.
    await user.click(within(dialog).getByRole('button', { name: /^Tomato/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plant/tomato');
    expect(fetch).toHaveBeenCalledWith('/api/plants/tomato?zip=10001', expect.anything());
  });

  test('a lost event record does not get in the way', async () => {
    mockApi((url) => (url.pathname === '/api/events' ? Promise.reject(new TypeError('offline')) : notFound()));
    const { user } = renderRoute('/');
    const { zip, button } = await findForm();

    await user.type(zip, '10001');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Find a Plant' })).toBeInTheDocument();
  });

  test('a search shows the zone card and keeps the ZIP and plant name in the URL', async () => {
    const fetch = zoneApi();
    const { user, router } = renderRoute('/');
    const { zip, plant, button } = await findForm();

    await user.type(zip, '10001');
    await user.type(plant, ' basil ');
    await user.click(button);
    await closeSearchDialog(user);

    expect(await screen.findByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(screen.getByText('New York, NY 10001')).toBeInTheDocument();
    expect(screen.getByText('April 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?zip=10001&q=basil');
    expect(fetch).toHaveBeenCalledWith(
      '/api/zones/by-zip/10001',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(fetch.events).toEqual([{ name: 'home_search_opened', props: { zip: '10001', query: 'basil' } }]);
  });

  test('an unknown ZIP shows "zip not found"', async () => {
    zoneApi();
    const { user } = renderRoute('/');
    const { zip, button } = await findForm();

    await user.type(zip, '99999');
    await user.type(screen.getByLabelText(/Plant name/), 'tomato');
    await user.click(button);

    // The plant search says so too.
    const dialog = await screen.findByRole('dialog', { name: 'Find a Plant' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('zip not found');
    await closeSearchDialog(user);

    expect(await screen.findByText('zip not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Zone / })).not.toBeInTheDocument();
  });

  test('a link with ?zip= and ?q= reopens the search: the plant search for that ZIP and name, and the zone', async () => {
    const fetch = zoneApi();
    const { user } = renderRoute('/?zip=10001&q=tomato');

    const dialog = await screen.findByRole('dialog', { name: 'Find a Plant' });
    expect(within(dialog).getByLabelText('Plant name')).toHaveValue('tomato');
    expect(within(dialog).getByLabelText('ZIP code')).toHaveValue('10001');
    expect(await within(dialog).findByRole('button', { name: /^Tomato/ })).toBeInTheDocument();
    // Reopening is not a new search, but its ZIP is the one remembered.
    expect(fetch.events).toEqual([]);
    expect(localStorage.getItem('gg_last_zip')).toBe('10001');
    await closeSearchDialog(user);

    expect(await screen.findByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(screen.getByLabelText(/Plant name/)).toHaveValue('tomato');
  });

  test('a link with ?zip= alone fills the form and shows the zone, without the plant search', async () => {
    zoneApi();
    renderRoute('/?zip=10001');

    expect(await screen.findByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('going back to an earlier search reopens it', async () => {
    zoneApi();
    const { user, router } = renderRoute('/?zip=10001&q=tomato');
    await closeSearchDialog(user);
    await router.navigate('/learn');
    await screen.findByRole('heading', { level: 1, name: 'Your personal garden assistant' });

    await router.navigate(-1);
    const dialog = await screen.findByRole('dialog', { name: 'Find a Plant' });
    expect(within(dialog).getByLabelText('Plant name')).toHaveValue('tomato');
  });
});

describe('the form used before the app came (the pre-rendered page)', () => {
  /** The visitor's doing on the pre-rendered form; the app then renders a page of its own. */
  function beforeTheApp(act: (form: ReturnType<typeof prerenderedSearchForm>) => void) {
    const form = prerenderedSearchForm();
    enhanceSearchForm();
    act(form);
    document.body.innerHTML = '';
  }

  test('a search asked for is run once the app is there', async () => {
    const fetch = zoneApi();
    beforeTheApp(({ form, zip, query }) => {
      typeInto(zip, '10001');
      typeInto(query, ' tomato ');
      submitForm(form);
    });
    const { router } = renderRoute('/');

    const dialog = await screen.findByRole('dialog', { name: 'Find a Plant' });
    expect(within(dialog).getByLabelText('Plant name')).toHaveValue('tomato');
    expect(within(dialog).getByLabelText('ZIP code')).toHaveValue('10001');
    expect(router.state.location.search).toBe('?zip=10001&q=tomato');
    expect(fetch.events).toEqual([{ name: 'home_search_opened', props: { zip: '10001', query: 'tomato' } }]);
    expect(localStorage.getItem('gg_last_zip')).toBe('10001');
  });

  test('what was typed stays in the form, without a search', async () => {
    const fetch = zoneApi();
    beforeTheApp(({ zip, query }) => {
      typeInto(zip, '1000');
      typeInto(query, 'basil');
    });
    renderRoute('/');

    const { zip, plant, button } = await findForm();
    expect(zip).toHaveValue('1000');
    expect(plant).toHaveValue('basil');
    expect(button).toBeDisabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch.events).toEqual([]);
  });

  test('a remembered ZIP the visitor emptied stays empty', async () => {
    localStorage.setItem('gg_last_zip', '10001');
    beforeTheApp(({ zip }) => {
      expect(zip).toHaveValue('10001');
      typeInto(zip, '');
    });
    renderRoute('/');

    const { zip, button } = await findForm();
    expect(zip).toHaveValue('');
    expect(button).toBeDisabled();
  });
});

describe('remembered ZIP (gg_last_zip)', () => {
  test('a search stores the ZIP, and the next visit starts with it', async () => {
    zoneApi();
    const first = renderRoute('/');
    const { zip, button } = await findForm();
    await first.user.type(zip, '10001');
    await first.user.click(button);
    await closeSearchDialog(first.user);
    await screen.findByRole('heading', { name: 'Zone 7b' });
    expect(localStorage.getItem('gg_last_zip')).toBe('10001');
    first.unmount();

    renderRoute('/');
    const again = await findForm();
    expect(again.zip).toHaveValue('10001');
    expect(again.button).toBeEnabled();
    // Restoring fills the form; it does not search by itself.
    expect(screen.queryByRole('heading', { name: /^Zone / })).not.toBeInTheDocument();
  });

  test('a corrupt remembered value is discarded', async () => {
    localStorage.setItem('gg_last_zip', 'not-a-zip');
    renderRoute('/');
    const { zip } = await findForm();

    expect(zip).toHaveValue('');
    expect(localStorage.getItem('gg_last_zip')).toBeNull();
  });
});
