import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PublicConfig } from '#shared/config.ts';
import { IDENTIFY_MESSAGES, MAX_IMAGE_BYTES } from '#shared/identify.ts';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import {
  buildIdentifyResponse,
  installFakeCamera,
  installFakeCanvas,
  photoFile,
  setVideoSize,
} from '../testing/photo-fixtures.ts';
import { buildPlantSummary, buildSearchResponse } from '../testing/plant-fixtures.ts';
import { deferred, renderDialog, wait, type HarnessProps } from '../testing/render-dialog.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function buildConfig(isIdentifyOn: boolean): PublicConfig {
  return {
    productName: 'Garden Guide',
    auth: { emailPassword: true, magicLink: true, guest: true, google: false, oidc: null },
    plantIdentification: isIdentifyOn ? { enabled: true, provider: 'openai' } : { enabled: false, provider: 'none' },
    mailDelivery: 'outbox',
    contactEmail: null,
  };
}

type Answer = Response | Promise<Response>;

/** The config, search and identify routes; every photo sent is recorded. */
function photoApi({
  isIdentifyOn = true,
  identify = () => jsonResponse(buildIdentifyResponse()),
}: { isIdentifyOn?: boolean; identify?: () => Answer } = {}) {
  const photos: File[] = [];
  const searches: string[] = [];
  mockApi((url, init) => {
    if (url.pathname === '/api/config') return jsonResponse(buildConfig(isIdentifyOn));
    if (url.pathname === '/api/plants/search') {
      searches.push(url.search);
      return jsonResponse(buildSearchResponse([buildPlantSummary({ id: 'tomatillo', plantName: 'Tomatillo' })]));
    }
    if (url.pathname === '/api/identify-plant' && init?.method === 'POST') {
      photos.push((init.body as FormData).get('file') as File);
      return identify();
    }
    return notFound();
  });
  return { photos, searches };
}

/** The photo tests offer files the picker's accept filter would hide. */
function renderDialogWithAnyFile(props: HarnessProps = {}, options: { fakeTimers?: boolean } = {}) {
  return renderDialog(props, { ...options, applyAccept: false });
}

const nameField = () => screen.getByLabelText('Plant name');
const uploadButton = () => screen.getByRole('button', { name: 'Upload photo' });
const cameraButton = () => screen.getByRole('button', { name: 'Take photo' });
const fileInput = () => screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]')!;
const matches = () => screen.getByRole('list', { name: 'Matching plants' });

/** Waits until the config has loaded and the upload button can be used. */
async function photoButtonsReady() {
  await vi.waitFor(() => expect(uploadButton()).toBeEnabled());
}

describe('identifying a plant from a photo', () => {
  test('an uploaded photo is sent, its status rotates every 1.5 s, then the plant and its matches are shown', async () => {
    const answer = deferred();
    const { photos } = photoApi({ identify: () => answer.promise });
    renderDialogWithAnyFile({ zip: '55401' }, { fakeTimers: true });
    await wait(0);
    expect(uploadButton()).toBeEnabled();

    fireEvent.change(fileInput(), { target: { files: [photoFile({ name: 'garden.png', type: 'image/png' })] } });
    await wait(0);
    expect(photos.map((photo) => photo.name)).toEqual(['garden.png']);

    const status = () => screen.getByRole('status');
    expect(status()).toHaveTextContent('Looking closely at the leaves...');
    expect(within(status()).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await wait(1499);
    expect(status()).toHaveTextContent('Looking closely at the leaves...');
    await wait(1);
    expect(status()).toHaveTextContent('Comparing shapes and colors...');
    await wait(1500);
    expect(status()).toHaveTextContent('Checking flowers, stems and fruit...');
    await wait(1500);
    expect(status()).toHaveTextContent('Matching it with the plants we know...');
    await wait(1500);
    expect(status()).toHaveTextContent('Looking closely at the leaves...');

    answer.resolve(jsonResponse(buildIdentifyResponse()));
    await wait(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Identified as').parentElement).toHaveTextContent(
      'Identified asTomato92% confidenceThis looks like a tomato plant.',
    );
    expect(
      within(matches())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['TomatoSolanum lycopersicumVegetable', 'Cherry TomatoSolanum lycopersicum var. cerasiformeVegetable']);
    expect(screen.getByText('Identified as Tomato, 92% confidence. 2 matching plants.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    // The name is filled in, so the search and add-as-new flow carries on from it.
    expect(nameField()).toHaveValue('Tomato');
  });

  test('picking a match opens its page and closes the dialog', async () => {
    photoApi();
    const { user, router } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.upload(fileInput(), photoFile());
    await user.click(
      within(await screen.findByRole('list', { name: 'Matching plants' })).getByRole('button', { name: /^Tomato/ }),
    );
    expect(router.state.location.pathname).toBe('/plant/tomato');
    expect(await screen.findByRole('heading', { name: 'Plant tomato' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('picking a match does what picking a search result does: the Add Plant button’s onPick', async () => {
    photoApi();
    const onPick = vi.fn();
    const { user, router } = renderDialogWithAnyFile({ canAddNew: true, userZone: '7b', onPick });
    await photoButtonsReady();

    await user.upload(fileInput(), photoFile());
    await user.click(await screen.findByRole('button', { name: /^Cherry Tomato/ }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'cherry-tomato' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('the arrow keys move through the matches', async () => {
    photoApi();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();
    await user.upload(fileInput(), photoFile());
    const first = within(await screen.findByRole('list', { name: 'Matching plants' })).getByRole('button', {
      name: /^Tomato/,
    });

    await user.click(nameField());
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Cherry Tomato/ })).toHaveFocus();
  });

  test('a plant the catalogue does not have can be added under the name found', async () => {
    photoApi({ identify: () => jsonResponse(buildIdentifyResponse({ common_name: 'Tomatillo', matches: [] })) });
    const { user } = renderDialogWithAnyFile({ canAddNew: true, userZone: '7b' });
    await photoButtonsReady();

    await user.upload(fileInput(), photoFile());
    expect(
      await screen.findByText('No existing plants found matching "Tomatillo". Try adding it?'),
    ).toBeInTheDocument();
    expect(nameField()).toHaveValue('Tomatillo');
    expect(screen.getByRole('button', { name: 'Add "Tomatillo" as a new plant' })).toBeEnabled();
  });

  test('a photo of no plant shows the server’s message and leaves the name alone', async () => {
    photoApi({
      identify: () =>
        jsonResponse(
          buildIdentifyResponse({
            is_plant: false,
            common_name: null,
            confidence: 0.1,
            message: 'This looks like a garden gnome, not a plant.',
            matches: [],
          }),
        ),
    });
    const { user } = renderDialogWithAnyFile({ zip: '55401', initialQuery: 'basil' });
    await photoButtonsReady();

    await user.upload(fileInput(), photoFile());
    // Shown in the list (and announced by the live region, which this leaves out).
    expect(
      await screen.findByText('This looks like a garden gnome, not a plant.', { ignore: '[aria-live]' }),
    ).toBeVisible();
    expect(screen.queryByText('Identified as')).not.toBeInTheDocument();
    expect(nameField()).toHaveValue('basil');
  });

  test('typing a name goes back to searching by name', async () => {
    const { searches } = photoApi();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();
    await user.upload(fileInput(), photoFile());
    await screen.findByRole('list', { name: 'Matching plants' });
    // The name the photo gave is not searched while its matches are shown.
    expect(searches).toEqual([]);

    await user.type(nameField(), 'illo');
    expect(screen.queryByRole('list', { name: 'Matching plants' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Tomatillo/ })).toBeInTheDocument();
    expect(searches).toEqual(['?q=Tomatoillo&zip=55401']);
  });

  test('Upload photo opens the file picker for images', async () => {
    photoApi();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();
    const click = vi.spyOn(fileInput(), 'click');

    await user.click(uploadButton());
    expect(click).toHaveBeenCalledOnce();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });
});

describe('a photo that fails the checks is not sent', () => {
  test.each([
    ['larger than 10 MB', photoFile({ size: MAX_IMAGE_BYTES + 1 }), 'File size must be less than 10MB'],
    ['not an image', photoFile({ name: 'notes.pdf', type: 'application/pdf' }), 'Please select an image file'],
  ])('%s', async (_, photo, message) => {
    const { photos } = photoApi();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.upload(fileInput(), photo);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(photos).toEqual([]);
  });
});

describe('a failed identification says why, in the spec’s words', () => {
  const problem = (code: string, message: string, status: number) => () =>
    jsonResponse({ error: { code, message } }, status);

  test.each([
    ['HTTP 503', problem('unavailable', 'Provider down', 503), IDENTIFY_MESSAGES.unavailable],
    ['HTTP 500', problem('internal', 'Something broke', 500), IDENTIFY_MESSAGES.processing],
    ['HTTP 418', problem('invalid', 'I am a teapot', 418), 'Service error (418). Please try again or search manually.'],
    [
      'HTTP 413 with the server’s message',
      problem('payload_too_large', 'File size must be less than 10MB', 413),
      'File size must be less than 10MB',
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), IDENTIFY_MESSAGES.failed],
  ])('%s', async (_, identify, message) => {
    photoApi({ identify });
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.upload(fileInput(), photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    // The photo can be tried again.
    expect(uploadButton()).toBeEnabled();
  });
});

test('where identification is not set up (PLANT_ID_PROVIDER=none), gardeners see no photo buttons and no word of it', async () => {
  const { searches } = photoApi({ isIdentifyOn: false });
  installFakeCamera();
  renderDialogWithAnyFile({ zip: '55401', initialQuery: 'tomatillo' });

  // Once the settings are in, the buttons are gone, and no sentence for the administrator is shown.
  await screen.findByRole('list', { name: 'Plants found' });
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog').querySelector('input[type="file"]')).toBeNull();
  expect(screen.getByRole('dialog')).not.toHaveTextContent(/PLANT_ID_PROVIDER|identification|photo/i);
  expect(searches).toEqual(['?q=tomatillo&zip=55401']);
});

test('closing clears the identification, the photo and any error', async () => {
  photoApi();
  const revoke = vi.spyOn(URL, 'revokeObjectURL');
  const { user } = renderDialogWithAnyFile({ zip: '55401' });
  await photoButtonsReady();

  await user.upload(fileInput(), photoFile());
  await screen.findByRole('list', { name: 'Matching plants' });
  const photoUrl = screen.getByRole('img', { name: 'Your photo' }).getAttribute('src');
  await user.keyboard('{Escape}');
  expect(revoke).toHaveBeenCalledWith(photoUrl);

  await user.click(screen.getByRole('button', { name: 'Open search' }));
  expect(nameField()).toHaveValue('');
  expect(screen.queryByText('Identified as')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Your photo' })).not.toBeInTheDocument();
  expect(screen.getByText('Type a plant name to search the catalogue.')).toBeInTheDocument();

  await photoButtonsReady();
  await user.upload(fileInput(), photoFile({ type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  revoke.mockRestore();
});

test('closing abandons an identification under way', async () => {
  const signals: AbortSignal[] = [];
  mockApi((url, init) => {
    if (url.pathname === '/api/config') return jsonResponse(buildConfig(true));
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>(() => {});
  });
  const { user } = renderDialogWithAnyFile({ zip: '55401' });
  await photoButtonsReady();

  await user.upload(fileInput(), photoFile());
  expect(screen.getByRole('status')).toHaveTextContent('Looking closely at the leaves...');
  expect(signals.map((signal) => signal.aborted)).toEqual([false]);
  await user.keyboard('{Escape}');
  expect(signals.map((signal) => signal.aborted)).toEqual([true]);
});

describe('the camera', () => {
  const preview = () => screen.getByLabelText('Camera preview');

  test('is not offered where the browser has none', async () => {
    photoApi();
    renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
  });

  test('Take photo shows a live preview of the back camera; Cancel turns it off and gives the focus back', async () => {
    photoApi();
    const camera = installFakeCamera();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.click(cameraButton());
    expect(camera.getUserMedia).toHaveBeenCalledExactlyOnceWith({ video: { facingMode: 'environment' } });
    await vi.waitFor(() => expect((preview() as HTMLVideoElement).srcObject).not.toBeNull());
    expect(preview().tagName).toBe('VIDEO');
    expect(screen.getByRole('button', { name: 'Capture' })).toHaveFocus();
    expect(cameraButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(camera.tracks).toHaveLength(1);
    expect(camera.tracks[0]!.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
    expect(cameraButton()).toHaveFocus();
    expect(screen.getByText('Type a plant name to search the catalogue.')).toBeInTheDocument();
  });

  test('Capture takes a JPEG at quality 0.8, turns the camera off and identifies the photo', async () => {
    const { photos } = photoApi();
    const camera = installFakeCamera();
    const canvas = installFakeCanvas();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.click(cameraButton());
    await vi.waitFor(() => expect((preview() as HTMLVideoElement).srcObject).not.toBeNull());
    const capture = screen.getByRole('button', { name: 'Capture' });
    const video = preview() as HTMLVideoElement;
    // Until the preview shows a frame there is nothing to take.
    expect(capture).toHaveAttribute('aria-disabled', 'true');
    setVideoSize(video, 640, 480);
    fireEvent.loadedMetadata(video);
    expect(capture).not.toHaveAttribute('aria-disabled');

    await user.click(capture);
    expect(canvas.drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 480);
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(camera.tracks[0]!.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Matching plants' })).toBeInTheDocument();
    expect(photos.map((photo) => [photo.name, photo.type, photo.size])).toEqual([
      ['camera-photo.jpg', 'image/jpeg', 128],
    ]);
    expect(cameraButton()).toHaveFocus();
  });

  test('closing the dialog turns the camera off', async () => {
    photoApi();
    const camera = installFakeCamera();
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.click(cameraButton());
    await vi.waitFor(() => expect((preview() as HTMLVideoElement).srcObject).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(camera.tracks[0]!.stop).toHaveBeenCalled();

    // Opened again, the dialog starts without the camera.
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
    expect(camera.getUserMedia).toHaveBeenCalledOnce();
  });

  test('a camera that answers after the dialog closed is turned off at once', async () => {
    photoApi();
    const camera = installFakeCamera('wait');
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.click(cameraButton());
    expect(screen.getByRole('status')).toHaveTextContent('Starting the camera...');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => camera.grant());
    expect(camera.tracks).toHaveLength(1);
    expect(camera.tracks[0]!.stop).toHaveBeenCalled();
  });

  test('a refused camera says so, and Cancel goes back', async () => {
    photoApi();
    installFakeCamera(new DOMException('Permission denied', 'NotAllowedError'));
    const { user } = renderDialogWithAnyFile({ zip: '55401' });
    await photoButtonsReady();

    await user.click(cameraButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access is blocked.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cameraButton()).toHaveFocus();
  });
});
