import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera could not be opened. */
export type CameraFailure = 'denied' | 'missing' | 'unavailable';

export type CameraStreamState =
  { status: 'starting' } | { status: 'live'; stream: MediaStream } | { status: 'failed'; failure: CameraFailure };

/** Whether this browser can show a live camera (mediaDevices exists only on secure pages). */
export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Stops every track, which turns the camera (and its light) off. */
export function stopStream(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

function failureOf(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'unavailable';
}

/**
 * Opens the camera while the calling component is mounted and stops every track when it
 * unmounts or `stop` is called. A stream that arrives after the component has gone is
 * stopped at once. Pass constraints that do not change (a module constant).
 */
export function useCameraStream(constraints: MediaStreamConstraints) {
  const [state, setState] = useState<CameraStreamState>({ status: 'starting' });
  const streamRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    if (streamRef.current) stopStream(streamRef.current);
    streamRef.current = null;
  }, []);

  useEffect(() => {
    let isCurrent = true;
    Promise.resolve()
      .then(() => navigator.mediaDevices.getUserMedia(constraints))
      .then(
        (stream) => {
          if (!isCurrent) {
            stopStream(stream);
            return;
          }
          streamRef.current = stream;
          setState({ status: 'live', stream });
        },
        (error: unknown) => {
          if (isCurrent) setState({ status: 'failed', failure: failureOf(error) });
        },
      );
    return () => {
      isCurrent = false;
      stop();
    };
  }, [constraints, stop]);

  return { state, stop };
}
