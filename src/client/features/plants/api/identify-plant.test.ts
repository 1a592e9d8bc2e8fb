import { describe, expect, test } from 'vitest';
import { IDENTIFY_MESSAGES, MAX_IMAGE_BYTES } from '#shared/identify.ts';
import { jsonResponse, mockApi } from '#client/testing/render-route.tsx';
import { buildIdentifyResponse, photoFile } from '../testing/photo-fixtures.ts';
import { IdentifyPlantError, identifyPlant } from './identify-plant.ts';

/** What identifyPlant rejects with, as `{message, status}`. */
async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IdentifyPlantError);
  const { message, status } = error as IdentifyPlantError;
  return { message, status };
}

test('sends the photo as the multipart field `file` and returns what the server found', async () => {
  const answer = buildIdentifyResponse();
  const sent: { path: string; method?: string; file: FormDataEntryValue | null }[] = [];
  mockApi((url, init) => {
    sent.push({ path: url.pathname, method: init?.method, file: (init?.body as FormData).get('file') });
    return jsonResponse(answer);
  });

  await expect(identifyPlant(photoFile({ name: 'leaf.png', type: 'image/png' }))).resolves.toEqual(answer);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ path: '/api/identify-plant', method: 'POST' });
  const file = sent[0]!.file as File;
  expect([file.name, file.type, file.size]).toEqual(['leaf.png', 'image/png', 64]);
});

describe('a photo that fails the checks is never sent', () => {
  test.each([
    ['larger than 10 MB', photoFile({ size: MAX_IMAGE_BYTES + 1 }), IDENTIFY_MESSAGES.tooLarge],
    ['not an image', photoFile({ name: 'notes.pdf', type: 'application/pdf' }), IDENTIFY_MESSAGES.notImage],
    ['of no declared type', photoFile({ name: 'photo', type: '' }), IDENTIFY_MESSAGES.notImage],
  ])('%s', async (_, photo, message) => {
    const fetchSpy = mockApi(() => jsonResponse(buildIdentifyResponse()));
    expect(await failureOf(identifyPlant(photo))).toEqual({ message, status: null });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('exactly 10 MB is allowed', async () => {
    mockApi(() => jsonResponse(buildIdentifyResponse()));
    await expect(identifyPlant(photoFile({ size: MAX_IMAGE_BYTES }))).resolves.toMatchObject({ is_plant: true });
  });
});

describe('a failure is told in the spec’s words', () => {
  const problem = (code: string, message: string, status: number) => jsonResponse({ error: { code, message } }, status);

  test.each([
    [503, () => problem('unavailable', 'Provider down', 503), IDENTIFY_MESSAGES.unavailable],
    [500, () => problem('internal', 'Something broke', 500), IDENTIFY_MESSAGES.processing],
    [418, () => problem('invalid', 'I am a teapot', 418), 'Service error (418). Please try again or search manually.'],
    [429, () => problem('rate_limited', 'Slow down', 429), 'Service error (429). Please try again or search manually.'],
    [502, () => new Response('Bad gateway', { status: 502 }), IDENTIFY_MESSAGES.serviceError(502)],
    // A 4xx about the request rather than the photo keeps the spec's general text.
    [400, () => problem('invalid', 'file: Required', 400), IDENTIFY_MESSAGES.serviceError(400)],
    // About the photo itself, the server's message says what to change.
    [
      413,
      () => problem('payload_too_large', 'File size must be less than 10MB', 413),
      'File size must be less than 10MB',
    ],
    [
      415,
      () => problem('unsupported_media_type', 'This photo is not a JPEG, PNG, WebP or HEIC image.', 415),
      'This photo is not a JPEG, PNG, WebP or HEIC image.',
    ],
    [422, () => problem('invalid', 'Please select an image file', 422), 'Please select an image file'],
    // Without a message (a proxy's own page), the status is all there is to tell.
    [413, () => new Response('<html>Too large</html>', { status: 413 }), IDENTIFY_MESSAGES.serviceError(413)],
  ])('HTTP %i', async (status, answer, message) => {
    mockApi(answer);
    expect(await failureOf(identifyPlant(photoFile()))).toEqual({ message, status });
  });

  test('the server cannot be reached', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(identifyPlant(photoFile()))).toEqual({ message: IDENTIFY_MESSAGES.failed, status: null });
  });

  test('an answer that is not an identification', async () => {
    mockApi(() => jsonResponse({ is_plant: 'maybe' }));
    expect(await failureOf(identifyPlant(photoFile()))).toEqual({ message: IDENTIFY_MESSAGES.failed, status: null });
  });
});

test('an abandoned identification rejects as aborted, not as a failure', async () => {
  mockApi(
    (_, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  );
  const controller = new AbortController();
  const pending = identifyPlant(photoFile(), controller.signal);
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});
