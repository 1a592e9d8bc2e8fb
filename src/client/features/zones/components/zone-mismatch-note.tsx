import type { Zone } from '#shared/zones.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Notice } from '#client/components/ui/notice.tsx';

export type ZoneMismatchNoteProps = {
  zipCode: string;
  /** The zone the ZIP is in. */
  zipZone: Zone;
  /** The zone chosen by hand instead. */
  chosenZone: Zone;
  /** Takes the ZIP's zone back. */
  onUseZipZone: () => void;
};

/**
 * A zone chosen by hand that is not the ZIP's, said plainly rather than kept quiet: the
 * guidance then follows the chosen zone's typical frost dates, not the ZIP's own.
 */
export function ZoneMismatchNote({ zipCode, zipZone, chosenZone, onUseZipZone }: ZoneMismatchNoteProps) {
  return (
    <Notice>
      <p>
        ZIP {zipCode} is in zone {zipZone}; you chose zone {chosenZone}. Plants and months will follow zone {chosenZone}{' '}
        and its typical frost dates rather than this ZIP’s.
      </p>
      <Button variant="outline" onClick={onUseZipZone} className="mt-3 bg-card">
        Use zone {zipZone}
      </Button>
    </Notice>
  );
}
