import type { Zone } from '#shared/zones.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useZoneByZip } from '#client/features/zones/api/get-zone-by-zip.ts';
import { useZoneSummary } from '#client/features/zones/api/get-zone-summary.ts';
import { ZoneInfoCard } from '#client/features/zones/components/zone-info-card.tsx';

export type ProfileZoneCardProps = {
  zone: Zone | null;
  zipCode: string | null;
  headingLevel?: 2 | 3;
};

const isZip = (zip: string | null): zip is string => zip !== null && /^\d{5}$/.test(zip);

/**
 * A gardener's zone card: their ZIP code's own record when that ZIP is in the zone,
 * else the zone's summary. Hidden when the zone data cannot be loaded.
 */
export function ProfileZoneCard({ zone, zipCode, headingLevel = 2 }: ProfileZoneCardProps) {
  const hasZip = isZip(zipCode);
  const byZip = useZoneByZip(hasZip ? zipCode : '');
  const record = hasZip && byZip.data && byZip.data.zone === zone ? byZip.data : null;
  const isZipSettled = !hasZip || byZip.isSuccess || byZip.isError;
  const summary = useZoneSummary(zone && isZipSettled && !record ? zone : null);

  if (!zone) return null;
  if (record) return <ZoneInfoCard zone={record} headingLevel={headingLevel} />;
  if (summary.data) return <ZoneInfoCard zone={summary.data} headingLevel={headingLevel} eyebrow="Your growing zone" />;
  if (summary.isError) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card p-8 text-muted-foreground"
    >
      <Spinner size="sm" />
      Loading your zone…
    </div>
  );
}
