import { useId, useRef, useState } from 'react';
import { Copy, LockKeyhole } from 'lucide-react';
import { toast } from 'sonner';
import type { CalendarFeed } from '#shared/calendar/api.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useResetCalendarFeed } from '../api/reset-calendar-feed.ts';
import { ResetFeedDialog } from './reset-feed-dialog.tsx';

type CalendarApp = {
  name: string;
  /** Which of the two addresses the app takes. */
  address: keyof CalendarFeed;
  howTo: string;
};

// Apple Calendar opens webcal:// as a subscription; Google and Outlook want the https address.
const CALENDAR_APPS: readonly CalendarApp[] = [
  { name: 'Google Calendar', address: 'url', howTo: 'On the web: Other calendars → + → From URL, then paste.' },
  {
    name: 'Apple Calendar',
    address: 'webcalUrl',
    howTo:
      'On a Mac: File → New Calendar Subscription. On iPhone: Settings → Calendar → Accounts → Add Subscribed Calendar.',
  },
  { name: 'Outlook', address: 'url', howTo: 'Add calendar → Subscribe from web, then paste.' },
];

async function writeToClipboard(text: string): Promise<boolean> {
  // Missing where the page is not served over https (a home server on plain http, say).
  if (typeof navigator.clipboard?.writeText !== 'function') return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function FeedDetails({ feed, userId, canReset }: { feed: CalendarFeed; userId: string; canReset: boolean }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const reset = useResetCalendarFeed(userId);

  async function handleCopy(app: CalendarApp) {
    if (await writeToClipboard(feed[app.address])) {
      toast.success('Link copied', { description: `Now paste it into ${app.name}.` });
      return;
    }
    // Select the address so it can be copied by hand.
    inputRef.current?.focus();
    inputRef.current?.select();
    toast.error('Couldn’t copy the link', {
      description: 'It is selected in the box above: copy it from there (Ctrl+C, or ⌘C on a Mac).',
    });
  }

  function handleReset() {
    reset.mutate(undefined, {
      onSuccess: () => {
        setIsResetOpen(false);
        toast.success('Calendar link reset', {
          description: 'Add the new link to your calendars; the old one no longer works.',
        });
      },
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  }

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-url`}>Your private calendar link</Label>
        <Input
          ref={inputRef}
          id={`${id}-url`}
          readOnly
          value={feed.url}
          aria-describedby={`${id}-private`}
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          className="font-mono text-sm"
        />
        <p id={`${id}-private`} className="flex gap-2 text-sm text-muted-foreground">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Keep this link to yourself: anyone who has it can see your garden’s tasks.
        </p>
      </div>

      <ul aria-label="Add it to your calendar" className="divide-y divide-border rounded-lg border border-border">
        {CALENDAR_APPS.map((app) => (
          <li key={app.name} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold">{app.name}</p>
              <p className="text-sm text-muted-foreground">{app.howTo}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void handleCopy(app)}>
              <Copy aria-hidden="true" />
              Copy link<span className="sr-only"> for {app.name}</span>
            </Button>
          </li>
        ))}
      </ul>

      {canReset ? (
        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Shared the link by mistake? Reset it, and the old one stops working.
          </p>
          <ResetFeedDialog
            open={isResetOpen}
            onOpenChange={(open) => {
              // The dialog stays until the reset has answered.
              if (!reset.isPending) setIsResetOpen(open);
            }}
            isResetting={reset.isPending}
            onConfirm={handleReset}
          />
        </div>
      ) : null}
    </>
  );
}

/** What the feed is for, in one place for Settings' card and the subscribe dialog. */
export const CALENDAR_SUBSCRIPTION_TEXT =
  'See your garden’s tasks in the calendar you already use: seed starting, planting and care steps for the next 12 months, timed for your frost dates. It updates by itself when your garden changes; calendar apps check for changes every few hours, some only once a day.';

/** The feed's address and how to add it, once loaded; a reset only where `canReset` (Settings). */
export function CalendarSubscriptionPanel({ userId, canReset }: { userId: string; canReset: boolean }) {
  const feed = useCalendarFeed(userId);
  if (feed.isPending) {
    return (
      <p className="flex items-center gap-3 text-sm text-muted-foreground">
        <Spinner size="sm" />
        Loading your calendar link…
      </p>
    );
  }
  if (feed.isError) {
    return (
      <RetryNotice onRetry={() => void feed.refetch()}>
        We couldn’t load your calendar link just now. Please try again in a moment.
      </RetryNotice>
    );
  }
  return <FeedDetails feed={feed.data} userId={userId} canReset={canReset} />;
}

export type CalendarSubscriptionCardProps = { userId: string };

/** Settings' private calendar feed: the address, how to add it to a calendar app, and a reset. */
export function CalendarSubscriptionCard({ userId }: CalendarSubscriptionCardProps) {
  const id = useId();

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`} className="grid gap-5">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            Calendar subscription
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{CALENDAR_SUBSCRIPTION_TEXT}</p>
        </div>
        <CalendarSubscriptionPanel userId={userId} canReset />
      </section>
    </Card>
  );
}
