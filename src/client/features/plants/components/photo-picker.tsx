import { useRef, type ChangeEvent, type Ref } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

export type PhotoPickerProps = {
  /** False while the server's settings load. */
  isEnabled: boolean;
  /** Show 'Take photo' (the browser can open a camera). */
  hasCamera: boolean;
  isCameraOpen: boolean;
  onPhoto: (photo: File) => void;
  onOpenCamera: () => void;
  cameraButtonRef?: Ref<HTMLButtonElement>;
};

const BUTTON_CLASS = 'h-11 min-w-0 px-3 text-sm';

/**
 * 'Upload photo' (a file picker) and 'Take photo' (the live camera), side by side. Where the
 * server identifies no photos (PLANT_ID_PROVIDER=none) the dialog leaves them out altogether.
 */
export function PhotoPicker({
  isEnabled,
  hasCamera,
  isCameraOpen,
  onPhoto,
  onOpenCamera,
  cameraButtonRef,
}: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);

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
    </div>
  );
}
