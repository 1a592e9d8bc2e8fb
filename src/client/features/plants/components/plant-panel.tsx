import type { ReactNode } from 'react';
import {
  Ban,
  CloudSnow,
  Container,
  Droplet,
  Droplets,
  FlaskConical,
  Flower2,
  HeartHandshake,
  Info,
  Leaf,
  MoveHorizontal,
  RefreshCw,
  Ruler,
  Shovel,
  Snowflake,
  Sprout,
  Sun,
  SunDim,
  Tag,
  Thermometer,
  type LucideIcon,
} from 'lucide-react';
import type { PlantDetail } from '#shared/plants/api.ts';
import { PLANT_GROUP_LABELS, type Seasonality } from '#shared/plants/catalogue-terms.ts';
import { PlantIllustration } from '#client/components/plant-illustration/plant-illustration.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { ZoneSuitabilityBanner } from './zone-suitability-banner.tsx';

/** Cool Season has an icon of its own; the rest show the season or the sun they grow in. */
const SEASONALITY_ICONS: Record<Seasonality, LucideIcon> = {
  'Cool Season': Snowflake,
  'Warm Season': Sun,
  'Year-round': Leaf,
  Spring: Sprout,
  Summer: Sun,
  Fall: Leaf,
  Winter: Leaf,
};

/** The label of a balcony gardener's line on how the plant grows in a pot. */
const POT_LABEL = 'In a pot';

const REQUIREMENT_ICONS: Record<string, LucideIcon> = {
  pH: FlaskConical,
  Soil: Shovel,
  Water: Droplets,
  Humidity: Droplet,
  Spacing: MoveHorizontal,
  Depth: Ruler,
  Temperature: Thermometer,
  Frost: CloudSnow,
  Companion: HeartHandshake,
  Avoid: Ban,
  Fertilizer: Sprout,
  [POT_LABEL]: Container,
};

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  // A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term, placed beside both.
  return (
    <div className="relative min-w-0 rounded-lg bg-muted py-2.5 pr-3 pl-[2.375rem]">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Icon aria-hidden="true" className="absolute top-3 left-3 size-4 text-primary" />
        {label}
      </dt>
      <dd className="text-sm font-medium text-foreground">{value}</dd>
    </div>
  );
}

/** Where the months and suitability were worked out for, e.g. 'Zone 4b · ZIP 55401'. */
function placeText(place: NonNullable<PlantDetail['place']>): string {
  return place.zip ? `Zone ${place.zone} · ZIP ${place.zip}` : `Zone ${place.zone}`;
}

export type PlantPanelProps = {
  plant: PlantDetail;
  /**
   * The garden actions (Add to Garden or Move to Garden, Save for Later or Remove from
   * Saved), shown under the picture. Nothing is rendered without them.
   */
  gardenActions?: ReactNode;
  className?: string;
};

/** The top of the detail screen's left column: picture, garden actions, suitability and facts. */
export function PlantPanel({ plant, gardenActions, className }: PlantPanelProps) {
  const SeasonIcon = SEASONALITY_ICONS[plant.seasonality];
  const isIndoor = plant.plant_group === 'houseplant';

  return (
    <Card className={cn('overflow-hidden', className)}>
      <div className="aspect-[16/10] w-full bg-secondary sm:aspect-[4/3]">
        {plant.imageUrl ? (
          <img
            src={plant.imageUrl}
            alt={plant.plantName}
            width={800}
            height={600}
            className="size-full object-cover"
            loading="lazy"
            decoding="async"
          />
        ) : (
          <PlantIllustration form={plant.form} group={plant.plant_group} />
        )}
      </div>

      <div className="grid gap-5 p-5 sm:p-6">
        {/* Garden actions slot: Add to Garden / Save for Later. */}
        {gardenActions ? <div className="grid gap-2 sm:grid-cols-2">{gardenActions}</div> : null}

        {plant.zone_suitability && plant.zoneSuitabilityText ? (
          <div className="grid gap-1.5">
            <ZoneSuitabilityBanner suitability={plant.zone_suitability} text={plant.zoneSuitabilityText} />
            {plant.place ? (
              <p className="text-xs text-muted-foreground">Worked out for {placeText(plant.place)}</p>
            ) : null}
          </div>
        ) : null}

        {/* A plant without a guide has only the kind its gardener gave it: nothing else is known. */}
        <dl className="grid grid-cols-2 gap-2">
          {plant.hasGuide ? <Fact icon={RefreshCw} label="Type" value={plant.type} /> : null}
          {plant.hasGuide ? <Fact icon={isIndoor ? SunDim : Sun} label="Sun" value={plant.sun} /> : null}
          <Fact icon={isIndoor ? Flower2 : Tag} label="Group" value={PLANT_GROUP_LABELS[plant.plant_group]} />
          {plant.hasGuide ? <Fact icon={SeasonIcon} label="Season" value={plant.seasonality} /> : null}
        </dl>
      </div>
    </Card>
  );
}

export type PlantRequirementsProps = {
  requirements: PlantDetail['requirements'];
  /** For a balcony gardener: how the plant grows in a pot, as a line of its own. */
  container?: PlantDetail['container'];
  className?: string;
};

/** 'In a pot: 5 gallons. Compact varieties: Patio, Tiny Tim.' */
function potText({ potSize, varieties }: NonNullable<PlantDetail['container']>): string {
  return varieties.length > 0 ? `${potSize}. Compact varieties: ${varieties.join(', ')}.` : potSize;
}

/** The requirement lines (pH, soil, water…), in the order the server gives them. Nothing when there are none. */
export function PlantRequirements({ requirements, container, className }: PlantRequirementsProps) {
  const lines = Object.entries(requirements).filter(([, text]) => text.trim() !== '');
  if (container) lines.push([POT_LABEL, potText(container)]);
  if (lines.length === 0) return null;
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby="plant-requirements-title">
        <h2 id="plant-requirements-title" className="mb-3 text-lg font-semibold">
          What it needs
        </h2>
        <dl className="divide-y divide-border">
          {lines.map(([label, text]) => {
            const Icon = REQUIREMENT_ICONS[label] ?? Info;
            return (
              // The icon sits inside the term, as a <dl> group may hold only <dt> and <dd>; it
              // hangs in the group's left padding, so wrapped lines line up under the text.
              <div key={label} className="min-w-0 py-2.5 pl-7 text-sm first:pt-0 last:pb-0">
                <dt className="inline font-semibold">
                  <Icon
                    aria-hidden="true"
                    className="mr-3 -ml-7 inline-block size-4 align-[-0.1875rem] text-muted-foreground"
                  />
                  {label}:{' '}
                </dt>
                <dd className="inline text-foreground/90">{text}</dd>
              </div>
            );
          })}
        </dl>
      </section>
    </Card>
  );
}
