import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { ReminderFrequency } from '#shared/calendar/api.ts';
import { Card } from '#client/components/ui/card.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { useReminders } from '../api/get-reminders.ts';
import { useUpdateReminders } from '../api/update-reminders.ts';
import { browserTimeZone, formatDigestDay, SEND_TIME } from '../lib/digest-schedule.ts';

const CHOICES: readonly { value: ReminderFrequency; title: string; when: string; time?: string }[] = [
  { value: 'off', title: 'Off', when: 'No reminder e-mails' },
  { value: 'weekly', title: 'Weekly digest', when: 'Mondays,', time: SEND_TIME },
  { value: 'monthly', title: 'Monthly digest', when: '1st of the month,', time: SEND_TIME },
];

const SAVED_TEXT: Record<ReminderFrequency, { title: string; description: string }> = {
  off: { title: 'Reminders turned off', description: 'You won’t get reminder e-mails.' },
  weekly: { title: 'Reminders updated', description: `You’ll get a digest every Monday at ${SEND_TIME}.` },
  monthly: { title: 'Reminders updated', description: `You’ll get a digest on the 1st of each month at ${SEND_TIME}.` },
};

export type EmailRemindersCardProps = { userId: string };

/**
 * The e-mail digest on Settings: off, weekly or monthly. A new choice is saved at once;
 * while it saves the choices wait (they keep focus, so a keyboard user stays in place), and
 * a refused save goes back to the saved choice with the 'Error' toast.
 */
export function EmailRemindersCard({ userId }: EmailRemindersCardProps) {
  const id = useId();
  const reminders = useReminders(userId);
  const update = useUpdateReminders(userId);
  // The choice being saved, set in the same render as the click so the radio never flicks back.
  const [saving, setSaving] = useState<ReminderFrequency | null>(null);

  function handleChange(frequency: ReminderFrequency) {
    if (saving !== null || update.isPending || frequency === reminders.data?.frequency) return;
    setSaving(frequency);
    update.mutate(
      { frequency, timeZone: browserTimeZone() },
      {
        onSettled: () => setSaving(null),
        onSuccess: (saved) => {
          const text = SAVED_TEXT[saved.frequency];
          toast.success(text.title, { description: text.description });
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );
  }

  let body;
  if (reminders.isPending) {
    body = (
      <p className="flex items-center gap-3 text-sm text-muted-foreground">
        <Spinner size="sm" />
        Loading your reminders…
      </p>
    );
  } else if (reminders.isError) {
    body = (
      <RetryNotice onRetry={() => void reminders.refetch()}>
        We couldn’t load your reminder settings just now. Please try again in a moment.
      </RetryNotice>
    );
  } else {
    const saved = reminders.data;
    const isSaving = saving !== null;
    // The choice being saved shows as chosen; a refused one falls back to the saved choice.
    const chosen = saving ?? saved.frequency;
    const timeZone = saved.timeZone ?? browserTimeZone();
    body = (
      <>
        <fieldset aria-busy={isSaving} className="grid gap-3">
          <legend className="mb-3 flex items-center gap-2 text-sm font-semibold">
            Send me
            {isSaving ? <Spinner size="sm" label="Saving" /> : null}
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {CHOICES.map((choice) => {
              const isChecked = chosen === choice.value;
              return (
                <label
                  key={choice.value}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border-2 bg-card p-3.5 transition-colors',
                    'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                    isChecked ? 'border-primary bg-secondary' : 'border-border hover:border-input',
                    isSaving && 'cursor-wait',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-frequency`}
                    value={choice.value}
                    checked={isChecked}
                    aria-disabled={isSaving || undefined}
                    onChange={() => handleChange(choice.value)}
                    className="mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold">{choice.title}</span>
                    <span className="block text-sm text-muted-foreground">
                      {choice.when}
                      {/* A narrow column breaks the line before the time, never inside it. */}
                      {choice.time ? (
                        <>
                          {' '}
                          <span className="whitespace-nowrap">{choice.time}</span>
                        </>
                      ) : null}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">
            Digests go to <span className="font-medium wrap-anywhere text-foreground">{saved.email}</span>
          </p>
          <p aria-live="polite" className="empty:hidden">
            {saved.frequency !== 'off' && saved.nextDigestAt && !isSaving ? (
              <>
                <span className="font-semibold">Next digest:</span>{' '}
                <time dateTime={saved.nextDigestAt}>{formatDigestDay(saved.nextDigestAt, timeZone)}</time>
              </>
            ) : null}
          </p>
        </div>
      </>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`} className="grid gap-5">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            E-mail reminders
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A short e-mail listing what’s due in your garden, must-do tasks first, and nothing when nothing is due.
            Every e-mail has a link to unsubscribe.
          </p>
        </div>
        {body}
      </section>
    </Card>
  );
}
