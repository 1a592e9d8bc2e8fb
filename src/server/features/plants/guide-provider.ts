import { z } from 'zod';
import { plantProblems } from '#shared/plants/catalogue-rules.ts';
import { PlantFileSchema, type PlantFile } from '#shared/plants/catalogue-schema.ts';
import { flattenSteps } from '#shared/plants/normalize.ts';
import type { Settings } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';

/** Drafts a guide for a plant the catalogue lacks; null when it cannot (the caller falls back). */
export interface GuideProvider {
  draft(name: string, zone: string): Promise<PlantFile | null>;
}

const TIMEOUT_MS = 30_000;

type JsonSchema = Record<string, unknown>;

/**
 * A JSON schema in the strict subset OpenAI-compatible servers enforce: every
 * property required (an optional one may be null instead), no extra keys,
 * arrays of one item type (our [from, to] week pairs become integer arrays;
 * the zod schema still checks their length and order afterwards).
 */
export function toStrictSchema(schema: JsonSchema): JsonSchema {
  const { $schema: _ignored, ...rest } = schema;
  if (rest.type === 'object' && rest.properties && typeof rest.properties === 'object') {
    const properties = rest.properties as Record<string, JsonSchema>;
    const required = new Set((rest.required as string[] | undefined) ?? []);
    return {
      ...rest,
      properties: Object.fromEntries(
        Object.entries(properties).map(([key, value]) => {
          const strict = toStrictSchema(value);
          return [key, required.has(key) ? strict : { anyOf: [strict, { type: 'null' }] }];
        }),
      ),
      required: Object.keys(properties),
      additionalProperties: false,
    };
  }
  if (rest.type === 'array') {
    const items = Array.isArray(rest.items) ? (rest.items[0] as JsonSchema) : (rest.items as JsonSchema);
    const { minItems: _min, maxItems: _max, ...array } = rest;
    return { ...array, items: toStrictSchema(items ?? {}) };
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(rest[key])) return { anyOf: (rest[key] as JsonSchema[]).map(toStrictSchema) };
  }
  return rest;
}

/** The reply format: whether the name is a plant gardeners grow, and its guide. */
export const GUIDE_REPLY_SCHEMA: JsonSchema = toStrictSchema({
  type: 'object',
  properties: {
    is_plant: { type: 'boolean' },
    guide: z.toJSONSchema(PlantFileSchema, { unrepresentable: 'any' }) as JsonSchema,
  },
  required: ['is_plant', 'guide'],
});

const SYSTEM_PROMPT = [
  'You write planting and care guides for home gardeners in the United States.',
  'Reply with JSON only, in the given schema. If the name is not a plant that people grow, set is_plant to false.',
  'Timing is relative to frost dates, never calendar months: weeks before the last spring frost to start seeds indoors,',
  'weeks from the last spring frost to plant (negative is before), weeks before the first fall frost for fall planting.',
  'Houseplants have plantGroup "houseplant", no frost timing and a potting season.',
  'Perennials grown outdoors need a USDA hardiness range. Every fact must be correct; use null for any you are not sure of.',
  'Write 3 to 6 steps per guide in plain, friendly English. Give care steps kebab-case ids.',
].join(' ');

/** Removes nulls the strict format put in place of optional fields. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

const ChatReplySchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/**
 * An OpenAI-compatible chat completions server (OPENAI_BASE_URL, OPENAI_TEXT_MODEL,
 * OPENAI_API_KEY). The reply is checked with the catalogue's own schema and rules;
 * anything wrong (an error status, a timeout, invalid JSON, a guide that breaks a
 * rule) is logged and answered with null.
 */
export function createOpenAiGuideProvider(
  settings: Pick<Settings, 'OPENAI_BASE_URL' | 'OPENAI_TEXT_MODEL' | 'OPENAI_API_KEY'>,
  logger: Logger,
): GuideProvider {
  const url = `${(settings.OPENAI_BASE_URL ?? '').replace(/\/+$/, '')}/chat/completions`;
  return {
    async draft(name, zone) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(settings.OPENAI_API_KEY ? { Authorization: `Bearer ${settings.OPENAI_API_KEY}` } : {}),
          },
          body: JSON.stringify({
            model: settings.OPENAI_TEXT_MODEL,
            temperature: 0.2,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: `Plant: ${JSON.stringify(name)}. The gardener is in USDA zone ${zone}.` },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'plant_guide', strict: true, schema: GUIDE_REPLY_SCHEMA },
            },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) {
          logger.warn({ status: response.status }, 'guide provider answered with an error');
          return null;
        }
        const reply = ChatReplySchema.safeParse(await response.json());
        const content = reply.success ? reply.data.choices[0]?.message.content : null;
        if (!content) {
          logger.warn('guide provider reply has no content');
          return null;
        }
        const parsed = withoutNulls(JSON.parse(content)) as { is_plant?: unknown; guide?: Record<string, unknown> };
        if (parsed.is_plant !== true || !parsed.guide) return null;
        const guide = {
          ...parsed.guide,
          id: 'drafted-guide',
          seedStarting: flattenSteps(parsed.guide.seedStarting),
          planting: flattenSteps(parsed.guide.planting),
        };
        const file = PlantFileSchema.safeParse(guide);
        if (!file.success) {
          logger.warn({ issues: file.error.issues.slice(0, 5) }, 'guide provider drafted a guide that is not valid');
          return null;
        }
        const problems = plantProblems(file.data);
        if (problems.length) {
          logger.warn({ problems }, 'guide provider drafted a guide that breaks the catalogue rules');
          return null;
        }
        return file.data;
      } catch (error) {
        logger.warn({ err: error }, 'guide provider failed');
        return null;
      }
    },
  };
}

export function createGuideProvider(settings: Settings, logger: Logger): GuideProvider | null {
  return settings.GUIDE_PROVIDER === 'openai' ? createOpenAiGuideProvider(settings, logger) : null;
}
