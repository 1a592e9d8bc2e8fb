import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ZoneRecord } from '#shared/zones.ts';
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

function zoneApi() {
  return mockApi((url) => (url.pathname === '/api/zones/by-zip/10001' ? jsonResponse(manhattan) : notFound()));
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

  test('a search shows the zone card and keeps the ZIP and plant name in the URL', async () => {
    const fetch = zoneApi();
    const opened = vi.fn();
    window.addEventListener('home_search_opened', opened);
    const { user, router } = renderRoute('/');
    const { zip, plant, button } = await findForm();

    await user.type(zip, '10001');
    await user.type(plant, ' basil ');
    await user.click(button);

    expect(await screen.findByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(screen.getByText('New York, NY 10001')).toBeInTheDocument();
    expect(screen.getByText('April 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?zip=10001&q=basil');
    expect(fetch).toHaveBeenCalledWith(
      '/api/zones/by-zip/10001',
      expect.objectContaining({ credentials: 'same-origin' }),
    );

    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ zip: '10001', query: 'basil' });
    window.removeEventListener('home_search_opened', opened);
  });

  test('an unknown ZIP shows "zip not found"', async () => {
    zoneApi();
    const { user } = renderRoute('/');
    const { zip, button } = await findForm();

    await user.type(zip, '99999');
    await user.click(button);

    expect(await screen.findByText('zip not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Zone / })).not.toBeInTheDocument();
  });

  test('a link with ?zip= and ?q= repeats the search', async () => {
    zoneApi();
    renderRoute('/?zip=10001&q=tomato');

    expect(await screen.findByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(screen.getByLabelText(/Plant name/)).toHaveValue('tomato');
  });
});

describe('remembered ZIP (gg_last_zip)', () => {
  test('a search stores the ZIP, and the next visit starts with it', async () => {
    zoneApi();
    const first = renderRoute('/');
    const { zip, button } = await findForm();
    await first.user.type(zip, '10001');
    await first.user.click(button);
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
