import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { blocksOfKept, gzipKept, gzipParts as gzipOf, gzipWhole } from './gzip-parts.ts';
import { JsonBytes } from './json-template.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** A piece of a test answer: `kept` bytes live on; fresh ones are the answer's own. */
interface GzipPart {
  bytes: Uint8Array;
  kept: boolean;
}

function joined(parts: readonly GzipPart[]): Buffer {
  return Buffer.concat(parts.map((part) => part.bytes));
}

/** gzipParts as JsonBytes calls it: kept pieces as they are, fresh ones by their length. */
function gzipParts(plain: Uint8Array, parts: readonly GzipPart[]): Buffer {
  return gzipOf(
    plain,
    parts.map((part) => (part.kept ? part.bytes : part.bytes.byteLength)),
  );
}

describe('gzipParts', () => {
  test('kept pieces, short stored runs and long fresh runs make one gzip member of the whole', () => {
    const kept = utf8(`{"description":"${'Loamy, well-drained soil. '.repeat(40)}",`);
    const parts: GzipPart[] = [
      { bytes: kept, kept: true },
      { bytes: utf8('"zone":"7a",'), kept: false },
      { bytes: utf8(`"steps":"${'Water deeply once a week. '.repeat(30)}"}`), kept: false },
    ];
    const plain = joined(parts);
    const gzip = gzipParts(plain, parts);
    expect(gunzipSync(gzip)).toEqual(plain);
    expect(gzip.byteLength).toBeLessThan(plain.byteLength / 3);
  });

  test('a kept piece is compressed once: the next answer reuses its blocks byte for byte', () => {
    const kept = utf8(`{"care":"${'Mulch around the base to keep the roots cool. '.repeat(20)}",`);
    const first = gzipParts(Buffer.concat([kept, utf8('"a":1}')]), [
      { bytes: kept, kept: true },
      { bytes: utf8('"a":1}'), kept: false },
    ]);
    const second = gzipParts(Buffer.concat([kept, utf8('"a":2}')]), [
      { bytes: kept, kept: true },
      { bytes: utf8('"a":2}'), kept: false },
    ]);
    expect(gunzipSync(second).toString()).toMatch(/"a":2}$/);
    // Same header and same compressed piece; they differ only where the fresh value and the trailer are.
    const shared = first.subarray(0, first.byteLength - 20);
    expect(second.subarray(0, shared.byteLength)).toEqual(shared);
  });

  test('what is kept holds memory of its own size, not zlib’s 16 KB output buffer', () => {
    for (const size of [100, 3_000, 40_000]) {
      const kept = utf8(`{"step":"${'Pinch off suckers below the first flower cluster. '.repeat(size / 50)}"}`);
      const blocks = blocksOfKept(kept)!;
      expect(blocks.byteLength).toBeLessThan(kept.byteLength);
      expect(blocks.buffer.byteLength).toBe(blocks.byteLength);
      expect(blocksOfKept(kept)).toBe(blocks);
      const member = gzipKept(kept);
      expect(member.buffer.byteLength).toBe(member.byteLength);
      expect(gunzipSync(member)).toEqual(kept);
      expect(gzipKept(kept)).toBe(member);
    }
    // Bytes that do not compress are kept as nothing: they go stored.
    expect(blocksOfKept(randomBytes(500))).toBeNull();
  });

  test('runs longer than a stored block holds, text that does not compress, and an empty answer', () => {
    // Random bytes do not compress: they go as stored blocks, two of them for 70,000 bytes.
    const random = randomBytes(70_000);
    const noise = [{ bytes: random, kept: false }];
    const stored = gzipParts(random, noise);
    expect(gunzipSync(stored)).toEqual(random);
    expect(stored.byteLength).toBe(10 + 2 * 5 + 70_000 + 2 + 8);
    const short = [{ bytes: random.subarray(0, 300), kept: true }];
    expect(gunzipSync(gzipParts(joined(short), short))).toEqual(joined(short));
    expect(gunzipSync(gzipParts(Buffer.alloc(0), []))).toEqual(Buffer.alloc(0));
    expect(gunzipSync(gzipWhole(random))).toEqual(random);
  });

  test('refuses parts that do not make up the answer', () => {
    expect(() => gzipParts(utf8('{"a":1}'), [{ bytes: utf8('{"a":'), kept: false }])).toThrow(/do not make up/);
  });

  test.prop([
    fc.array(fc.record({ text: fc.string({ unit: 'binary', maxLength: 3000 }), kept: fc.boolean() }), {
      maxLength: 12,
    }),
  ])('any pieces in any order decompress to the answer', (pieces) => {
    const parts = pieces.map(({ text, kept }) => ({ bytes: utf8(text), kept }));
    const plain = joined(parts);
    expect(gunzipSync(gzipParts(plain, parts))).toEqual(plain);
  });
});

describe('JsonBytes.toGzip', () => {
  test('decompresses to toBuffer(), texts with any characters included', () => {
    const kept = utf8(
      `{"name":"Jalapeño 🌶","notes":"${'Start indoors eight weeks before the last frost. '.repeat(10)}",`,
    );
    const out = new JsonBytes().bytes(kept).text('"zone":"9b","place":{"city":"Peñasco"}').text('}');
    expect(gunzipSync(out.toGzip())).toEqual(out.toBuffer());
    expect(JSON.parse(gunzipSync(out.toGzip()).toString('utf8'))).toMatchObject({ zone: '9b' });
  });
});
