import { useEffect, useRef, useState } from 'react';
import { Camera, CameraOff } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useCameraStream, type CameraFailure } from '#client/hooks/use-camera-stream.ts';
import { CAPTURE_JPEG_QUALITY } from '../lib/photo.ts';

/** The back camera, where a phone has one. */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'environment' } };

export const CAMERA_FAILURE_MESSAGES: Record<CameraFailure, string> = {
  denied: 'Camera access is blocked. Allow it in your browser’s settings, or upload a photo instead.',
  missing: 'No camera was found on this device. Upload a photo instead.',
  unavailable: 'The camera could not be started. Close other apps using it, or upload a photo instead.',
};

export type CameraCaptureProps = {
  /** The photo taken, as a JPEG. The camera is already off. */
  onCapture: (photo: File) => void;
  /** The frame could not be turned into a photo. The camera is already off. */
  onCaptureError: () => void;
  onCancel: () => void;
};

/**
 * A live preview of the camera with Capture and Cancel. The camera is on only while this
 * is mounted: Capture, Cancel and unmounting (closing the dialog) stop every track.
 */
export function CameraCapture({ onCapture, onCaptureError, onCancel }: CameraCaptureProps) {
  const { state, stop } = useCameraStream(CAMERA_CONSTRAINTS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const captureRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isMountedRef = useRef(true);
  const [isReady, setIsReady] = useState(false);
  const [isCapturing, setIsCapturing] = useState(false);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  const stream = state.status === 'live' ? state.stream : null;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    // Autoplay may be refused until the page has been used; the preview then shows on its next frame.
    void video.play()?.catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  // Focus follows what can be done: Capture while the camera works, Cancel once it failed.
  const hasFailed = state.status === 'failed';
  useEffect(() => {
    (hasFailed ? cancelRef : captureRef).current?.focus();
  }, [hasFailed]);

  function handleCancel() {
    stop();
    onCancel();
  }

  function handleCapture() {
    const video = videoRef.current;
    if (!video || !isReady || isCapturing || !video.videoWidth || !video.videoHeight) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(video, 0, 0, canvas.width, canvas.height);
    stop();
    setIsCapturing(true);
    if (!context) {
      onCaptureError();
      return;
    }
    canvas.toBlob(
      (blob) => {
        if (!isMountedRef.current) return;
        if (blob) onCapture(new File([blob], 'camera-photo.jpg', { type: 'image/jpeg' }));
        else onCaptureError();
      },
      'image/jpeg',
      CAPTURE_JPEG_QUALITY,
    );
  }

  if (state.status === 'failed') {
    return (
      <div
        role="alert"
        className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center text-sm text-destructive"
      >
        <CameraOff aria-hidden="true" className="size-6" />
        <p className="max-w-xs text-pretty">{CAMERA_FAILURE_MESSAGES[state.failure]}</p>
        <Button ref={cancelRef} variant="outline" size="sm" onClick={handleCancel}>
          Cancel
        </Button>
      </div>
    );
  }

  const canCapture = isReady && !isCapturing;
  return (
    <div className="relative h-full overflow-hidden bg-neutral-950">
      <video
        ref={videoRef}
        aria-label="Camera preview"
        autoPlay
        muted
        playsInline
        onLoadedMetadata={() => setIsReady(true)}
        className="size-full object-cover"
      />
      {isReady ? null : (
        <div role="status" className="absolute inset-0 flex items-center justify-center gap-3 text-sm text-white">
          <Spinner size="sm" className="text-white" />
          Starting the camera...
        </div>
      )}
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-3 bg-linear-to-t from-black/70 to-transparent px-3 pt-8 pb-3">
        <Button ref={cancelRef} variant="outline" size="sm" onClick={handleCancel} className="min-w-24">
          Cancel
        </Button>
        <Button
          ref={captureRef}
          size="sm"
          onClick={handleCapture}
          // Focusable from the start (it has the focus), usable once the preview shows.
          aria-disabled={!canCapture || undefined}
          // A white ring keeps it clear against whatever the camera sees (often leaves).
          className="min-w-24 shadow-lg ring-2 ring-white"
        >
          <Camera aria-hidden="true" />
          Capture
        </Button>
      </div>
    </div>
  );
}
