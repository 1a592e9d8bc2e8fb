import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

export type RemovePlantDialogProps = {
  plantName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Asks before a plant leaves the garden, since its tracked tasks go with it. */
export function RemovePlantDialog({ plantName, open, onOpenChange, onConfirm }: RemovePlantDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Remove ${plantName} from your garden?`}
      description="Its planting, seed-starting and care tasks will be removed too, with whatever you have marked done."
      confirmLabel="Remove"
      // The removal is optimistic: the dialog closes at once.
      onConfirm={() => {
        onOpenChange(false);
        onConfirm();
      }}
    />
  );
}
