import { CalendarPlus } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';

export const CALENDAR_TOOLTIP = 'Download .ics file to add to your calendar';

export type CalendarButtonProps = {
  onDownload: () => void;
  /** Show the words 'Add to Calendar' next to the icon (otherwise they are for screen readers only). */
  showLabel?: boolean;
};

/** Downloads a calendar reminder (.ics); the tooltip says what it does. */
export function CalendarButton({ onDownload, showLabel = false }: CalendarButtonProps) {
  return (
    <Tooltip content={CALENDAR_TOOLTIP} align="end">
      {showLabel ? (
        <Button variant="outline" size="sm" onClick={onDownload}>
          <CalendarPlus aria-hidden="true" />
          Add to Calendar
        </Button>
      ) : (
        <Button variant="ghost" size="icon" onClick={onDownload} className="size-10 text-primary">
          <CalendarPlus aria-hidden="true" />
          <span className="sr-only">Add to Calendar</span>
        </Button>
      )}
    </Tooltip>
  );
}
