import type { Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import { expect, finishWizard, linkIn, signUp, test, waitForMail } from './fixtures.ts';

// Chromium's own fake camera (a moving test pattern), allowed without a prompt. The
// flags the whole suite needs, and its Chromium, stay as playwright.config.ts sets them.
const suiteLaunchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...suiteLaunchOptions,
    args: [...(suiteLaunchOptions.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

/** An 8 × 8 green PNG, as a phone's gallery would hand over a (very small) photo. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mOw6XHDihiGlgQAXc5DgcEWAawAAAAASUVORK5CYII=',
  'base64',
);

/** A photo the page sent in a multipart `file` field: its name, type and first 4 bytes. */
type SentPhoto = { name: string; type: string; head: number[] };

declare global {
  interface Window {
    cameraStreams: MediaStream[];
    sentPhotos: SentPhoto[];
  }
}

/**
 * Watches, without changing them, the camera streams the page opens (to check none is
 * left running) and the photos it uploads (the browser does not report multipart file
 * bytes to Playwright).
 */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    window.cameraStreams = [];
    window.sentPhotos = [];
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      window.cameraStreams.push(stream);
      return stream;
    };
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      if (file instanceof File) {
        const head = [...new Uint8Array(await file.slice(0, 4).arrayBuffer())];
        window.sentPhotos.push({ name: file.name, type: file.type, head });
      }
      return send(input, init);
    };
  });
  return {
    camerasOpened: () => page.evaluate(() => window.cameraStreams.length),
    liveCameraTracks: () =>
      page.evaluate(
        () =>
          window.cameraStreams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live')
            .length,
      ),
    sentPhotos: () => page.evaluate(() => window.sentPhotos),
  };
}

test('a visitor takes a photo with the camera, is told it is a tomato and opens Tomato', async ({ page }) => {
  const watch = await watchPage(page);
  await page.goto('/');
  await page.getByLabel('ZIP code').fill('55401');
  await page.getByRole('button', { name: 'Get care tips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a Plant' });
  const takePhoto = dialog.getByRole('button', { name: 'Take photo' });

  // Cancel turns the camera off and gives the focus back.
  await takePhoto.click();
  const preview = dialog.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => watch.liveCameraTracks()).toBe(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  await expect.poll(() => watch.liveCameraTracks()).toBe(0);
  await expect(takePhoto).toBeFocused();

  // Capture takes a JPEG of the live picture and turns the camera off.
  await takePhoto.click();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  const capture = dialog.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeFocused();
  await expect(capture).not.toHaveAttribute('aria-disabled');
  const [request] = await Promise.all([page.waitForRequest('**/api/identify-plant'), capture.click()]);
  expect(request.method()).toBe('POST');
  await expect(preview).toBeHidden();
  expect(await watch.camerasOpened()).toBe(2);
  await expect.poll(() => watch.liveCameraTracks()).toBe(0);
  // A JPEG: its type, and the bytes every JPEG starts with.
  expect(await watch.sentPhotos()).toEqual([
    { name: 'camera-photo.jpg', type: 'image/jpeg', head: [0xff, 0xd8, 0xff, expect.any(Number)] },
  ]);

  await expect(dialog.getByText('Identified as', { exact: true })).toBeVisible();
  await expect(dialog.getByText('92% confidence', { exact: true })).toBeVisible();
  await expect(dialog.getByText('This looks like a tomato plant', { exact: false })).toBeVisible();
  await expect(dialog.getByLabel('Plant name')).toHaveValue('Tomato');
  const matches = dialog.getByRole('list', { name: 'Matching plants' });
  await matches
    .getByRole('button', { name: /^Tomato/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/plant\/tomato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato' })).toBeVisible();
});

test('a gardener uploads a photo from the Add Plant button and the tomato goes into the garden', async ({
  page,
  newEmail,
}) => {
  const watch = await watchPage(page);
  const email = newEmail();
  await signUp(page, email);
  await page.goto(linkIn(await waitForMail(email)));
  await page.getByLabel('ZIP code').fill('10001');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);

  await page.getByRole('button', { name: 'Add Plant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Plant' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Upload photo' }).click(),
  ]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles({ name: 'tomato-leaf.png', mimeType: 'image/png', buffer: TINY_PNG });

  await expect(dialog.getByText('92% confidence', { exact: true })).toBeVisible();
  expect(await watch.sentPhotos()).toEqual([
    { name: 'tomato-leaf.png', type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47] },
  ]);
  await expect(dialog.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(dialog.getByLabel('Plant name')).toHaveValue('Tomato');
  // The name found can also be added as a plant of the gardener's own.
  await expect(dialog.getByRole('button', { name: 'Add "Tomato" as a new plant' })).toBeEnabled();

  // Picked there, the plant goes straight into the garden, as a searched one does.
  await dialog
    .getByRole('list', { name: 'Matching plants' })
    .getByRole('button', { name: /^Tomato/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tomato has been added to your garden.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();
});

test('a photo that is not an image is refused before it is sent', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('ZIP code').fill('55401');
  await page.getByRole('button', { name: 'Get care tips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a Plant' });

  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/identify-plant')) requests += 1;
  });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Upload photo' }).click(),
  ]);
  await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Water on Sundays.') });
  await expect(dialog.getByRole('alert')).toHaveText('Please select an image file');
  expect(requests).toBe(0);
});
