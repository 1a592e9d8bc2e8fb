import { useState } from 'react';
import { CalendarSync } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { cn } from '#client/lib/cn.ts';
import { CALENDAR_SUBSCRIPTION_TEXT, CalendarSubscriptionPanel } from './calendar-subscription-card.tsx';

export type CalendarSubscribeButtonProps = {
  userId: string;
  /** What the offer says beside the button. */
  lead?: string;
  className?: string;
};

/**
 * The calendar subscription, offered where tasks are (This month, a plant's guides): one
 * button that opens the private address and how to add it. The link is made only when the
 * dialog opens; resetting it stays in Settings.
 */
export function CalendarSubscribeButton({ userId, lead, className }: CalendarSubscribeButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-2', className)}>
      {lead ? <p className="min-w-0 flex-1 basis-48 text-sm text-muted-foreground">{lead}</p> : null}
      <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
        <CalendarSync aria-hidden="true" />
        Subscribe in your calendar
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Your garden in your calendar</DialogTitle>
            <DialogDescription>{CALENDAR_SUBSCRIPTION_TEXT}</DialogDescription>
          </DialogHeader>
          {isOpen ? <CalendarSubscriptionPanel userId={userId} canReset={false} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
