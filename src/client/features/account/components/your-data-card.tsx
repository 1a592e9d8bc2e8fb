import { useId, useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadAccountData } from '../api/download-account-data.ts';

export type YourDataCardProps = {
  /**
   * Signs out on this device once the account is gone (forgetting what the device kept for
   * it); answers 'signed-out' when that worked.
   */
  onAccountDeleted: () => Promise<unknown>;
};

/** Settings' 'Your data': a copy of everything kept about the gardener, and deleting the account. */
export function YourDataCard({ onAccountDeleted }: YourDataCardProps) {
  const id = useId();
  const download = useDownloadAccountData();
  const remove = useDeleteAccount();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);

  function handleDownload() {
    download.mutate(undefined, {
      onError: (error) => toast.error('Couldn’t download your data', { description: error.message }),
    });
  }

  function handleDelete() {
    remove.mutate(undefined, {
      onSuccess: async () => {
        toast.success('Account deleted', {
          description: 'Your garden, saved list, tasks and account have been removed.',
        });
        let result: unknown;
        try {
          result = await onAccountDeleted();
        } catch {
          result = 'failed';
        }
        // The server has cleared the session already; a fresh start of the app shows it signed out.
        if (result !== 'signed-out') window.location.assign('/');
      },
      onError: (error) => toast.error('Couldn’t delete your account', { description: error.message }),
    });
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`} className="grid gap-5">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Your data
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Take a copy of what Garden Guide keeps about you, or delete your account and everything in it.
          </p>
        </div>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            A JSON file with your account, garden profile, garden, saved list, tasks and reminder settings.
          </p>
          <Button
            variant="outline"
            onClick={download.isPending ? undefined : handleDownload}
            aria-disabled={download.isPending || undefined}
            aria-busy={download.isPending}
          >
            {download.isPending ? <Spinner size="sm" /> : <Download aria-hidden="true" />}
            Download my data
          </Button>
        </div>

        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Deleting your account cannot be undone.</p>
          <ConfirmDialog
            open={isConfirmOpen}
            onOpenChange={(open) => {
              // The dialog stays until the deletion has answered.
              if (!remove.isPending) setIsConfirmOpen(open);
            }}
            trigger={
              <Button variant="outline" className="text-destructive hover:text-destructive">
                <Trash2 aria-hidden="true" />
                Delete my account
              </Button>
            }
            title="Delete your account?"
            description="Your garden, saved list, tasks, reminder settings and account will be removed for good, and you will be signed out. This cannot be undone; download your data first if you want a copy."
            confirmLabel="Delete my account"
            isBusy={remove.isPending}
            onConfirm={handleDelete}
          />
        </div>
      </section>
    </Card>
  );
}
