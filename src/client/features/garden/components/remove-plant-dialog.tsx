import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';

export type RemovePlantDialogProps = {
  plantName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Asks before a plant leaves the garden, since its tracked tasks go with it. */
export function RemovePlantDialog({ plantName, open, onOpenChange, onConfirm }: RemovePlantDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {plantName} from your garden?</DialogTitle>
          <DialogDescription>
            Its planting, seed-starting and care tasks will be removed too, with whatever you have marked done.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
