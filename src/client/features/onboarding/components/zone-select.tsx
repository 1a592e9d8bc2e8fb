import { ZONES, ZoneSchema, type Zone } from '#shared/zones.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select.tsx';

export type ZoneSelectProps = {
  id: string;
  value: Zone | null;
  onChange: (zone: Zone) => void;
  'aria-describedby'?: string;
};

/** The 26 half zones of the USDA map, coldest first. */
export function ZoneSelect({ id, value, onChange, ...props }: ZoneSelectProps) {
  return (
    <Select
      value={value ?? ''}
      onValueChange={(next) => {
        const zone = ZoneSchema.safeParse(next);
        if (zone.success) onChange(zone.data);
      }}
    >
      <SelectTrigger id={id} aria-describedby={props['aria-describedby']}>
        <SelectValue placeholder="Choose your zone" />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {ZONES.map((zone) => (
          <SelectItem key={zone} value={zone}>
            Zone {zone}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
