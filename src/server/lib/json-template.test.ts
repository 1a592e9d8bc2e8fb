import { gunzipSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { JsonBytes, JsonTemplate, utf8Length } from './json-template.ts';

type Slot = 'name' | 'months' | 'place';

const build = (values: Record<Slot, unknown>) => ({
  title: 'Tomato ✓ — Española',
  name: values.name,
  care: [{ step: 'Water “deeply”', months: values.months }],
  again: values.name,
  place: values.place,
});

const values: Record<Slot, unknown> = {
  name: 'Año ⚠️',
  months: ['May', 'June'],
  place: { zip: '87532', zone: '6b', lastFrost: '05-01' },
};

describe('JsonTemplate', () => {
  const template = JsonTemplate.of<Slot>((hole) =>
    build({ name: hole('name'), months: hole('months'), place: hole('place') }),
  );
  const valueOf = (slot: Slot) => JSON.stringify(values[slot]);

  test('filled, it reads exactly as the value written in full, non-ASCII text and a slot used twice included', () => {
    expect(template.fill(valueOf).toString('utf8')).toBe(JSON.stringify(build(values)));
  });

  test('each fill writes its own values', () => {
    const other = { ...values, name: null, months: [] };
    expect(template.fill((slot) => JSON.stringify(other[slot])).toString('utf8')).toBe(JSON.stringify(build(other)));
    expect(template.fill(valueOf).toString('utf8')).toBe(JSON.stringify(build(values)));
  });

  test('gzipped and sent as they are, filled templates read as the values written in full', () => {
    const long = { ...values, name: `${'Sun-loving, '.repeat(60)}ü` };
    const bound = template.bind((slot): slot is 'place' => slot === 'place', valueOf);
    const out = new JsonBytes().text('[');
    template.writeTo(out, valueOf).text(',');
    template.writeTo(out, (slot) => JSON.stringify(long[slot])).text(',');
    bound.writeTo(out, () => 'null').text(']');
    const expected = `[${JSON.stringify(build(values))},${JSON.stringify(build(long))},${JSON.stringify(build({ ...values, place: null }))}]`;
    expect(out.byteLength).toBe(Buffer.byteLength(expected));
    expect(gunzipSync(out.toGzip()).toString('utf8')).toBe(expected);
    expect(out.toAnswer().toString('utf8')).toBe(expected);
    expect(out.toBuffer().toString('utf8')).toBe(expected);
  });

  test('bound, the values it does not keep are written in once and the kept holes stay open', () => {
    const bound = template.bind((slot): slot is 'place' => slot === 'place', valueOf);
    for (const place of [values.place, null, { zip: '10001' }]) {
      expect(bound.fill(() => JSON.stringify(place)).toString('utf8')).toBe(
        JSON.stringify(build({ ...values, place })),
      );
    }
  });
});

describe('JsonBytes', () => {
  test('joins texts and bytes into one buffer of the right length', () => {
    const out = new JsonBytes().text('{"a":').bytes(Buffer.from('"é✓"')).text(',"b":"ü"}');
    const buffer = out.toBuffer();
    expect(buffer.toString('utf8')).toBe('{"a":"é✓","b":"ü"}');
    expect(buffer.byteLength).toBe(Buffer.byteLength('{"a":"é✓","b":"ü"}'));
  });

  test.prop([
    fc.array(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 })), { maxLength: 8 }),
  ])('short texts, ASCII or not, are written as UTF-8 between kept bytes', (texts) => {
    const kept = Buffer.from('"kept"');
    const out = new JsonBytes();
    for (const text of texts) out.text(text).bytes(kept);
    const expected = Buffer.from(texts.map((text) => `${text}"kept"`).join(''), 'utf8');
    expect(out.toBuffer()).toEqual(expected);
    expect(gunzipSync(out.toGzip())).toEqual(expected);
  });

  test('gzipped answers, one after another, each decode to their own text, large ones included', () => {
    const kept = Buffer.from(`"${'kept words, kept words, '.repeat(20)}"`);
    const answerOf = (own: string) =>
      new JsonBytes()
        .text('{"a":')
        .bytes(kept)
        .text(`,"b":${JSON.stringify(own)}}`);
    const texts = ['ü'.repeat(10), 'x'.repeat(70_000), 'y'.repeat(1_200_000), 'short again'];
    // All written first, then decoded: no answer's gzip shares memory with the next one's writing.
    const gzips = texts.map((own) => answerOf(own).toGzip());
    gzips.forEach((gzip, i) => {
      expect(gunzipSync(gzip).toString('utf8')).toBe(answerOf(texts[i]!).toBuffer().toString('utf8'));
    });
  });
});

describe('JsonBytes length', () => {
  test('byteLength and isAtLeast count UTF-8 bytes, not UTF-16 units', () => {
    const out = new JsonBytes().text('"').text('é'.repeat(500)).bytes(Buffer.from('"'));
    expect(out.byteLength).toBe(1002);
    expect(out.isAtLeast(1002)).toBe(true);
    expect(out.isAtLeast(1003)).toBe(false);
    out.text('🌶');
    expect(out.byteLength).toBe(1006);
    expect(out.isAtLeast(1006)).toBe(true);
    expect(out.isAtLeast(1007)).toBe(false);
  });
});

describe('utf8Length', () => {
  test.prop([fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 80 }))])(
    'is Buffer.byteLength’s count, lone surrogates and pairs included',
    (text) => {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text));
    },
  );

  test('counts each kind of character', () => {
    for (const text of ['abc', 'é', '✓', '🌶', '\ud83c', '\udf36x', 'a\ud83c', '\ud83c\ud83c\udf36']) {
      expect(utf8Length(text)).toBe(Buffer.byteLength(text));
    }
  });
});
