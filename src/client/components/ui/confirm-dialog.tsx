import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';
import { Spinner } from './spinner.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The destructive button's label. */
  confirmLabel: string;
  onConfirm: () => void;
  /** While the confirmed change runs: the dialog stays, its button shows a spinner. */
  isBusy?: boolean;
  /** The button that opens the dialog, when the dialog owns it (focus returns there). */
  trigger?: ReactNode;
};

/** Asks before a change that cannot be undone: Cancel, or the destructive button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isBusy = false,
  trigger,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
            Cancel
          </Button>
          {/* aria-disabled, not disabled: the pressed button keeps focus while the change runs. */}
          <Button
            variant="destructive"
            onClick={isBusy ? undefined : onConfirm}
            aria-disabled={isBusy || undefined}
            aria-busy={isBusy}
          >
            {isBusy ? <Spinner size="sm" className="text-current" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
