/**
 * The spec's "as shown" rules for data that may arrive in more than one shape:
 * a drafted guide (POST /api/add-plant with a guide provider) or rows imported
 * from another installation. Catalogue files are already in the one shape.
 */
import { REQUIREMENT_KEYS, REQUIREMENT_LABELS, type RequirementKey } from './catalogue-terms.ts';

export interface NormalizedStep {
  step: string;
  tip?: string;
}

const STEP_TEXT_KEYS = ['step', 'text', 'description', 'instruction', 'step_description'] as const;

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Instruction steps as a flat list, whatever shape they arrive in: a single
 * string, a list of strings, a list of `{step, tip}` objects (or `text`,
 * `description`, `instruction`), or an object keyed by groups ("Preparation",
 * "Sowing") whose values are any of these. Blank steps are dropped, and a tip
 * is kept only when it is not blank.
 */
export function flattenSteps(input: unknown): NormalizedStep[] {
  if (typeof input === 'string' || typeof input === 'number') {
    const step = textOf(input);
    return step ? [{ step }] : [];
  }
  if (Array.isArray(input)) return input.flatMap((item) => flattenSteps(item));
  if (!isRecord(input)) return [];
  const key = STEP_TEXT_KEYS.find((name) => typeof input[name] === 'string');
  if (key) {
    const step = textOf(input[key]);
    if (!step) return [];
    const tip = textOf(input.tip);
    return [tip ? { step, tip } : { step }];
  }
  return Object.values(input).flatMap((group) => flattenSteps(group));
}

/** Labels of sun lines: the plant's sun is shown on its own, so these are hidden. */
const SUN_LABELS = new Set(['sun', 'sunlight', 'sun requirements', 'sun requirement', 'light', 'sun exposure']);

const LABEL_BY_KEY = new Map<string, { key: RequirementKey; label: string }>(
  REQUIREMENT_KEYS.flatMap((key) => {
    const label = REQUIREMENT_LABELS[key];
    return [
      [key, { key, label }],
      [label.toLowerCase(), { key, label }],
    ];
  }),
);
// Common spellings of the same lines.
for (const [alias, key] of [
  ['soil ph', 'ph'],
  ['watering', 'water'],
  ['spacing between plants', 'spacing'],
  ['planting depth', 'depth'],
  ['companions', 'companion'],
  ['companion plants', 'companion'],
  ['fertiliser', 'fertilizer'],
  ['feeding', 'fertilizer'],
  ['frost tolerance', 'frost'],
] as const) {
  LABEL_BY_KEY.set(alias, { key, label: REQUIREMENT_LABELS[key] });
}

function labelOf(rawKey: string): { label: string; rank: number } {
  const spaced = rawKey
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  const known = LABEL_BY_KEY.get(spaced.toLowerCase());
  if (known) return { label: known.label, rank: REQUIREMENT_KEYS.indexOf(known.key) };
  const label = spaced.charAt(0).toUpperCase() + spaced.slice(1);
  return { label, rank: REQUIREMENT_KEYS.length };
}

function entriesOf(input: unknown): [string, unknown][] {
  if (Array.isArray(input)) {
    return input.flatMap((entry): [string, unknown][] => {
      if (Array.isArray(entry) && entry.length === 2) return [[textOf(entry[0]), entry[1]]];
      if (isRecord(entry)) {
        const key = entry.key ?? entry.label ?? entry.name;
        const value = entry.value ?? entry.text ?? entry.description;
        if (typeof key === 'string') return [[key, value]];
      }
      return [];
    });
  }
  if (isRecord(input)) return Object.entries(input);
  const single = textOf(input);
  return single ? [['Requirements', single]] : [];
}

/**
 * Requirement lines as an ordered map of label to text: a list of key/value
 * entries, a plain object or a single value all become one. Known keys get the
 * spec's labels and order of preference (pH, Soil, Water, Humidity, Spacing,
 * Depth, Temperature, Frost, Companion, Avoid, Fertilizer), other lines follow in
 * the order given; empty values and sun lines are dropped. A list of texts
 * under one key is joined with commas.
 */
export function normalizeRequirements(input: unknown): Record<string, string> {
  const lines: { label: string; rank: number; order: number; text: string }[] = [];
  entriesOf(input).forEach(([rawKey, rawValue], order) => {
    const text = Array.isArray(rawValue) ? rawValue.map(textOf).filter(Boolean).join(', ') : textOf(rawValue);
    if (!rawKey || !text) return;
    const { label, rank } = labelOf(rawKey);
    if (SUN_LABELS.has(label.toLowerCase())) return;
    if (lines.some((line) => line.label === label)) return;
    lines.push({ label, rank, order, text });
  });
  lines.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return Object.fromEntries(lines.map((line) => [line.label, line.text]));
}
