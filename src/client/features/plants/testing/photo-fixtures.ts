import { onTestFinished, vi } from 'vitest';
import type { IdentifyResponse } from '#shared/identify.ts';
import { buildPlantSummary } from './plant-fixtures.ts';

/** What POST /api/identify-plant answers, for tests: a tomato, with its catalogue matches. */
export function buildIdentifyResponse(overrides: Partial<IdentifyResponse> = {}): IdentifyResponse {
  return {
    is_plant: true,
    common_name: 'Tomato',
    confidence: 0.92,
    message: 'This looks like a tomato plant.',
    matches: [
      buildPlantSummary(),
      buildPlantSummary({
        id: 'cherry-tomato',
        plantName: 'Cherry Tomato',
        scientificName: 'Solanum lycopersicum var. cerasiforme',
      }),
    ],
    ...overrides,
  };
}

/** A photo of `size` bytes (64 unless told). */
export function photoFile({ name = 'plant.jpg', type = 'image/jpeg', size = 64 } = {}): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A camera track whose `stop` is recorded. */
export type FakeTrack = { kind: 'video'; stop: ReturnType<typeof vi.fn> };

/** A MediaStream (so a video element takes it) whose tracks are fakes. */
class FakeMediaStream extends MediaStream {
  readonly fakeTracks: FakeTrack[];

  constructor(fakeTracks: FakeTrack[]) {
    super();
    this.fakeTracks = fakeTracks;
  }
  override getTracks() {
    return this.fakeTracks as unknown as MediaStreamTrack[];
  }
  override getVideoTracks() {
    return this.getTracks();
  }
}

type CameraAnswer = 'grant' | 'wait' | DOMException;

/**
 * Gives the browser a camera: `navigator.mediaDevices.getUserMedia` answers with a fake
 * stream (or refuses with `answer`, or waits until `grant()`). Removed when the test ends.
 */
export function installFakeCamera(answer: CameraAnswer = 'grant') {
  const tracks: FakeTrack[] = [];
  let grant: () => void = () => {};
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    void constraints;
    if (answer instanceof DOMException) return Promise.reject(answer);
    const track: FakeTrack = { kind: 'video', stop: vi.fn() };
    tracks.push(track);
    const stream = new FakeMediaStream([track]);
    if (answer === 'grant') return Promise.resolve(stream);
    return new Promise<MediaStream>((resolve) => (grant = () => resolve(stream)));
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
  return {
    getUserMedia,
    tracks,
    /** Lets a waiting getUserMedia answer. */
    grant: () => grant(),
  };
}

/**
 * Lets a canvas draw a video frame and encode it (happy-dom has no canvas): records the
 * drawing and the `toBlob` type and quality, and answers a small JPEG.
 */
export function installFakeCanvas() {
  const drawImage = vi.fn();
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage }) as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback, type?: string) => {
      callback(new Blob([new Uint8Array(128)], { type: type ?? 'image/png' }));
    });
  onTestFinished(() => {
    getContext.mockRestore();
    toBlob.mockRestore();
  });
  return { drawImage, toBlob };
}

/** Makes a video element report a frame size, as it does once its stream plays. */
export function setVideoSize(video: HTMLVideoElement, width = 640, height = 480) {
  Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
  Object.defineProperty(video, 'videoHeight', { value: height, configurable: true });
}
