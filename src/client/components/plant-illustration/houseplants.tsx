import type { PlantForm } from '#shared/plants/catalogue-terms.ts';
import {
  BLOOM,
  BLUE_GREEN,
  Bloom,
  Frond,
  GREEN,
  HEART_LEAF,
  Leaf,
  Line,
  OVATE_LEAF,
  WOOD,
  type Drawing,
} from './parts.tsx';

/** Broad leaves on stalks, with pale midribs: hostas, aroids, calatheas, snake plant. */
function FoliagePlant() {
  const leaves: [number, number, number, string][] = [
    [-165, 1.1, 20, GREEN.dark],
    [-15, 1.1, 20, GREEN.dark],
    [-138, 1.15, 34, GREEN.mid],
    [-42, 1.15, 34, GREEN.mid],
    [-112, 1.1, 46, GREEN.leaf],
    [-68, 1.1, 46, GREEN.leaf],
    [-90, 1, 40, GREEN.light],
  ];
  return (
    <g>
      {leaves.map(([angle, size, stalk, fill]) => {
        const rad = (angle * Math.PI) / 180;
        const x = 100 + Math.cos(rad) * stalk;
        const y = 134 + Math.sin(rad) * stalk;
        return (
          <g key={angle}>
            <Line d={`M100 134L${x.toFixed(1)} ${y.toFixed(1)}`} color={GREEN.stem} width={3} />
            <g transform={`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle}) scale(${size})`}>
              <path d={OVATE_LEAF} fill={fill} />
              <path d="M4 0C14-6 36-6 48 0C36 6 14 6 4 0Z" fill="#d8ebc4" opacity="0.45" />
              <path d="M3 0H48" stroke="#e6f0d8" strokeWidth="1.4" strokeLinecap="round" />
            </g>
          </g>
        );
      })}
    </g>
  );
}

/** A fleshy leaf pointing right, 34 long. */
const FLESHY_LEAF = 'M0 0C8-9 24-10 34 0C24 10 8 9 0 0Z';

/** Rosettes of thick, fleshy leaves: aloe, haworthia, jade, sedum. */
function Succulent() {
  const rosette = (x: number, y: number, size: number) => (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      {Array.from({ length: 9 }, (_, i) => (
        <path key={i} d={FLESHY_LEAF} fill={BLUE_GREEN.mid} transform={`rotate(${-180 + i * 22.5}) scale(1.3)`} />
      ))}
      {Array.from({ length: 7 }, (_, i) => (
        <path
          key={`in-${i}`}
          d={FLESHY_LEAF}
          fill={BLUE_GREEN.light}
          transform={`rotate(${-160 + i * 23.3}) scale(0.95)`}
        />
      ))}
      {Array.from({ length: 5 }, (_, i) => (
        <path key={`c-${i}`} d={FLESHY_LEAF} fill="#a7cdb6" transform={`rotate(${-145 + i * 27.5}) scale(0.55)`} />
      ))}
    </g>
  );
  return (
    <g>
      {rosette(146, 130, 0.6)}
      {rosette(54, 131, 0.55)}
      {rosette(100, 126, 1.35)}
    </g>
  );
}

/** Feathery fronds arching from the base: kentia and parlor palms. */
function Palm() {
  const fronds: [[number, number], [number, number], string][] = [
    [[64, 40], [30, 80], GREEN.dark],
    [[136, 40], [170, 80], GREEN.dark],
    [[78, 30], [52, 40], GREEN.mid],
    [[122, 30], [148, 40], GREEN.mid],
    [[96, 40], [100, 14], GREEN.leaf],
  ];
  return (
    <g>
      {fronds.map(([control, tip, color], i) => (
        <Frond key={i} base={[100, 134]} control={control} tip={tip} from={0.4} length={18} color={color} />
      ))}
    </g>
  );
}

/** Finely divided fronds arching all round: Boston fern, asparagus fern. */
function Fern() {
  const fronds: [[number, number], [number, number], string][] = [
    [[60, 70], [26, 120], GREEN.dark],
    [[140, 70], [174, 120], GREEN.dark],
    [[70, 50], [40, 74], GREEN.mid],
    [[130, 50], [160, 74], GREEN.mid],
    [[84, 40], [66, 36], GREEN.leaf],
    [[116, 40], [134, 36], GREEN.leaf],
    [[100, 60], [100, 22], GREEN.light],
  ];
  return (
    <g>
      {fronds.map(([control, tip, color], i) => (
        <Frond key={i} base={[100, 134]} control={control} tip={tip} from={0.12} length={9} color={color} />
      ))}
    </g>
  );
}

const STRANDS = ['M78 62C64 84 74 108 60 140', 'M98 64C94 90 104 112 96 140', 'M120 62C136 82 126 102 142 128'];
const TRAILING_LEAVES: [number, number, number][] = [
  [69, 82, 150],
  [70, 104, 20],
  [64, 126, 160],
  [97, 86, -20],
  [101, 108, 160],
  [98, 128, 20],
  [129, 78, 20],
  [129, 98, 170],
  [134, 116, 30],
];

/** A pot on a shelf with stems trailing over its edge: pothos, ivy, philodendron, hoya, strings of hearts or pearls. */
function TrailingHouseplant() {
  return (
    <g>
      <rect x="20" y="70" width="160" height="7" rx="2" fill="#b58a55" />
      <Leaf t="translate(94 36) rotate(-150) scale(0.75)" d={HEART_LEAF} fill={GREEN.mid} />
      <Leaf t="translate(106 36) rotate(-40) scale(0.75)" d={HEART_LEAF} fill={GREEN.leaf} />
      <Leaf t="translate(100 36) rotate(-95) scale(0.7)" d={HEART_LEAF} fill={GREEN.light} />
      <path d="M68 40H132L125 70H75Z" fill="#b5562f" />
      <rect x="63" y="32" width="74" height="12" rx="3" fill="#c96a3e" />
      {STRANDS.map((d) => (
        <Line key={d} d={d} color={GREEN.stem} width={2.2} />
      ))}
      {TRAILING_LEAVES.map(([x, y, angle], i) => (
        <Leaf
          key={i}
          t={`translate(${x} ${y}) rotate(${angle}) scale(0.58)`}
          d={HEART_LEAF}
          fill={i % 2 ? GREEN.leaf : GREEN.mid}
          vein={null}
        />
      ))}
    </g>
  );
}

/** Low leaves with flowers held above them: African violet, orchids, peace lily, cyclamen, bromeliads. */
function FloweringHouseplant() {
  return (
    <g>
      <Line d="M100 128C96 104 88 84 80 66M100 128C102 100 104 76 106 50M100 128C108 108 118 92 128 78" width={3} />
      <Leaf t="translate(100 132) rotate(-170) scale(1)" d={OVATE_LEAF} fill={GREEN.dark} />
      <Leaf t="translate(100 132) rotate(-10) scale(1)" d={OVATE_LEAF} fill={GREEN.dark} />
      <Leaf t="translate(100 130) rotate(-140) scale(0.9)" d={OVATE_LEAF} fill={GREEN.mid} />
      <Leaf t="translate(100 130) rotate(-40) scale(0.9)" d={OVATE_LEAF} fill={GREEN.mid} />
      <Leaf t="translate(100 130) rotate(-110) scale(0.7)" d={OVATE_LEAF} fill={GREEN.leaf} />
      <Bloom x={80} y={64} r={16} fill={BLOOM.pink} centre={BLOOM.white} />
      <Bloom x={106} y={46} r={17} fill={BLOOM.white} />
      <Bloom x={128} y={76} r={15} fill={BLOOM.violet} centre={BLOOM.white} />
    </g>
  );
}

const CANOPY: [number, number, number, string][] = [
  [86, 78, 165, GREEN.dark],
  [114, 78, 15, GREEN.dark],
  [82, 64, -165, GREEN.mid],
  [118, 64, -15, GREEN.mid],
  [88, 54, -140, GREEN.leaf],
  [112, 54, -40, GREEN.leaf],
  [96, 60, -115, GREEN.leaf],
  [104, 60, -65, GREEN.light],
  [100, 50, -90, GREEN.light],
  [92, 72, 130, GREEN.mid],
  [108, 72, 50, GREEN.mid],
];

/** A trunk with a head of broad, glossy leaves: rubber plant, fiddle-leaf fig, weeping fig, schefflera, money tree. */
function TreeHouseplant() {
  return (
    <g>
      <Line
        d="M100 134C98 116 102 96 100 70M100 96C94 88 88 80 86 72M100 86C106 80 112 74 114 68"
        color={WOOD}
        width={5}
      />
      {CANOPY.map(([x, y, angle, fill], i) => (
        <Leaf key={i} t={`translate(${x} ${y}) rotate(${angle}) scale(0.72)`} d={OVATE_LEAF} fill={fill} />
      ))}
    </g>
  );
}

/** Long, narrow leaves springing from a point and arching over. */
function Tuft({ x, y, size, striped }: { x: number; y: number; size: number; striped?: boolean }) {
  const angles = [-170, -145, -120, -100, -80, -60, -35, -10];
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      {angles.map((angle, i) => {
        const rad = (angle * Math.PI) / 180;
        // Each leaf arches and droops at its end.
        const end = `${(Math.cos(rad) * 40).toFixed(1)} ${(Math.sin(rad) * 24 + 14).toFixed(1)}`;
        const mid = `${(Math.cos(rad) * 26).toFixed(1)} ${(Math.sin(rad) * 36).toFixed(1)}`;
        const d = `M0 0Q${mid} ${end}`;
        return (
          <g key={angle}>
            <Line d={d} color={i % 2 ? GREEN.mid : GREEN.leaf} width={4.5} />
            {striped ? <Line d={d} color="#dfeccb" width={1} /> : null}
          </g>
        );
      })}
    </g>
  );
}

/** Bare canes topped with tufts of strap leaves: corn plant, dragon tree, lucky bamboo, ponytail palm. */
function CaneHouseplant() {
  const canes: [number, number, number][] = [
    [86, 74, 0.9],
    [102, 44, 1.05],
    [118, 88, 0.8],
  ];
  return (
    <g>
      {canes.map(([x, top, size]) => (
        <g key={x}>
          <Line d={`M${x} 134V${top}`} color="#a58a6a" width={7} />
          <Line d={`M${x - 3} ${top + 20}h6M${x - 3} ${top + 36}h6`} color="#806548" width={1.6} />
          <Tuft x={x} y={top} size={size} striped />
        </g>
      ))}
    </g>
  );
}

/**
 * Long blades rising from (100, 118) to their tips, arching `arch` above the higher of the
 * base and the tip: upright grass has low arches, a fountain of leaves high ones.
 */
function Blades({
  tips,
  arch,
  striped,
}: {
  tips: readonly (readonly [number, number])[];
  arch: number;
  striped?: boolean;
}) {
  return (
    <g>
      {tips.map(([x, y], i) => {
        const d = `M100 118Q${(100 + (x - 100) * 0.35).toFixed(1)} ${Math.min(y, 118) - arch} ${x} ${y}`;
        return (
          <g key={x}>
            <Line d={d} color={i % 2 ? GREEN.mid : GREEN.leaf} width={5.5} />
            {striped ? <Line d={d} color="#dfeccb" width={1.2} /> : null}
          </g>
        );
      })}
    </g>
  );
}

const SPIDER_LEAVES = [
  [34, 120],
  [44, 96],
  [58, 76],
  [74, 60],
  [92, 48],
  [110, 50],
  [128, 58],
  [144, 74],
  [158, 94],
  [166, 118],
] as const;

/** A fountain of striped, arching leaves: spider plant. */
function GrassyHouseplant() {
  return (
    <g>
      <Blades tips={SPIDER_LEAVES} arch={40} striped />
      <path d="M92 136C92 126 96 120 100 116C104 120 108 126 108 136Z" fill={GREEN.dark} />
    </g>
  );
}

const GRASS_BLADES = [
  [40, 70],
  [54, 48],
  [68, 32],
  [84, 20],
  [100, 14],
  [116, 20],
  [132, 32],
  [146, 48],
  [160, 70],
] as const;

/** An upright clump of long blades from pale stalk bases, arching at the tips: lemongrass. */
function Grass() {
  return (
    <g>
      <Blades tips={GRASS_BLADES} arch={16} />
      <path d="M90 136C90 124 94 112 100 104C106 112 110 124 110 136Z" fill="#cfe0b0" />
      <path d="M96 134V114M100 134V108M104 134V114" stroke="#b3c98f" strokeWidth="1.5" />
    </g>
  );
}

export const HOUSEPLANT_DRAWINGS = {
  'foliage-plant': { draw: FoliagePlant },
  succulent: { draw: Succulent },
  palm: { draw: Palm },
  'trailing-houseplant': { draw: TrailingHouseplant, setting: 'own' },
  'flowering-houseplant': { draw: FloweringHouseplant },
  'tree-houseplant': { draw: TreeHouseplant },
  'cane-houseplant': { draw: CaneHouseplant },
  'grassy-houseplant': { draw: GrassyHouseplant },
  fern: { draw: Fern },
  grass: { draw: Grass },
} satisfies Partial<Record<PlantForm, Drawing>>;
