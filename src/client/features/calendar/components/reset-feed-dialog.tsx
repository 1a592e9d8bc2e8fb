import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

export type ResetFeedDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isResetting: boolean;
  onConfirm: () => void;
};

/**
 * 'Reset link' and the question it asks first, since every calendar subscribed to the
 * old link stops updating. Focus returns to the button when the dialog closes.
 */
export function ResetFeedDialog({ open, onOpenChange, isResetting, onConfirm }: ResetFeedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RefreshCw aria-hidden="true" />
          Reset link
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Reset your calendar link?</DialogTitle>
          <DialogDescription>
            You’ll get a new private link. Calendars subscribed to the old link stop updating, so add the new one to
            them again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isResetting}>
            Cancel
          </Button>
          {/* aria-disabled, not disabled: the pressed button keeps focus while the reset runs. */}
          <Button
            variant="destructive"
            onClick={isResetting ? undefined : onConfirm}
            aria-disabled={isResetting || undefined}
            aria-busy={isResetting}
          >
            {isResetting ? <Spinner size="sm" className="text-current" /> : null}
            Reset link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
