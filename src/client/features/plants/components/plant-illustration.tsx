import type { ReactNode } from 'react';
import type { PlantGroup } from '#shared/plants/catalogue-terms.ts';
import { cn } from '#client/lib/cn.ts';

/** A leaf pointing right from its base at (0, 0). */
const LEAF = 'M0 0 C 10 -13, 34 -14, 46 0 C 34 14, 10 13, 0 0 Z';

function Leaf({ transform, fill = '#4f9a45' }: { transform: string; fill?: string }) {
  return (
    <g transform={transform}>
      <path d={LEAF} fill={fill} />
      <path d="M3 0 H 40" stroke="#2f6b2c" strokeOpacity="0.55" strokeWidth="1.6" strokeLinecap="round" />
    </g>
  );
}

function Carrot({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <path d="M0 0 C -7 -14, -15 -22, -20 -33" stroke="#4f9a45" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M0 0 C 0 -16, 2 -27, 1 -40" stroke="#3f8a3a" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M0 0 C 7 -12, 15 -20, 22 -29" stroke="#5aa64f" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M-14 2 C -14 32, -5 62, 0 74 C 5 62, 14 32, 14 2 C 9 -2, -9 -2, -14 2 Z" fill="#e8802d" />
      <path
        d="M-10 18 H -3 M4 30 H 10 M-7 44 H -1 M2 56 H 6"
        stroke="#b85f1a"
        strokeOpacity="0.6"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  );
}

function Tomato({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <path
        d="M0 -38 C 28 -40, 48 -22, 48 2 C 48 26, 28 40, 0 40 C -28 40, -48 26, -48 2 C -48 -22, -28 -40, 0 -38 Z"
        fill="#d8432d"
      />
      <path
        d="M-24 -30 C -34 -16, -34 16, -20 34 M24 -30 C 34 -16, 34 16, 20 34"
        stroke="#a9301d"
        strokeOpacity="0.45"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="-20" cy="-14" rx="12" ry="7" fill="#fff" opacity="0.3" transform="rotate(-28 -20 -14)" />
      <path
        d="M0 -32 L -12 -42 L -4 -36 L -20 -34 L -3 -31 L -10 -22 L 0 -29 L 10 -22 L 3 -31 L 20 -34 L 4 -36 L 12 -42 Z"
        fill="#3f8a3a"
        stroke="#3f8a3a"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M0 -34 C 0 -42, 2 -48, 7 -52" stroke="#2f6b2c" strokeWidth="4" fill="none" strokeLinecap="round" />
    </g>
  );
}

function Vegetable() {
  return (
    <g>
      <ellipse cx="100" cy="133" rx="56" ry="6" fill="#000" opacity="0.08" />
      <Carrot transform="translate(122 58) rotate(-24)" />
      <Tomato transform="translate(84 100) scale(0.74)" />
    </g>
  );
}

function Herb() {
  return (
    <g>
      <ellipse cx="100" cy="134" rx="30" ry="5" fill="#000" opacity="0.08" />
      <path d="M100 134 C 99 110, 101 70, 100 34" stroke="#3c7d3a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <Leaf transform="translate(100 112) rotate(-22)" />
      <Leaf transform="translate(100 112) scale(-1 1) rotate(-22)" />
      <Leaf transform="translate(100 86) rotate(-30) scale(0.85)" fill="#5aa64f" />
      <Leaf transform="translate(100 86) scale(-1 1) rotate(-30) scale(0.85)" fill="#5aa64f" />
      <Leaf transform="translate(100 62) rotate(-40) scale(0.65)" fill="#66b25a" />
      <Leaf transform="translate(100 62) scale(-1 1) rotate(-40) scale(0.65)" fill="#66b25a" />
      <Leaf transform="translate(100 40) rotate(-80) scale(0.42)" fill="#72bd63" />
      <Leaf transform="translate(100 40) scale(-1 1) rotate(-80) scale(0.42)" fill="#72bd63" />
    </g>
  );
}

function Fruit() {
  return (
    <g>
      <ellipse cx="100" cy="134" rx="42" ry="6" fill="#000" opacity="0.08" />
      <path
        d="M100 60 C 82 46, 50 52, 50 88 C 50 116, 74 136, 90 133 C 95 132, 105 132, 110 133 C 126 136, 150 116, 150 88 C 150 52, 118 46, 100 60 Z"
        fill="#c7362f"
      />
      <path
        d="M100 60 C 96 66, 96 72, 100 76"
        stroke="#8f241f"
        strokeOpacity="0.5"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="74" cy="84" rx="9" ry="16" fill="#fff" opacity="0.25" transform="rotate(18 74 84)" />
      <path d="M100 62 C 100 52, 102 44, 108 36" stroke="#6b4423" strokeWidth="4" fill="none" strokeLinecap="round" />
      <Leaf transform="translate(104 44) rotate(-24) scale(0.75)" />
    </g>
  );
}

const PETALS = Array.from({ length: 10 }, (_, index) => index * 36);

function Flower() {
  return (
    <g>
      <ellipse cx="100" cy="136" rx="28" ry="5" fill="#000" opacity="0.08" />
      <path d="M100 136 C 98 116, 102 96, 100 72" stroke="#3c7d3a" strokeWidth="4" fill="none" strokeLinecap="round" />
      <Leaf transform="translate(100 118) rotate(-35) scale(0.8)" />
      <Leaf transform="translate(100 104) scale(-1 1) rotate(-30) scale(0.7)" fill="#5aa64f" />
      <g transform="translate(100 58)">
        {PETALS.map((angle) => (
          <ellipse key={angle} cx="0" cy="-20" rx="8.5" ry="19" fill="#f1a7bd" transform={`rotate(${angle})`} />
        ))}
        {PETALS.map((angle) => (
          <ellipse
            key={`inner-${angle}`}
            cx="0"
            cy="-14"
            rx="4"
            ry="10"
            fill="#f7c9d6"
            transform={`rotate(${angle + 18})`}
          />
        ))}
        <circle r="12" fill="#f0b429" />
        <circle r="12" fill="none" stroke="#c98a12" strokeWidth="2" strokeDasharray="2 3" />
      </g>
    </g>
  );
}

function Houseplant() {
  return (
    <g>
      <ellipse cx="100" cy="140" rx="34" ry="5" fill="#000" opacity="0.08" />
      <path d="M84 98 C 76 80, 72 62, 70 46 C 82 56, 90 74, 94 98 Z" fill="#3d7a46" />
      <path d="M92 98 C 86 74, 84 50, 90 24 C 98 46, 101 72, 101 98 Z" fill="#4a8c52" />
      <path d="M99 98 C 101 70, 108 46, 120 32 C 120 56, 113 78, 110 98 Z" fill="#3d7a46" />
      <path d="M106 98 C 114 82, 124 70, 138 62 C 132 76, 122 88, 117 98 Z" fill="#4a8c52" />
      <path
        d="M90 30 C 94 50, 96 72, 97 96 M118 38 C 114 58, 110 78, 106 96"
        stroke="#d4cf7a"
        strokeOpacity="0.6"
        strokeWidth="1.5"
        fill="none"
      />
      <path d="M70 104 H 130 L 123 140 H 77 Z" fill="#b5562f" />
      <rect x="63" y="94" width="74" height="13" rx="3" fill="#c96a3e" />
      <path d="M78 112 H 122" stroke="#8f3f1f" strokeOpacity="0.35" strokeWidth="2" />
    </g>
  );
}

const DRAWINGS: Record<PlantGroup, () => ReactNode> = {
  vegetable: Vegetable,
  herb: Herb,
  fruit: Fruit,
  flower: Flower,
  houseplant: Houseplant,
};

export type PlantIllustrationProps = { group: PlantGroup; className?: string };

/** A drawing of the plant's group, shown where a plant has no photo. Decorative. */
export function PlantIllustration({ group, className }: PlantIllustrationProps) {
  const Drawing = DRAWINGS[group];
  return (
    <svg
      viewBox="0 0 200 150"
      aria-hidden="true"
      focusable="false"
      className={cn('block size-full', className)}
      preserveAspectRatio="xMidYMid meet"
      data-plant-group={group}
    >
      <rect width="200" height="150" fill="var(--secondary)" />
      <circle cx="160" cy="34" r="46" fill="var(--card)" opacity="0.45" />
      <circle cx="36" cy="118" r="30" fill="var(--card)" opacity="0.3" />
      <Drawing />
    </svg>
  );
}
