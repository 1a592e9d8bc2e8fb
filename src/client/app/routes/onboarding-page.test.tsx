import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, test } from 'vitest';
import type { Profile, UpdateProfileInput } from '#shared/profile.ts';
import type { ZoneRecord, ZoneSummary } from '#shared/zones.ts';
import { sessionBody } from '#client/features/auth/testing/fake-session.ts';
import { keepPendingPlant } from '#client/features/garden/lib/pending-plant.ts';
import { buildEntry, buildGardenPlant } from '#shared/testing/garden-fixtures.ts';
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

const zone6a: ZoneSummary = {
  zone: '6a',
  temperatureRange: '-10 to -5 °F',
  lastFrostDate: '04-25',
  firstFrostDate: '10-15',
  growingSeasonDays: 173,
  growingSeasonMonths: 6,
  growingSeasonDescription: 'About 6 months (173 days), from late April to mid-October.',
  zipCount: 2841,
};

/** A signed-in gardener with no profile yet, and the zone data the wizard asks for. */
function newGardenerApi() {
  const saved: UpdateProfileInput[] = [];
  const gardenAdds: unknown[] = [];
  const fetch = mockApi(async (url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(sessionBody());
    if (url.pathname === '/api/profile' && init?.method === 'PUT') {
      const input = JSON.parse(String(init.body)) as UpdateProfileInput;
      saved.push(input);
      const profile: Profile = {
        id: 'user-1',
        zone: input.zone ?? null,
        zip_code: input.zip_code ?? null,
        garden_type: input.garden_type ?? null,
        plant_preference: input.plant_preference ?? null,
        gardening_commitment: input.gardening_commitment ?? null,
        full_name: 'Rosa',
        updated_at: '2026-05-01T10:00:00.000Z',
      };
      return jsonResponse({ profile, isComplete: true });
    }
    if (url.pathname === '/api/profile') return jsonResponse({ profile: null, isComplete: false });
    if (url.pathname === '/api/zones/by-zip/10001') return jsonResponse(manhattan);
    if (url.pathname === '/api/zones/6a') return jsonResponse(zone6a);
    if (url.pathname === '/api/garden' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { plant_id: string; save_later: boolean };
      gardenAdds.push(body);
      const plant = buildGardenPlant({ id: body.plant_id, plantName: 'Pepper' });
      return jsonResponse({ entry: buildEntry(plant, body.save_later), changed: true });
    }
    // The garden the wizard finishes on: empty for a new gardener.
    if (url.pathname === '/api/garden') return jsonResponse({ entries: [] });
    if (url.pathname === '/api/tasks') return jsonResponse({ tasks: [] });
    return notFound();
  });
  return { fetch, saved, gardenAdds };
}

async function startWizard() {
  const view = renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: 'Set up your garden' });
  return view;
}

const nextButton = () => screen.getByRole('button', { name: /^Next/ });
const backButton = () => screen.getByRole('button', { name: /Back/ });

// sonner keeps toasts in a module-wide store and replays live ones to a new Toaster.
afterEach(() => {
  toast.dismiss();
});

describe('onboarding wizard', () => {
  test('a signed-in gardener without a complete profile starts with the wizard at step 1 of 4', async () => {
    newGardenerApi();
    await startWizard();

    expect(screen.getByRole('progressbar', { name: 'Set-up progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(backButton()).toBeDisabled();
  });

  test('the ZIP entered on the landing page is filled in, and its zone looked up', async () => {
    localStorage.setItem('gg_last_zip', '10001');
    newGardenerApi();
    await startWizard();

    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(await screen.findByText('Zone Found!')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  test('Next is enabled only once the step is valid, and Back returns to the earlier step', async () => {
    newGardenerApi();
    const { user } = await startWizard();
    const zip = screen.getByLabelText('ZIP code');

    await user.type(zip, '1a0-0');
    expect(zip).toHaveValue('100');
    expect(nextButton()).toBeDisabled();

    await user.type(zip, '01');
    expect(await screen.findByText('Zone Found!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    expect(screen.getByRole('heading', { level: 2, name: 'What kind of garden do you have?' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Backyard/ }));
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    expect(screen.getByRole('heading', { level: 2, name: 'What do you like to grow?' })).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    // Back keeps what was chosen.
    await user.click(backButton());
    expect(screen.getByRole('radio', { name: /Backyard/ })).toBeChecked();
    await user.click(backButton());
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
    expect(backButton()).toBeDisabled();
  });

  test('finishing saves the profile, says so and shows the garden', async () => {
    const { saved } = newGardenerApi();
    const { user, router } = await startWizard();

    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await screen.findByText('Zone Found!');
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Balcony/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Both/ }));
    await user.click(nextButton());
    expect(screen.queryByRole('button', { name: /^Next/ })).not.toBeInTheDocument();
    const complete = screen.getByRole('button', { name: 'Complete Setup' });
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Daily/ }));
    await user.click(complete);

    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Garden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/garden');
    expect(saved).toEqual([
      {
        zone: '7b',
        zip_code: '10001',
        garden_type: 'balcony',
        plant_preference: 'both',
        gardening_commitment: 'daily',
      },
    ]);
    expect(JSON.parse(localStorage.getItem('gardenProfile') ?? 'null')).toMatchObject({ id: 'user-1', zone: '7b' });
  });

  test('a plant asked for before signing up goes into the garden once the wizard is done, not before', async () => {
    keepPendingPlant({ id: 'pepper', plantName: 'Pepper' }, false);
    const { gardenAdds } = newGardenerApi();
    const { user } = await startWizard();

    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await screen.findByText('Zone Found!');
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Backyard/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Veggies/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Weekend/ }));
    expect(gardenAdds).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText('Pepper has been added to your garden.')).toBeInTheDocument();
    expect(gardenAdds).toEqual([{ plant_id: 'pepper', save_later: false }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Garden' })).toBeInTheDocument();
  });

  /** Step 1 with ZIP 10001 (zone 7b) and zone 6a chosen by hand instead. */
  async function chooseZoneOtherThanTheZips(user: ReturnType<typeof renderRoute>['user']) {
    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await screen.findByText('Zone Found!');
    await user.click(screen.getByRole('button', { name: 'Choose a different zone' }));
    const zone = screen.getByRole('combobox', { name: 'USDA Hardiness Zone' });
    expect(zone).toHaveTextContent('Zone 7b');
    expect(zone).toHaveFocus();
    await user.click(zone);
    await user.click(await screen.findByRole('option', { name: 'Zone 6a' }));
  }

  test('a zone chosen by hand that disagrees with the ZIP’s is shown with a note, which can take it back', async () => {
    newGardenerApi();
    const { user } = await startWizard();
    await chooseZoneOtherThanTheZips(user);

    expect(await screen.findByText(/ZIP 10001 is in zone 7b; you chose zone 6a\./)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zone 6a' })).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Use zone 7b' }));
    expect(screen.queryByText(/you chose zone/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zone 7b' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' })).toHaveTextContent('Zone 7b');
  });

  test('a zone chosen by hand instead of the ZIP’s is the one saved', async () => {
    const { saved } = newGardenerApi();
    const { user } = await startWizard();
    await chooseZoneOtherThanTheZips(user);
    await screen.findByText(/you chose zone 6a/);

    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Backyard/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Flowers/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Daily/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await screen.findByText('Profile Saved');
    expect(saved).toEqual([
      {
        zone: '6a',
        zip_code: '10001',
        garden_type: 'backyard',
        plant_preference: 'flowers',
        gardening_commitment: 'daily',
      },
    ]);
  });

  test('a ZIP without zone data offers the 26 zones to choose from by hand', async () => {
    const { saved } = newGardenerApi();
    const { user } = await startWizard();

    await user.type(screen.getByLabelText('ZIP code'), '00000');
    expect(await screen.findByText("We don't have zone data for this zip code.")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'USDA Hardiness Zone' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(26);
    expect(options[0]).toHaveTextContent('Zone 1a');
    expect(options[25]).toHaveTextContent('Zone 13b');
    await user.click(screen.getByRole('option', { name: 'Zone 6a' }));

    expect(await screen.findByText('Zone Selected')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zone 6a' })).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Backyard/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Flowers/ }));
    await user.click(nextButton());
    await user.click(screen.getByRole('radio', { name: /Weekend/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    await screen.findByText('Profile Saved');
    expect(saved).toEqual([
      {
        zone: '6a',
        zip_code: '00000',
        garden_type: 'backyard',
        plant_preference: 'flowers',
        gardening_commitment: 'weekend',
      },
    ]);
  });
});
