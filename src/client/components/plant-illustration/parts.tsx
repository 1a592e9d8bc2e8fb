import type { ReactNode } from 'react';

/**
 * The shapes the plant pictures are built from, on a 200 × 150 canvas whose plant stands
 * at (100, 134). Colours are the app's garden palette; they read on the light and the
 * dark background alike.
 */

export const GREEN = {
  vein: '#2f6b2c',
  dark: '#3f8a3a',
  mid: '#4f9a45',
  leaf: '#5aa64f',
  light: '#66b25a',
  pale: '#72bd63',
  stem: '#3c7d3a',
} as const;
/** The waxy, blue-green leaves of brassicas, thistles and succulents. */
export const BLUE_GREEN = { dark: '#4d7f6e', mid: '#5f937f', light: '#78a993', pale: '#d3e6da' } as const;
export const SOIL = { top: '#8a5d3c', deep: '#6f4a30' } as const;
export const WOOD = '#7a5232';
export const FRUIT = {
  red: '#d8432d',
  orange: '#ee8a2a',
  yellow: '#f2c531',
  purple: '#6a3b78',
  blue: '#4f62a8',
  black: '#4a2d52',
  lime: '#9cc43f',
} as const;
export const BLOOM = {
  pink: '#ee8fb0',
  blush: '#f7c4d4',
  violet: '#9b72cf',
  white: '#fbf6ea',
  gold: '#f0b429',
  coral: '#f07a6a',
} as const;

/** A leaf pointing right from its base at (0, 0), 46 long. */
export const LEAF = 'M0 0C10-13 34-14 46 0C34 14 10 13 0 0Z';
/** A broad, round-tipped leaf pointing right, about 50 long. */
export const BROAD_LEAF = 'M0 0C4-17 26-25 42-15C54-7 52 9 40 14C26 19 8 11 0 0Z';
/** An ovate leaf pointing right, 52 long: wider than LEAF. */
export const OVATE_LEAF = 'M0 0C6-17 30-22 52 0C30 22 6 17 0 0Z';
/** A leaf with a heart-shaped base pointing right, 42 long. */
export const HEART_LEAF = 'M0 0C-5-10 5-17 14-13C24-9 34-4 42 0C34 4 24 9 14 13C5 17-5 10 0 0Z';

export function Leaf({
  t,
  d = LEAF,
  fill = GREEN.mid,
  vein = GREEN.vein,
}: {
  t: string;
  d?: string;
  fill?: string;
  vein?: string | null;
}) {
  return (
    <g transform={t}>
      <path d={d} fill={fill} />
      {vein ? <path d="M3 0H38" stroke={vein} strokeOpacity="0.5" strokeWidth="1.6" strokeLinecap="round" /> : null}
    </g>
  );
}

/** A stroke: stems, grass blades, strap leaves. */
export function Line({ d, color = GREEN.stem, width = 4 }: { d: string; color?: string; width?: number }) {
  return <path d={d} stroke={color} strokeWidth={width} fill="none" strokeLinecap="round" strokeLinejoin="round" />;
}

/** A round fruit or berry with a glint of light. */
export function Fruit({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <ellipse cx={x - r * 0.35} cy={y - r * 0.38} rx={r * 0.32} ry={r * 0.2} fill="#fff" opacity="0.35" />
    </g>
  );
}

/** A flower of `petals` round petals around a centre, seen from the front. */
export function Bloom({
  x,
  y,
  r,
  fill,
  centre = BLOOM.gold,
  petals = 5,
}: {
  x: number;
  y: number;
  r: number;
  fill: string;
  centre?: string;
  petals?: number;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {Array.from({ length: petals }, (_, i) => (
        <ellipse
          key={i}
          cy={-r * 0.55}
          rx={r * (petals > 5 ? 0.32 : 0.45)}
          ry={r * 0.55}
          fill={fill}
          transform={`rotate(${(360 / petals) * i})`}
        />
      ))}
      <circle r={r * 0.28} fill={centre} />
    </g>
  );
}

/**
 * The cut-away soil of a plant grown for what is underground: the ground's surface at `top`.
 * It runs past the sides, to fill a frame wider than the picture.
 */
export function SoilCut({ top }: { top: number }) {
  return (
    <g>
      <path
        d={`M-100 ${top + 2}H0C40 ${top - 3} 70 ${top + 4} 100 ${top}S160 ${top - 2} 200 ${top + 2}H300V150H-100Z`}
        fill={SOIL.top}
      />
      <path
        d={`M-100 ${top + 12}H0C60 ${top + 9} 130 ${top + 17} 200 ${top + 12}H300V150H-100Z`}
        fill={SOIL.deep}
        opacity="0.45"
      />
    </g>
  );
}

/**
 * A curve from a base through a control point to a tip, with leaflets along it (a fern's
 * frond, a palm's): `from` is how far along the curve they start (0 to 1).
 */
export function Frond({
  base,
  control,
  tip,
  from,
  length,
  color,
}: {
  base: readonly [number, number];
  control: readonly [number, number];
  tip: readonly [number, number];
  from: number;
  length: number;
  color: string;
}) {
  const at = (t: number) =>
    [0, 1].map((i) => (1 - t) ** 2 * base[i]! + 2 * (1 - t) * t * control[i]! + t ** 2 * tip[i]!) as [number, number];
  const leaflets: string[] = [];
  for (let t = from; t < 0.97; t += 0.075) {
    const [x, y] = at(t);
    const [nx, ny] = at(t + 0.01);
    const angle = Math.atan2(ny - y, nx - x);
    // Leaflets shorten towards the tip and sweep forward.
    const size = length * (1 - 0.6 * ((t - from) / (1 - from)));
    for (const side of [-1, 1]) {
      const a = angle + side * 1.0;
      leaflets.push(
        `M${x.toFixed(1)} ${y.toFixed(1)}l${(Math.cos(a) * size).toFixed(1)} ${(Math.sin(a) * size).toFixed(1)}`,
      );
    }
  }
  return (
    <g>
      <Line d={`M${base.join(' ')}Q${control.join(' ')} ${tip.join(' ')}`} color={color} width={2.5} />
      <Line d={leaflets.join('')} color={color} width={3.2} />
    </g>
  );
}

/** A terracotta pot, its rim at y 96. */
export function Pot() {
  return (
    <g>
      <path d="M70 104H130L123 142H77Z" fill="#b5562f" />
      <rect x="63" y="94" width="74" height="13" rx="3" fill="#c96a3e" />
      <path d="M78 112H122" stroke="#8f3f1f" strokeOpacity="0.35" strokeWidth="2" />
    </g>
  );
}

/** The soft shadow a plant in the ground stands on. */
export function Shadow({ rx = 46 }: { rx?: number }) {
  return <ellipse cx="100" cy="135" rx={rx} ry="6" fill="var(--muted-foreground)" opacity="0.18" />;
}

/** A stake a vine climbs, twining round it, with heart-shaped leaves; flowers for a flowering vine. */
export function VineOnStake({ flowers }: { flowers?: readonly string[] }) {
  const leaves: [number, number, number, string][] = [
    [90, 122, -160, GREEN.dark],
    [112, 108, -20, GREEN.mid],
    [88, 94, -150, GREEN.leaf],
    [112, 80, -30, GREEN.mid],
    [89, 66, -145, GREEN.light],
    [111, 52, -35, GREEN.leaf],
    [92, 38, -130, GREEN.light],
  ];
  return (
    <g>
      <Line d="M100 138V18" color="#b58a55" width={5} />
      <Line d="M100 136C86 126 114 116 100 104S86 82 100 74S114 54 100 44S90 30 102 22" color={GREEN.stem} width={3} />
      {leaves.map(([x, y, angle, fill]) => (
        <Leaf key={y} t={`translate(${x} ${y}) rotate(${angle}) scale(0.75)`} d={HEART_LEAF} fill={fill} />
      ))}
      {flowers?.map((fill, i) => {
        const [x, y] = (
          [
            [124, 96],
            [74, 78],
            [122, 42],
            [78, 118],
          ] as const
        )[i]!;
        return <Bloom key={i} x={x} y={y} r={14} fill={fill} centre={BLOOM.white} />;
      })}
    </g>
  );
}

export type Drawing = {
  draw: () => ReactNode;
  /** 'own': the drawing is whole as it is: its own soil or pot (a cut-away, a pot on a shelf), or a close-up. */
  setting?: 'own';
};
