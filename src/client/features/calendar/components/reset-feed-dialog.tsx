import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm">
          <RefreshCw aria-hidden="true" />
          Reset link
        </Button>
      }
      title="Reset your calendar link?"
      description="You’ll get a new private link. Calendars subscribed to the old link stop updating, so add the new one to them again."
      confirmLabel="Reset link"
      isBusy={isResetting}
      onConfirm={onConfirm}
    />
  );
}
