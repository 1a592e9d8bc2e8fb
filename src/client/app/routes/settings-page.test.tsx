import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Profile, ProfileResponse, UpdateProfileInput } from '#shared/profile.ts';
import type { ZoneRecord, ZoneSummary } from '#shared/zones.ts';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import { jsonResponse, mockApi, notFound, renderRoute } from '#client/testing/render-route.tsx';

afterEach(() => {
  toast.dismiss();
});

const profile: Profile = {
  id: 'user-1',
  zone: '7b',
  zip_code: '10001',
  garden_type: 'backyard',
  plant_preference: 'veggies',
  gardening_commitment: 'weekend',
  full_name: 'Rosa',
  updated_at: '2026-05-01T10:00:00.000Z',
};

function record(zipCode: string, zone: ZoneRecord['zone'], city: string): ZoneRecord {
  return {
    zone,
    zipCode,
    city,
    state: 'XX',
    temperatureRange: '5 to 10 °F',
    lastFrostDate: '04-03',
    firstFrostDate: '11-12',
    growingSeasonDays: 223,
    growingSeasonMonths: 7,
    growingSeasonDescription: 'About 7 months.',
    station: { name: 'Somewhere', distanceKm: 4.1 },
  };
}

function summary(zone: ZoneSummary['zone']): ZoneSummary {
  return {
    zone,
    temperatureRange: '10 to 15 °F',
    lastFrostDate: '03-20',
    firstFrostDate: '11-20',
    growingSeasonDays: 245,
    growingSeasonMonths: 8,
    growingSeasonDescription: 'About 8 months.',
    zipCount: 1000,
  };
}

type Options = { profile?: Profile | null; signOut?: 'ok' | 'error' };

function gardenerApi({ profile: saved = profile, signOut = 'ok' }: Options = {}) {
  let current: ProfileResponse = { profile: saved, isComplete: saved !== null };
  const puts: UpdateProfileInput[] = [];
  let signedOut = false;
  const fetch = mockApi((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(signedOut ? null : sessionBody());
    if (url.pathname === '/api/auth/sign-out') {
      if (signOut === 'error') return jsonResponse({ message: 'Something broke' }, 500);
      signedOut = true;
      return jsonResponse({ success: true });
    }
    if (url.pathname === '/api/profile' && init?.method === 'PUT') {
      const input = JSON.parse(String(init.body)) as UpdateProfileInput;
      puts.push(input);
      const next = {
        ...profile,
        ...current.profile,
        ...input,
        updated_at: `2026-05-0${puts.length + 1}T10:00:00.000Z`,
      };
      current = { profile: next as Profile, isComplete: true };
      return jsonResponse(current);
    }
    if (url.pathname === '/api/profile') return jsonResponse(current);
    if (url.pathname === '/api/calendar-feed') {
      return jsonResponse({ url: 'https://example.org/feed.ics', webcalUrl: 'webcal://example.org/feed.ics' });
    }
    if (url.pathname === '/api/reminders') {
      return jsonResponse({ frequency: 'off', timeZone: null, nextDigestAt: null, email: 'rosa@example.org' });
    }
    if (url.pathname === '/api/zones/by-zip/10001') return jsonResponse(record('10001', '7b', 'New York'));
    if (url.pathname === '/api/zones/by-zip/33101') return jsonResponse(record('33101', '11a', 'Miami'));
    const zone = /^\/api\/zones\/(\w+)$/.exec(url.pathname)?.[1];
    if (zone) return jsonResponse(summary(zone as ZoneSummary['zone']));
    return notFound();
  });
  return { fetch, puts };
}

async function openSettings() {
  const view = renderRoute('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await screen.findByRole('combobox', { name: 'USDA Hardiness Zone' });
  return view;
}

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

/** The saved profile's wizard answers, as Save sends them back. */
const answers = { garden_type: 'backyard', plant_preference: 'veggies', gardening_commitment: 'weekend' };

async function chooseZone(user: ReturnType<typeof renderRoute>['user'], zone: string) {
  await user.click(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' }));
  await user.click(await screen.findByRole('option', { name: `Zone ${zone}` }));
}

describe('settings', () => {
  test('shows the saved zone, the ZIP card, the USDA map link, and Save is off until something changes', async () => {
    gardenerApi();
    await openSettings();

    expect(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveTextContent('Zone 7b');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(await screen.findByText('New York, XX 10001')).toBeInTheDocument();
    const mapLink = screen.getByRole('link', { name: /find your zone/ });
    expect(mapLink).toHaveAttribute('href', 'https://planthardiness.ars.usda.gov/');
    expect(mapLink).toHaveAttribute('target', '_blank');
    expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(saveButton()).toBeDisabled();
  });

  test('the calendar subscription and e-mail reminders sit between the garden profile and the account', async () => {
    gardenerApi();
    await openSettings();

    expect(await screen.findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(
      'https://example.org/feed.ics',
    );
    expect(await screen.findByRole('radio', { name: /^Off/ })).toBeChecked();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your garden’s location',
      'How you garden',
      'Calendar subscription',
      'E-mail reminders',
      'Account',
      'Your data',
    ]);
  });

  test('choosing another zone enables Save; choosing the saved one again disables it', async () => {
    gardenerApi();
    const { user } = await openSettings();

    await chooseZone(user, '8a');
    expect(saveButton()).toBeEnabled();
    // The ZIP is in 7b, so the card becomes the zone's summary.
    expect(await screen.findByRole('heading', { name: 'Zone 8a' })).toBeInTheDocument();
    expect(screen.getByText('Typical across 1,000 ZIP codes in this zone')).toBeInTheDocument();

    await chooseZone(user, '7b');
    expect(saveButton()).toBeDisabled();
  });

  test('a zone that disagrees with the ZIP’s is shown with a note, which can take the ZIP’s zone back', async () => {
    gardenerApi();
    const { user } = await openSettings();
    await screen.findByText('New York, XX 10001');
    expect(screen.queryByText(/you chose zone/)).not.toBeInTheDocument();

    await chooseZone(user, '8a');
    expect(await screen.findByText(/ZIP 10001 is in zone 7b; you chose zone 8a\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use zone 7b' }));
    expect(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveTextContent('Zone 7b');
    expect(screen.queryByText(/you chose zone/)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  test('a saved zone that disagrees with the saved ZIP’s is shown with the note too', async () => {
    gardenerApi({ profile: { ...profile, zone: '8a' } });
    await openSettings();
    expect(await screen.findByText(/ZIP 10001 is in zone 7b; you chose zone 8a\./)).toBeInTheDocument();
  });

  test('the wizard’s answers are shown, and changing one enables Save; changing it back disables it', async () => {
    gardenerApi();
    const { user } = await openSettings();

    const gardenType = screen.getByRole('radiogroup', { name: 'Garden type' });
    expect(within(gardenType).getByRole('radio', { name: /Backyard/ })).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Plant preference' })).getByRole('radio', { name: /Veggies/ }),
    ).toBeChecked();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Gardening commitment' })).getByRole('radio', { name: /Weekend/ }),
    ).toBeChecked();
    expect(saveButton()).toBeDisabled();

    await user.click(within(gardenType).getByRole('radio', { name: /Balcony/ }));
    expect(saveButton()).toBeEnabled();
    await user.click(within(gardenType).getByRole('radio', { name: /Backyard/ }));
    expect(saveButton()).toBeDisabled();
  });

  test('new answers are saved through the profile, with the Settings Saved toast', async () => {
    const { puts } = gardenerApi();
    const { user } = await openSettings();

    await user.click(screen.getByRole('radio', { name: /Balcony/ }));
    await user.click(screen.getByRole('radio', { name: /Flowers/ }));
    await user.click(screen.getByRole('radio', { name: /Daily/ }));
    await user.click(saveButton());

    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Your garden profile has been updated successfully!')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        zone: '7b',
        zip_code: '10001',
        garden_type: 'balcony',
        plant_preference: 'flowers',
        gardening_commitment: 'daily',
      },
    ]);
    expect(screen.getByRole('radio', { name: /Balcony/ })).toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  test('picking a zone brings Save Changes into view', async () => {
    gardenerApi();
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const { user } = await openSettings();
      await chooseZone(user, '8a');
      await vi.waitFor(() => expect(scrolled).toContain(saveButton()));
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  test('saving says so and turns Save off again', async () => {
    const { puts } = gardenerApi();
    const { user } = await openSettings();

    await chooseZone(user, '8a');
    await user.click(saveButton());

    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Your garden profile has been updated successfully!')).toBeInTheDocument();
    expect(puts).toEqual([{ ...answers, zone: '8a', zip_code: '10001' }]);
    expect(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveTextContent('Zone 8a');
    expect(saveButton()).toBeDisabled();
  });

  test('a new ZIP with data sets the zone and frost dates and enables Save', async () => {
    const { puts } = gardenerApi();
    const { user } = await openSettings();
    const zip = screen.getByLabelText('ZIP code');

    await user.clear(zip);
    await user.type(zip, '331');
    // Half a ZIP is not something to save.
    expect(saveButton()).toBeDisabled();
    await user.type(zip, '01');
    expect(await screen.findByText('ZIP 33101 is in Zone 11a.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveTextContent('Zone 11a');
    expect(await screen.findByText('Miami, XX 33101')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    await screen.findByText('Settings Saved');
    expect(puts).toEqual([{ ...answers, zone: '11a', zip_code: '33101' }]);
  });

  test('a ZIP without data keeps the zone and says so', async () => {
    gardenerApi();
    const { user } = await openSettings();
    const zip = screen.getByLabelText('ZIP code');

    await user.clear(zip);
    await user.type(zip, '00000');
    expect(await screen.findByText(/We don't have zone data for this zip code/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveTextContent('Zone 7b');
    expect(saveButton()).toBeEnabled();
  });

  test('without a zone, saving asks for one', async () => {
    gardenerApi({ profile: { ...profile, zone: null, zip_code: null } });
    const { user } = await openSettings();

    await user.type(screen.getByLabelText('ZIP code'), '00000');
    await screen.findByText(/We don't have zone data/);
    await user.click(saveButton());

    expect(await screen.findByText('USDA Zone Required')).toBeInTheDocument();
    expect(screen.getByText('Please select your USDA hardiness zone to continue.')).toBeInTheDocument();
  });

  test('without a saved profile, saving explains the profile id is missing', async () => {
    const { puts } = gardenerApi({ profile: null });
    const { user } = await openSettings();

    await chooseZone(user, '6a');
    await user.click(saveButton());

    expect(await screen.findByText('Error Saving')).toBeInTheDocument();
    expect(screen.getByText('Could not save settings. User profile ID is missing.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });
});

describe('logout', () => {
  function fillLocalStorage() {
    localStorage.setItem('gardenProfile', JSON.stringify(profile));
    localStorage.setItem('gardenTaskTracking_user-1', '{}');
    localStorage.setItem('gardenTaskTracking_anonymous', '{}');
    localStorage.setItem('gg_last_zip', '10001');
  }

  test('signs out, clears what this device kept for the gardener, says so and goes to /login', async () => {
    gardenerApi();
    fillLocalStorage();
    const { user, router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('gardenProfile')).toBeNull();
    expect(localStorage.getItem('gardenTaskTracking_user-1')).toBeNull();
    expect(localStorage.getItem('gardenTaskTracking_anonymous')).toBeNull();
    // Not the gardener's: the landing page's remembered ZIP stays.
    expect(localStorage.getItem('gg_last_zip')).toBe('10001');
  });

  test('a failed sign-out says so, keeps the data and stays on Settings', async () => {
    gardenerApi({ signOut: 'error' });
    fillLocalStorage();
    const { user, router } = await openSettings();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('There was an error signing out.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(localStorage.getItem('gardenTaskTracking_user-1')).toBe('{}');
  });
});
