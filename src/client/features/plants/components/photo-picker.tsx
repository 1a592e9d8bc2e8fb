import { useId, useRef, type ChangeEvent, type Ref } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

/** Said under the buttons when the server has no identification provider (PLANT_ID_PROVIDER=none). */
export const IDENTIFY_OFF_MESSAGE = 'Photo identification is not set up on this server (PLANT_ID_PROVIDER).';

export type PhotoPickerProps = {
  /** False while the server's settings load, and when identification is off. */
  isEnabled: boolean;
  /** Explain why the buttons are off (once the settings say so). */
  isOff: boolean;
  /** Show 'Take photo' (the browser can open a camera). */
  hasCamera: boolean;
  isCameraOpen: boolean;
  onPhoto: (photo: File) => void;
  onOpenCamera: () => void;
  cameraButtonRef?: Ref<HTMLButtonElement>;
};

const BUTTON_CLASS = 'h-11 min-w-0 px-3 text-sm';

/** 'Upload photo' (a file picker) and 'Take photo' (the live camera), side by side. */
export function PhotoPicker({
  isEnabled,
  isOff,
  hasCamera,
  isCameraOpen,
  onPhoto,
  onOpenCamera,
  cameraButtonRef,
}: PhotoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = isOff ? `${id}-off` : undefined;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const photo = event.target.files?.[0];
    // Cleared, so choosing the same photo again is a change too.
    event.target.value = '';
    if (photo) onPhoto(photo);
  }

  return (
    <div className="grid gap-1.5">
      <div className={cn('grid gap-2', hasCamera && 'grid-cols-2')}>
        <Button
          variant="outline"
          className={BUTTON_CLASS}
          disabled={!isEnabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" className="text-primary" />
          <span className="truncate">Upload photo</span>
        </Button>
        {hasCamera ? (
          <Button
            ref={cameraButtonRef}
            variant="outline"
            className={BUTTON_CLASS}
            disabled={!isEnabled || isCameraOpen}
            aria-describedby={hintId}
            onClick={onOpenCamera}
          >
            <Camera aria-hidden="true" className="text-primary" />
            <span className="truncate">Take photo</span>
          </Button>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        onChange={handleChange}
      />
      {isOff ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {IDENTIFY_OFF_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
