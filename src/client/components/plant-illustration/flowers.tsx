import type { PlantForm } from '#shared/plants/catalogue-terms.ts';
import { BLOOM, Bloom, GREEN, Leaf, Line, SoilCut, VineOnStake, type Drawing } from './parts.tsx';

/** The leaves at the foot of a flowering plant. */
function BaseLeaves() {
  return (
    <g>
      <Leaf t="translate(100 132) rotate(-165) scale(0.9)" fill={GREEN.dark} />
      <Leaf t="translate(100 132) rotate(-15) scale(0.9)" fill={GREEN.dark} />
      <Leaf t="translate(100 130) rotate(-135) scale(0.8)" fill={GREEN.mid} />
      <Leaf t="translate(100 130) rotate(-45) scale(0.8)" fill={GREEN.mid} />
    </g>
  );
}

/** A leafy plant with open flowers of three colours: annuals and perennials of the border. */
function Flower() {
  return (
    <g>
      <Line d="M100 130C94 106 84 84 76 64M100 130C100 100 102 72 102 46M100 130C108 108 120 88 128 68" width={3.5} />
      <Leaf t="translate(90 100) rotate(-150) scale(0.55)" fill={GREEN.leaf} />
      <Leaf t="translate(102 86) rotate(-30) scale(0.55)" fill={GREEN.light} />
      <Leaf t="translate(114 104) rotate(-40) scale(0.5)" fill={GREEN.leaf} />
      <BaseLeaves />
      <Bloom x={76} y={62} r={18} fill={BLOOM.pink} />
      <Bloom x={102} y={42} r={18} fill={BLOOM.gold} centre="#b5651d" />
      <Bloom x={128} y={66} r={17} fill={BLOOM.violet} centre={BLOOM.white} />
    </g>
  );
}

/** Upright spikes of small flowers over leaves: foxglove, snapdragon, salvia, catmint, astilbe, celosia. */
function FlowerSpike() {
  const spikes: [number, number, string][] = [
    [78, 46, BLOOM.violet],
    [100, 26, BLOOM.pink],
    [122, 50, '#e0524f'],
  ];
  return (
    <g>
      {spikes.map(([x, top, fill]) => (
        <g key={x}>
          <Line d={`M100 130Q${x} 110 ${x} ${top}`} width={3} />
          {Array.from({ length: 7 }, (_, i) => {
            const y = top + 4 + i * 7.5;
            const r = 3 + i * 0.5;
            return (
              <g key={i}>
                <ellipse cx={x - r * 0.8} cy={y} rx={r} ry={r * 0.8} fill={fill} />
                <ellipse cx={x + r * 0.8} cy={y + 3.5} rx={r} ry={r * 0.8} fill={fill} />
              </g>
            );
          })}
          <ellipse cx={x} cy={top} rx="2.5" ry="3.5" fill={fill} />
        </g>
      ))}
      <BaseLeaves />
    </g>
  );
}

/** A star of six petals, as bulbs' flowers are. */
function SixPetals({ x, y, r, fill }: { x: number; y: number; r: number; fill: string }) {
  return <Bloom x={x} y={y} r={r} fill={fill} centre="#f6d36b" petals={6} />;
}

/** Strap leaves and six-petalled flowers over a bulb in the cut-away soil: tulips, daffodils, lilies, crocus, iris. */
function BulbFlower() {
  return (
    <g>
      <Line d="M100 108C100 80 98 60 98 42" width={4} />
      <Line d="M102 106C110 90 120 76 126 62" width={3.5} />
      <Line d="M98 106C88 84 76 72 64 66" color={GREEN.mid} width={8} />
      <Line d="M102 106C114 90 130 84 142 84" color={GREEN.leaf} width={8} />
      <Line d="M100 106C96 90 90 80 82 70" color={GREEN.light} width={7} />
      <SixPetals x={98} y={40} r={21} fill={BLOOM.coral} />
      <SixPetals x={127} y={60} r={16} fill={BLOOM.gold} />
      <SoilCut top={104} />
      <path
        d="M100 110C104 116 118 118 118 130C118 140 110 143 100 143C90 143 82 140 82 130C82 118 96 116 100 110Z"
        fill="#e8d3b0"
      />
      <path
        d="M100 113C96 120 92 132 94 142M100 113C104 120 108 132 106 142"
        stroke="#c4a77a"
        strokeWidth="1.5"
        fill="none"
      />
      <Line d="M92 143l-3 5M100 143v6M108 143l3 5" color="#d8c7a8" width={1.6} />
    </g>
  );
}

/** A bush dotted with clusters of flowers: roses, azaleas, hydrangeas, lilacs. */
function Shrub() {
  const clusters: [number, number][] = [
    [72, 96],
    [96, 70],
    [124, 84],
    [108, 104],
    [82, 118],
    [132, 112],
    [114, 56],
  ];
  return (
    <g>
      <Line d="M96 136V120M104 136V120" color="#6b4423" width={4} />
      <circle cx="70" cy="104" r="26" fill={GREEN.dark} />
      <circle cx="130" cy="104" r="26" fill={GREEN.dark} />
      <circle cx="100" cy="92" r="38" fill={GREEN.mid} />
      <circle cx="84" cy="72" r="24" fill={GREEN.leaf} />
      <circle cx="118" cy="74" r="24" fill={GREEN.leaf} />
      {clusters.map(([x, y]) => (
        <g key={x + y}>
          <circle cx={x - 4} cy={y} r="5.5" fill={BLOOM.pink} />
          <circle cx={x + 4} cy={y} r="5.5" fill={BLOOM.pink} />
          <circle cx={x} cy={y - 5} r="5.5" fill={BLOOM.pink} />
          <circle cx={x} cy={y - 1.5} r="3" fill={BLOOM.blush} />
        </g>
      ))}
    </g>
  );
}

export const FLOWER_DRAWINGS = {
  flower: { draw: Flower },
  'flower-spike': { draw: FlowerSpike },
  'bulb-flower': { draw: BulbFlower, setting: 'own' },
  'flowering-vine': { draw: () => <VineOnStake flowers={[BLOOM.violet, BLOOM.pink, BLOOM.violet, BLOOM.pink]} /> },
  shrub: { draw: Shrub },
} satisfies Partial<Record<PlantForm, Drawing>>;
