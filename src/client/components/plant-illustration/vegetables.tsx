import type { PlantForm } from '#shared/plants/catalogue-terms.ts';
import {
  BLOOM,
  Bloom,
  BLUE_GREEN,
  BROAD_LEAF,
  FRUIT,
  Fruit,
  GREEN,
  Leaf,
  Line,
  SoilCut,
  VineOnStake,
  type Drawing,
} from './parts.tsx';

/** An elongated, round-tipped leaf blade pointing right, 56 long. */
const BLADE = 'M0 0C4-12 22-20 40-17C56-14 60-4 56 2C50 12 30 14 14 10C6 8 2 5 0 0Z';

/** An open rosette of leaves on pale stalks: lettuces, chard, spinach, kale, Asian greens. */
function LeafyGreen() {
  const leaves: [number, number, string][] = [
    [-168, 0.95, GREEN.dark],
    [-12, 0.95, GREEN.dark],
    [-144, 1.05, GREEN.mid],
    [-36, 1.05, GREEN.mid],
    [-118, 1.1, GREEN.leaf],
    [-62, 1.1, GREEN.leaf],
    [-90, 1, GREEN.light],
  ];
  return (
    <g>
      {leaves.map(([angle, size, fill]) => (
        <g key={angle} transform={`translate(100 132) rotate(${angle}) scale(${size})`}>
          <path d="M0 0H22" stroke="#d9eac3" strokeWidth="5" strokeLinecap="round" />
          <g transform="translate(16 0)">
            <path d={BLADE} fill={fill} />
            <path d="M0 0C16-2 34-4 52-2" stroke="#e6f0d8" strokeWidth="2.2" fill="none" strokeLinecap="round" />
          </g>
        </g>
      ))}
    </g>
  );
}

/** The big, waxy outer leaves every heading brassica grows around its head. */
function BrassicaLeaves() {
  return (
    <g>
      {(
        [
          [-172, 1.35, BLUE_GREEN.dark],
          [-8, 1.35, BLUE_GREEN.dark],
          [-140, 1.3, BLUE_GREEN.mid],
          [-40, 1.3, BLUE_GREEN.mid],
          [-112, 1.15, BLUE_GREEN.light],
          [-68, 1.15, BLUE_GREEN.light],
        ] as const
      ).map(([angle, size, fill]) => (
        <g key={angle} transform={`translate(100 128) rotate(${angle}) scale(${size})`}>
          <path d={BROAD_LEAF} fill={fill} />
          <path
            d="M2 0C16-2 30-5 44-4M20-3L30-14M30-4L40-12M22-2L32 8"
            stroke={BLUE_GREEN.pale}
            strokeOpacity="0.8"
            strokeWidth="1.8"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      ))}
    </g>
  );
}

/** A round head of tightly wrapped leaves: cabbage, napa cabbage. */
function HeadBrassica() {
  return (
    <g>
      <BrassicaLeaves />
      <circle cx="100" cy="104" r="28" fill="#a9d09a" />
      <path
        d="M74 102C80 86 106 78 124 92M78 116C88 104 112 102 126 110M98 77C90 88 90 104 96 130"
        stroke="#7fae7a"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M72 108C74 124 90 134 104 132C92 126 82 118 72 108Z" fill={BLUE_GREEN.light} />
      <ellipse cx="88" cy="92" rx="9" ry="5" fill="#fff" opacity="0.3" transform="rotate(-30 88 92)" />
    </g>
  );
}

const FLORETS: [number, number, number][] = [
  [82, 104, 11],
  [118, 104, 11],
  [92, 92, 12],
  [110, 92, 12],
  [100, 84, 11],
  [100, 104, 12],
  [88, 112, 9],
  [112, 112, 9],
];

/** A dome of florets in its leaves: broccoli, cauliflower. */
function FloretBrassica() {
  return (
    <g>
      <BrassicaLeaves />
      <ellipse cx="100" cy="106" rx="30" ry="22" fill="#b7c98a" />
      {FLORETS.map(([x, y, r], i) => (
        <circle key={i} cx={x} cy={y} r={r} fill={i % 2 ? '#d5dcae' : '#aebf7e'} />
      ))}
      {FLORETS.map(([x, y, r], i) => (
        <circle key={`dot-${i}`} cx={x - r * 0.3} cy={y - r * 0.3} r={r * 0.25} fill="#fff" opacity="0.25" />
      ))}
      {/* Inner leaves cupping the head. */}
      <path
        d="M66 110C70 126 88 134 100 132C86 126 74 118 66 110ZM134 110C130 126 112 134 100 132C114 126 126 118 134 110Z"
        fill={BLUE_GREEN.light}
      />
    </g>
  );
}

/** Two roots in the cut-away soil, a long one and a round one, with their leafy tops. */
function Root() {
  return (
    <g>
      {/* Tops */}
      <Line
        d="M84 94C80 74 72 60 62 46M84 94C84 72 86 54 84 36M84 94C90 76 98 64 104 54"
        color={GREEN.leaf}
        width={3.5}
      />
      <Leaf t="translate(62 46) rotate(-120) scale(0.45)" fill={GREEN.leaf} vein={null} />
      <Leaf t="translate(84 36) rotate(-95) scale(0.45)" fill={GREEN.mid} vein={null} />
      <Leaf t="translate(104 54) rotate(-60) scale(0.45)" fill={GREEN.leaf} vein={null} />
      <Leaf t="translate(124 92) rotate(-100) scale(0.9)" fill={GREEN.dark} />
      <Leaf t="translate(124 92) rotate(-60) scale(0.85)" fill={GREEN.mid} />
      <Leaf t="translate(124 92) rotate(-20) scale(0.7)" fill={GREEN.leaf} />
      <SoilCut top={92} />
      {/* A long, tapering root */}
      <path d="M73 94C73 116 79 132 84 148C89 132 95 116 95 94C88 90 80 90 73 94Z" fill="#e9b46e" />
      <path
        d="M77 106H82M86 116H91M79 126H84M85 136H88"
        stroke="#b9823f"
        strokeOpacity="0.6"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      {/* A round root, coloured at the shoulder */}
      <path d="M124 146C124 138 118 128 118 126" stroke="#e8dccc" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="124" cy="108" r="18" fill="#f1e6d6" />
      <path d="M106 106C106 96 114 90 124 90S142 96 142 106C132 100 116 100 106 106Z" fill="#9c3d6b" />
      <ellipse cx="116" cy="110" rx="4" ry="6" fill="#fff" opacity="0.35" />
    </g>
  );
}

const TUBERS: [number, number, number, number, number][] = [
  [74, 114, 15, 10, -15],
  [104, 126, 17, 11, 8],
  [132, 110, 13, 9, 20],
  [128, 136, 11, 7, -10],
];

/** Knobbly tubers or rhizomes under a leafy plant: potato, sweet potato, sunchoke, ginger. */
function Tuber() {
  return (
    <g>
      <Line d="M100 94C100 80 98 64 100 44" color={GREEN.stem} width={4} />
      <Leaf t="translate(100 84) rotate(-160) scale(0.9)" fill={GREEN.dark} />
      <Leaf t="translate(100 80) rotate(-25) scale(0.9)" fill={GREEN.mid} />
      <Leaf t="translate(99 64) rotate(-145) scale(0.75)" fill={GREEN.leaf} />
      <Leaf t="translate(100 60) rotate(-40) scale(0.75)" fill={GREEN.leaf} />
      <Leaf t="translate(100 46) rotate(-95) scale(0.6)" fill={GREEN.light} />
      <SoilCut top={92} />
      <Line
        d="M100 94C92 102 82 108 76 112M100 94C102 106 104 116 104 122M100 94C112 100 124 104 130 108M104 104C116 116 124 126 126 132"
        color="#d9c3a0"
        width={1.8}
      />
      {TUBERS.map(([x, y, rx, ry, angle]) => (
        <g key={x + y} transform={`translate(${x} ${y}) rotate(${angle})`}>
          <ellipse rx={rx} ry={ry} fill="#c8955a" />
          <circle cx={-rx * 0.4} cy={-ry * 0.2} r="1.6" fill="#8f5f30" />
          <circle cx={rx * 0.35} cy={ry * 0.25} r="1.6" fill="#8f5f30" />
          <ellipse cx={-rx * 0.3} cy={-ry * 0.45} rx={rx * 0.35} ry={ry * 0.2} fill="#fff" opacity="0.25" />
        </g>
      ))}
    </g>
  );
}

/** Upright hollow leaves from a pale bulb at the soil: onions, garlic, leeks, chives. */
function Allium() {
  return (
    <g>
      <Line d="M98 84C92 62 84 42 76 22" color={GREEN.mid} width={5} />
      <Line d="M99 84C98 60 96 38 94 14" color={GREEN.leaf} width={5} />
      <Line d="M101 84C104 60 108 40 112 18" color={GREEN.dark} width={5} />
      <Line d="M102 84C110 66 120 50 130 38" color={GREEN.light} width={5} />
      <Line d="M97 86C86 70 74 60 62 52" color={GREEN.leaf} width={4.5} />
      <path
        d="M96 82C98 94 124 98 126 114C127 128 112 134 100 134C88 134 73 128 74 114C76 98 102 94 104 82Z"
        fill="#efe5cf"
        stroke="#cdbb94"
        strokeWidth="1.5"
      />
      <path
        d="M100 88C94 100 88 116 92 132M100 88C106 100 112 116 108 132"
        stroke="#cdbb94"
        strokeWidth="1.6"
        fill="none"
      />
      <ellipse cx="86" cy="110" rx="4" ry="8" fill="#fff" opacity="0.4" />
      <SoilCut top={124} />
    </g>
  );
}

/**
 * A staked plant in flower with young green fruit: what tomatoes, peppers, eggplants,
 * tomatillos and okra share, so none of them shows another's ripe fruit.
 */
function FruitingVegetable() {
  return (
    <g>
      <rect x="128" y="26" width="5" height="110" rx="2" fill="#b08552" />
      <Line d="M100 134C98 112 104 90 100 68C97 52 102 42 104 30" width={4} />
      <Leaf t="translate(100 116) rotate(-160) scale(0.85)" fill={GREEN.dark} />
      <Leaf t="translate(101 108) rotate(-20) scale(0.8)" fill={GREEN.mid} />
      <Leaf t="translate(101 86) rotate(-150) scale(0.75)" fill={GREEN.leaf} />
      <Leaf t="translate(100 74) rotate(-30) scale(0.75)" fill={GREEN.mid} />
      <Leaf t="translate(101 52) rotate(-140) scale(0.6)" fill={GREEN.light} />
      <Leaf t="translate(103 40) rotate(-50) scale(0.55)" fill={GREEN.leaf} />
      <Line d="M100 94C92 96 86 98 82 100M101 100C110 102 116 104 118 108M101 62C94 62 88 66 84 70" width={2.5} />
      <Fruit x={82} y={108} r={9} fill={FRUIT.lime} />
      <path d="M82 99L77 96L81 100L76 102L82 102L81 105L84 101L88 102L84 99L86 96Z" fill={GREEN.dark} />
      <Fruit x={118} y={117} r={7} fill={FRUIT.lime} />
      <Bloom x={84} y={72} r={7} fill={BLOOM.white} />
      <Bloom x={120} y={106} r={6} fill={BLOOM.white} />
    </g>
  );
}

/** A leaf of the squash family: broad, five-lobed, on a long stalk, pointing up from (0, 0). */
const CUCURBIT_LEAF =
  'M0 0C-8-4-26-2-30-14C-34-26-24-30-22-38C-16-48-6-44 0-50C6-44 16-48 22-38C24-30 34-26 30-14C26-2 8-4 0 0Z';

function CucurbitLeaf({ x, y, size, fill }: { x: number; y: number; size: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size})`}>
      <Line d="M0 28V0" color={GREEN.stem} width={3} />
      <path d={CUCURBIT_LEAF} fill={fill} />
      <path d="M0 -2V-44M0-4L-22-32M0-4L22-32" stroke={GREEN.vein} strokeOpacity="0.45" strokeWidth="1.6" fill="none" />
    </g>
  );
}

/** A sprawling vine with lobed leaves, a tendril, a yellow flower and a young fruit: squash, melons, cucumbers, gourds. */
function Cucurbit() {
  return (
    <g>
      <Line d="M40 126C70 122 100 130 130 122S160 118 168 120" color={GREEN.stem} width={4} />
      <CucurbitLeaf x={66} y={100} size={1.05} fill={GREEN.mid} />
      <CucurbitLeaf x={140} y={98} size={1.2} fill={GREEN.dark} />
      <CucurbitLeaf x={104} y={84} size={0.85} fill={GREEN.leaf} />
      <Line d="M152 120C158 112 166 114 164 106S154 100 158 94" color={GREEN.light} width={1.8} />
      <g transform="translate(96 104)">
        <Line d="M0 22V4" color={GREEN.stem} width={2.5} />
        <path
          d="M0-16L5-6L16-7L8 1L12 11L0 5L-12 11L-8 1L-16-7L-5-6Z"
          fill="#f6c22f"
          stroke="#f6c22f"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <circle r="4" fill="#d9951a" />
      </g>
      <g transform="rotate(-6 118 128)">
        <ellipse cx="118" cy="128" rx="20" ry="8" fill="#5f9a3c" />
        <path
          d="M102 126C110 124 126 124 134 126M104 131C112 133 126 133 134 130"
          stroke="#8cc05a"
          strokeWidth="2"
          fill="none"
        />
      </g>
    </g>
  );
}

/** A pod hanging from (0, 0), 46 long, with its seeds showing. */
const POD = 'M0 0C5 10 7 30 3 44C1 49-4 49-4 43C-2 30-4 12-5 2Z';

/** A plant of three-part leaves, a pea flower and hanging pods: beans, peas, cowpeas, chickpeas. */
function Legume() {
  const trifoliate = (x: number, y: number, angle: number, size: number, fill: string) => (
    <g transform={`translate(${x} ${y}) rotate(${angle}) scale(${size})`}>
      <Leaf t="rotate(-90) scale(0.7)" fill={fill} vein={null} />
      <Leaf t="rotate(-160) scale(0.6)" fill={fill} vein={null} />
      <Leaf t="rotate(-20) scale(0.6)" fill={fill} vein={null} />
    </g>
  );
  return (
    <g>
      <Line d="M100 134C96 110 104 90 98 66C94 50 100 36 98 22" width={3.5} />
      {trifoliate(88, 118, -40, 1, GREEN.dark)}
      {trifoliate(110, 104, 40, 1, GREEN.mid)}
      {trifoliate(86, 76, -45, 0.9, GREEN.leaf)}
      {trifoliate(110, 58, 35, 0.8, GREEN.mid)}
      {trifoliate(98, 30, 0, 0.6, GREEN.light)}
      {(
        [
          [94, 62, 30],
          [104, 74, -26],
          [100, 96, 14],
        ] as const
      ).map(([x, y, angle]) => (
        <g key={y} transform={`translate(${x} ${y}) rotate(${angle})`}>
          <path d={POD} fill="#86bf55" />
          <path d="M-1 12v1M0 22v1M0 32v1" stroke="#a9d77a" strokeWidth="4" strokeLinecap="round" />
        </g>
      ))}
      <g transform="translate(116 40) rotate(20)">
        <path d="M0 0C-9-2-14-13-7-18C0-20 7-15 7-6Z" fill="#c9b3ec" />
        <path d="M2 0C7-5 14-2 13 5C8 7 4 5 2 0Z" fill="#9b72cf" />
      </g>
    </g>
  );
}

/** A corn stalk with its tassel and an ear in its husk: sweet corn, popcorn. */
function Corn() {
  return (
    <g>
      <Line d="M100 136V26" color={GREEN.dark} width={6} />
      <Line d="M100 114C80 100 58 96 40 112" color={GREEN.mid} width={6} />
      <Line d="M100 98C122 84 146 80 162 96" color={GREEN.leaf} width={6} />
      <Line d="M100 74C82 60 64 52 50 62" color={GREEN.light} width={5} />
      <Line d="M100 56C116 42 132 36 146 44" color={GREEN.mid} width={5} />
      <Line d="M100 30L88 12M100 28L96 8M100 28L106 8M100 30L114 14M100 26V6" color="#d7b45a" width={2.2} />
      <g transform="rotate(24 110 80)">
        <path d="M110 56C118 60 120 76 118 92C116 102 104 102 102 92C100 76 102 60 110 56Z" fill="#7fb25a" />
        <path d="M110 58C114 64 114 72 112 80C110 80 108 72 110 58Z" fill={FRUIT.yellow} />
        <path
          d="M110 56C108 50 104 46 100 44M110 56C111 50 112 46 116 42"
          stroke="#c98a3c"
          strokeWidth="1.6"
          fill="none"
        />
      </g>
    </g>
  );
}

/** A bunch of upright, ribbed stalks topped with leaves: celery, rhubarb, Florence fennel. */
function Stalk() {
  const stalks: [number, number][] = [
    [74, 52],
    [88, 40],
    [102, 34],
    [116, 40],
    [130, 52],
  ];
  return (
    <g>
      {stalks.map(([x, y]) => (
        <g key={x}>
          <Line d={`M100 132Q${(100 + x) / 2} 100 ${x} ${y}`} color="#9ccb74" width={9} />
          <Line d={`M100 130Q${(100 + x) / 2} 100 ${x} ${y + 4}`} color="#80b05c" width={1.6} />
          <Leaf t={`translate(${x} ${y}) rotate(-135) scale(0.5)`} fill={GREEN.leaf} vein={null} />
          <Leaf t={`translate(${x} ${y}) rotate(-45) scale(0.5)`} fill={GREEN.mid} vein={null} />
          <Leaf t={`translate(${x} ${y}) rotate(-90) scale(0.55)`} fill={GREEN.light} vein={null} />
        </g>
      ))}
      <ellipse cx="100" cy="130" rx="16" ry="7" fill="#b8d98f" />
    </g>
  );
}

/** Spears pushing up from the soil: asparagus. */
function Spear() {
  const spears: [number, number][] = [
    [74, 76],
    [92, 44],
    [110, 60],
    [128, 84],
  ];
  return (
    <g>
      {spears.map(([x, top]) => (
        <g key={x}>
          <Line d={`M${x} 136V${top + 8}`} color="#76a544" width={8} />
          <path
            d={`M${x - 5} ${top + 12}C${x - 5} ${top + 2} ${x - 2} ${top - 4} ${x} ${top - 6}C${x + 2} ${top - 4} ${x + 5} ${top + 2} ${x + 5} ${top + 12}Z`}
            fill="#5e8a35"
          />
          <path
            d={`M${x - 4} ${top + 22}l4 4M${x + 4} ${top + 36}l-4 4M${x - 4} ${top + 50}l4 4`}
            stroke="#557f30"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </g>
      ))}
      <ellipse cx="100" cy="136" rx="52" ry="8" fill="#8a5d3c" />
    </g>
  );
}

/** A deeply lobed leaf pointing right, 56 long. */
const LOBED_LEAF = 'M0 0L10-8L14-4L22-14L26-8L36-16L38-8L50-10L46-2L56 0L46 4L48 12L36 8L32 16L24 8L18 14L12 6Z';

/** The bracts of a thistle's bud, row by row from the bottom: x, y, half-width. */
const BUD_SCALES: [number, number, number][] = [
  [-10, 14, 7],
  [0, 16, 7],
  [10, 14, 7],
  [-6, 6, 7],
  [6, 6, 7],
  [-11, 2, 5],
  [11, 2, 5],
  [0, -2, 7],
  [-6, -10, 6],
  [6, -10, 6],
  [0, -16, 6],
];

/** Silver, deeply lobed leaves and a scaly bud: artichoke, cardoon. */
function Thistle() {
  const leaves: [number, number, string][] = [
    [-172, 1.25, '#8aa592'],
    [-8, 1.25, '#8aa592'],
    [-146, 1.2, '#9db5a4'],
    [-34, 1.2, '#9db5a4'],
    [-118, 1, '#a9c0af'],
    [-62, 1, '#a9c0af'],
  ];
  return (
    <g>
      {leaves.map(([angle, size, fill]) => (
        <g key={angle} transform={`translate(100 132) rotate(${angle}) scale(${size})`}>
          <path d={LOBED_LEAF} fill={fill} strokeLinejoin="round" stroke={fill} strokeWidth="2" />
          <path d="M2 0H48" stroke="#dbe6de" strokeWidth="2" strokeLinecap="round" />
        </g>
      ))}
      <Line d="M100 130C100 100 98 70 100 50" color="#86a58f" width={5} />
      <Line d="M100 86C110 80 118 74 124 66" color="#86a58f" width={3.5} />
      {(
        [
          [100, 40, 1],
          [125, 60, 0.6],
        ] as const
      ).map(([x, y, size]) => (
        <g key={x} transform={`translate(${x} ${y}) scale(${size})`}>
          <ellipse rx="16" ry="18" fill="#5f8762" />
          {BUD_SCALES.map(([sx, sy, r], i) => (
            <path
              key={i}
              d={`M${sx - r} ${sy}Q${sx} ${sy - r * 2.2} ${sx + r} ${sy}Z`}
              fill={i % 2 ? '#86a886' : '#9bbd95'}
            />
          ))}
        </g>
      ))}
    </g>
  );
}

export const VEGETABLE_DRAWINGS = {
  'leafy-green': { draw: LeafyGreen },
  'head-brassica': { draw: HeadBrassica },
  'floret-brassica': { draw: FloretBrassica },
  root: { draw: Root, setting: 'own' },
  tuber: { draw: Tuber, setting: 'own' },
  allium: { draw: Allium, setting: 'own' },
  'fruiting-vegetable': { draw: FruitingVegetable },
  cucurbit: { draw: Cucurbit },
  legume: { draw: Legume },
  corn: { draw: Corn },
  stalk: { draw: Stalk },
  spear: { draw: Spear, setting: 'own' },
  thistle: { draw: Thistle },
  'leafy-vine': { draw: () => <VineOnStake /> },
} satisfies Partial<Record<PlantForm, Drawing>>;
