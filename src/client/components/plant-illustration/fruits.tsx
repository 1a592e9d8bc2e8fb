import type { PlantForm } from '#shared/plants/catalogue-terms.ts';
import { BLOOM, BROAD_LEAF, Bloom, FRUIT, Fruit, GREEN, Leaf, Line, WOOD, type Drawing } from './parts.tsx';

/** A bunch of freshly cut sprigs tied with twine: soft leaves, needles, tiny leaves, feathery ones. */
function Herb() {
  const pairs = [0.3, 0.45, 0.6, 0.75, 0.9];
  return (
    <g>
      {/* Feathery sprig */}
      <Line d="M66 128C74 100 86 70 100 36" color="#6fae4f" width={2.2} />
      <Line
        d="M80 90l-10-6M82 84l8-8M88 72l-10-6M90 66l8-8M94 56l-10-5M96 50l7-8M99 40l-7-6"
        color="#7fb85a"
        width={1.8}
      />
      {/* Needled sprig */}
      <Line d="M66 128C88 110 116 92 150 74" color="#5c7a5e" width={2.4} />
      <Line
        d={Array.from({ length: 9 }, (_, i) => {
          const x = 92 + i * 6.5;
          const y = 110 - i * 4;
          return `M${x} ${y}l3 -8M${x} ${y}l7 3`;
        }).join('')}
        color="#6f8f78"
        width={2.2}
      />
      {/* Soft-leaved sprig, leaves in pairs */}
      <Line d="M66 128C84 102 106 78 132 50" width={2.6} />
      {pairs.map((t) => {
        const x = 66 + (132 - 66) * t;
        const y = 128 - (128 - 50) * t;
        return (
          <g key={t}>
            <Leaf t={`translate(${x} ${y}) rotate(-110) scale(${0.5 - t * 0.15})`} fill={GREEN.leaf} vein={null} />
            <Leaf t={`translate(${x} ${y}) rotate(0) scale(${0.5 - t * 0.15})`} fill={GREEN.mid} vein={null} />
          </g>
        );
      })}
      {/* Sprig of tiny leaves */}
      <Line d="M66 128C90 120 120 112 156 102" color="#4c7d48" width={1.8} />
      {Array.from({ length: 8 }, (_, i) => {
        const x = 92 + i * 8;
        const y = 119 - i * 2.2;
        return (
          <Leaf
            key={i}
            t={`translate(${x} ${y}) rotate(${i % 2 ? 60 : -110}) scale(0.16)`}
            fill={GREEN.dark}
            vein={null}
          />
        );
      })}
      {/* Twine */}
      <rect x="72" y="108" width="8" height="20" rx="2" fill="#d9b77e" transform="rotate(-40 76 118)" />
    </g>
  );
}

const TREE_FRUITS: [number, number, string][] = [
  [76, 74, FRUIT.red],
  [108, 52, FRUIT.yellow],
  [128, 82, FRUIT.purple],
  [94, 90, FRUIT.orange],
  [138, 62, FRUIT.red],
  [84, 52, FRUIT.lime],
];

/** A small tree hung with fruit of several kinds: apples, pears, stone fruit, figs, persimmons. */
function TreeFruit() {
  return (
    <g>
      <Line
        d="M98 136C98 122 96 110 100 94M99 112C90 104 84 98 80 92M100 104C110 98 116 94 120 88"
        color={WOOD}
        width={7}
      />
      <circle cx="72" cy="78" r="24" fill={GREEN.dark} />
      <circle cx="128" cy="78" r="24" fill={GREEN.dark} />
      <circle cx="100" cy="66" r="36" fill={GREEN.mid} />
      <circle cx="84" cy="50" r="22" fill={GREEN.leaf} />
      <circle cx="118" cy="52" r="22" fill={GREEN.leaf} />
      <circle cx="92" cy="40" r="14" fill={GREEN.light} opacity="0.7" />
      {TREE_FRUITS.map(([x, y, fill]) => (
        <Fruit key={x} x={x} y={y} r={6.5} fill={fill} />
      ))}
    </g>
  );
}

/** Round, dimpled citrus fruit among glossy leaves, and a blossom: lemons, limes, oranges, mandarins. */
function Citrus() {
  const dimples = (x: number, y: number) => (
    <g fill="#fff" opacity="0.28">
      <circle cx={x + 8} cy={y - 4} r="1.3" />
      <circle cx={x + 2} cy={y + 8} r="1.3" />
      <circle cx={x + 12} cy={y + 6} r="1.3" />
      <circle cx={x - 8} cy={y + 10} r="1.3" />
    </g>
  );
  return (
    <g>
      <Line d="M34 36C70 30 120 26 170 38" color={WOOD} width={4} />
      <Line d="M84 31C86 44 86 56 84 64M128 30C130 46 132 60 130 70M60 34C58 48 58 60 60 68" color={WOOD} width={2.5} />
      <Leaf t="translate(70 33) rotate(150) scale(0.8)" fill="#2f7a3a" />
      <Leaf t="translate(104 29) rotate(-160) scale(0.7)" fill="#3f8f46" />
      <Leaf t="translate(110 29) rotate(-20) scale(0.75)" fill="#2f7a3a" />
      <Leaf t="translate(150 34) rotate(30) scale(0.8)" fill="#3f8f46" />
      <Leaf t="translate(144 34) rotate(-30) scale(0.6)" fill="#2f7a3a" />
      <Fruit x={84} y={90} r={27} fill={FRUIT.orange} />
      {dimples(84, 90)}
      <Fruit x={132} y={94} r={24} fill={FRUIT.yellow} />
      {dimples(132, 94)}
      <Fruit x={56} y={80} r={14} fill={FRUIT.lime} />
      <Bloom x={40} y={40} r={10} fill={BLOOM.white} centre="#f3d36b" />
    </g>
  );
}

/** Clusters of berries of three colours on a leafy sprig: blueberries, currants, brambles, elderberries. */
function Berry() {
  const cluster = (x: number, y: number, fill: string) => (
    <g>
      {(
        [
          [0, 0],
          [-9, 6],
          [9, 6],
          [0, 13],
          [-6, 19],
          [7, 20],
        ] as const
      ).map(([dx, dy], i) => (
        <Fruit key={i} x={x + dx} y={y + dy} r={6} fill={fill} />
      ))}
    </g>
  );
  return (
    <g>
      <Line d="M36 44C70 36 110 40 166 60" color={WOOD} width={3.5} />
      <Line
        d="M62 40C62 56 60 70 60 80M104 41C104 58 104 72 102 84M140 51C142 66 142 78 140 88"
        color={GREEN.stem}
        width={2}
      />
      <Leaf t="translate(80 38) rotate(-150) scale(0.8)" d={BROAD_LEAF} fill={GREEN.dark} />
      <Leaf t="translate(86 38) rotate(-40) scale(0.7)" d={BROAD_LEAF} fill={GREEN.mid} />
      <Leaf t="translate(122 46) rotate(-60) scale(0.75)" d={BROAD_LEAF} fill={GREEN.leaf} />
      <Leaf t="translate(160 58) rotate(20) scale(0.6)" d={BROAD_LEAF} fill={GREEN.mid} />
      {cluster(60, 84, FRUIT.blue)}
      {cluster(102, 88, FRUIT.red)}
      {cluster(140, 92, FRUIT.black)}
    </g>
  );
}

/** A woody vine trained along a wire, with broad leaves and hanging fruit: grapes, kiwifruit. */
function FruitVine() {
  const grapes: [number, number][] = [
    [0, 0],
    [-7, 6],
    [7, 6],
    [0, 12],
    [-7, 18],
    [7, 18],
    [0, 24],
    [0, 34],
    [-6, 29],
    [6, 29],
  ];
  return (
    <g>
      <rect x="28" y="30" width="5" height="108" rx="2" fill="#b58a55" />
      <Line d="M30 40H180" color="#8c8a7a" width={1.6} />
      <Line d="M66 138C64 110 70 80 66 46C80 40 120 42 176 40" color={WOOD} width={6} />
      <Leaf t="translate(86 42) rotate(120) scale(0.9)" d={BROAD_LEAF} fill={GREEN.dark} />
      <Leaf t="translate(110 42) rotate(70) scale(0.8)" d={BROAD_LEAF} fill={GREEN.mid} />
      <Leaf t="translate(150 41) rotate(110) scale(0.85)" d={BROAD_LEAF} fill={GREEN.leaf} />
      <Leaf t="translate(170 40) rotate(60) scale(0.6)" d={BROAD_LEAF} fill={GREEN.mid} />
      <Leaf t="translate(66 70) rotate(-160) scale(0.7)" d={BROAD_LEAF} fill={GREEN.leaf} />
      <Line d="M100 43V60M136 42V62" color={WOOD} width={2} />
      {grapes.map(([dx, dy], i) => (
        <Fruit key={i} x={100 + dx} y={64 + dy} r={5.5} fill={FRUIT.purple} />
      ))}
      {(
        [
          [130, 72, -10],
          [142, 76, 12],
        ] as const
      ).map(([x, y, angle]) => (
        <g key={x} transform={`rotate(${angle} ${x} ${y})`}>
          <ellipse cx={x} cy={y} rx="8" ry="11" fill="#9a7447" />
          <ellipse cx={x - 3} cy={y - 4} rx="2.5" ry="4" fill="#fff" opacity="0.2" />
        </g>
      ))}
    </g>
  );
}

export const FRUIT_DRAWINGS = {
  herb: { draw: Herb },
  'tree-fruit': { draw: TreeFruit },
  citrus: { draw: Citrus, setting: 'own' },
  berry: { draw: Berry, setting: 'own' },
  'fruit-vine': { draw: FruitVine },
} satisfies Partial<Record<PlantForm, Drawing>>;
