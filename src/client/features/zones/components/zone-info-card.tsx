import type { ReactNode } from 'react';
import { Leaf, MapPin, Snowflake, Sprout, Sun } from 'lucide-react';
import type { ZoneRecord, ZoneSummary } from '#shared/zones.ts';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatMonthDay } from '#client/lib/format-date.ts';

export type ZoneInfoCardProps = {
  /** A ZIP code's record, or a zone's summary when the zone was chosen by hand. */
  zone: ZoneRecord | ZoneSummary;
  /** The small line above the zone name. */
  eyebrow?: ReactNode;
  /** Heading level of "Zone 7b", to fit the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Actions or extra text under the figures. */
  footer?: ReactNode;
  className?: string;
};

function isZipRecord(zone: ZoneRecord | ZoneSummary): zone is ZoneRecord {
  return 'zipCode' in zone;
}

function frostText(monthDay: string, hasFrostData: boolean): string {
  if (!hasFrostData) return 'Not available';
  return formatMonthDay(monthDay) ?? 'No typical frost';
}

function placeText(record: ZoneRecord): string {
  const place = [record.city, record.state].filter(Boolean).join(', ');
  return place ? `${place} ${record.zipCode}` : `ZIP ${record.zipCode}`;
}

function sourceText(zone: ZoneRecord | ZoneSummary): string {
  if (!isZipRecord(zone)) {
    const count = zone.zipCount.toLocaleString('en-US');
    return `Typical across ${count} ZIP ${zone.zipCount === 1 ? 'code' : 'codes'} in this zone`;
  }
  if (!zone.station) return 'No NOAA weather station is close enough to give frost dates for this ZIP code.';
  return `Frost dates from NOAA station ${zone.station.name}, ${zone.station.distanceKm.toFixed(1)} km away (1991–2020 normals; a 50% chance of frost after the last date)`;
}

function Fact({
  icon,
  label,
  value,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  className?: string;
}) {
  // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term, placed beside both.
  return (
    <div className={cn('relative min-h-10 min-w-0 pl-12', className)}>
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-0.5 left-0 flex size-9 items-center justify-center rounded-full bg-muted text-primary [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Shows a place's hardiness zone, frost dates and growing season in plain words. */
export function ZoneInfoCard({ zone, eyebrow, headingLevel = 2, footer, className }: ZoneInfoCardProps) {
  const Heading = `h${headingLevel}` as const;
  const record = isZipRecord(zone) ? zone : null;
  // A ZIP far from any NOAA station has a zone but no frost figures at all.
  const hasFrostData = record ? record.station !== null : true;
  const season = zone.growingSeasonDescription || (hasFrostData ? '' : 'Not available');

  return (
    <Card className={cn('@container overflow-hidden', className)}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-b border-border bg-secondary px-5 py-4 text-secondary-foreground sm:px-6">
        <div>
          <p className="text-sm font-medium">{eyebrow ?? (record ? 'Your growing zone' : 'Zone overview')}</p>
          <Heading className="font-display text-3xl leading-tight font-semibold">Zone {zone.zone}</Heading>
        </div>
        {record ? (
          <p className="flex items-center gap-1.5 text-sm font-medium">
            <MapPin aria-hidden="true" className="size-4" />
            {placeText(record)}
          </p>
        ) : null}
      </div>

      <div className="p-5 sm:p-6">
        <dl className="grid gap-x-5 gap-y-4 @lg:grid-cols-3">
          <Fact
            icon={<Snowflake aria-hidden="true" />}
            label="Average coldest winter night"
            value={zone.temperatureRange}
          />
          <Fact
            icon={<Sprout aria-hidden="true" />}
            label="Last spring frost"
            value={frostText(zone.lastFrostDate, hasFrostData)}
          />
          <Fact
            icon={<Leaf aria-hidden="true" />}
            label="First fall frost"
            value={frostText(zone.firstFrostDate, hasFrostData)}
          />
          {season ? (
            <Fact
              icon={<Sun aria-hidden="true" />}
              label="Growing season"
              value={season}
              className="@lg:col-span-3 [&_dd]:font-medium"
            />
          ) : null}
        </dl>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">{sourceText(zone)}</p>
        {footer ? <div className="mt-4">{footer}</div> : null}
      </div>
    </Card>
  );
}
