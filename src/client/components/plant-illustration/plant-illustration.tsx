import type { PlantForm, PlantGroup } from '#shared/plants/catalogue-terms.ts';
import { cn } from '#client/lib/cn.ts';
import { FLOWER_DRAWINGS } from './flowers.tsx';
import { FRUIT_DRAWINGS } from './fruits.tsx';
import { HOUSEPLANT_DRAWINGS } from './houseplants.tsx';
import { GREEN, Pot, Shadow, SOIL, type Drawing } from './parts.tsx';
import { VEGETABLE_DRAWINGS } from './vegetables.tsx';

/** One picture per form; 'other' has none, it is the neutral picture's. */
const DRAWINGS: Record<Exclude<PlantForm, 'other'>, Drawing> = {
  ...VEGETABLE_DRAWINGS,
  ...FRUIT_DRAWINGS,
  ...FLOWER_DRAWINGS,
  ...HOUSEPLANT_DRAWINGS,
};

/** A plant label in the soil, a leaf printed on it: a plant, without saying which. */
function Neutral() {
  return (
    <g>
      <ellipse cx="100" cy="132" rx="44" ry="9" fill={SOIL.top} />
      <path d="M78 28H122A6 6 0 0 1 128 34V100L100 126L72 100V34A6 6 0 0 1 78 28Z" fill="#efe2c4" />
      <path d="M100 126L72 100H128Z" fill="#000" opacity="0.06" />
      <path d="M100 88V64" stroke={GREEN.stem} strokeWidth="3" strokeLinecap="round" />
      <path
        d="M100 68C90 68 84 60 84 50C94 50 100 58 100 68ZM100 64C100 54 106 46 118 46C118 56 110 64 100 64Z"
        fill={GREEN.mid}
      />
    </g>
  );
}

export type PlantIllustrationProps = {
  /** null, or 'other': the neutral picture. */
  form: PlantForm | null;
  /** A houseplant stands in a pot. */
  group: PlantGroup;
  /** 'square' crops the picture to its middle, for a thumbnail. */
  shape?: 'wide' | 'square';
  className?: string;
};

/** A drawing of the plant's form, shown where a plant has no photo. Decorative. */
export function PlantIllustration({ form, group, shape = 'wide', className }: PlantIllustrationProps) {
  const drawing = form && form !== 'other' ? DRAWINGS[form] : null;
  const setting = !drawing ? 'own' : (drawing.setting ?? (group === 'houseplant' ? 'pot' : 'ground'));
  const Draw = drawing?.draw ?? Neutral;
  let picture = <Draw />;
  if (setting === 'pot') {
    picture = (
      <g>
        <g transform="translate(100 100) scale(0.76) translate(-100 -134)">
          <Draw />
        </g>
        <Pot />
      </g>
    );
  } else if (setting === 'ground') {
    picture = (
      <g>
        <Shadow />
        <Draw />
      </g>
    );
  }
  return (
    <svg
      viewBox={shape === 'square' ? '32 8 136 136' : '0 0 200 150'}
      aria-hidden="true"
      focusable="false"
      className={cn('block size-full', className)}
      preserveAspectRatio="xMidYMid meet"
      data-picture={drawing ? form : 'neutral'}
      data-setting={setting}
    >
      {/* Wider than the picture, for a frame wider than 4:3. */}
      <rect x="-100" width="400" height="150" fill="var(--secondary)" />
      <circle cx="160" cy="34" r="46" fill="var(--card)" opacity="0.45" />
      <circle cx="36" cy="118" r="30" fill="var(--card)" opacity="0.3" />
      {picture}
    </svg>
  );
}
