import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { answerMemory } from './answer-memory.ts';
import { crcThen, GzipMember, gzipKept, gzipWhole, KeptPieces, keptPiecesOf, memberScratch } from './gzip-parts.ts';
import { JsonBytes } from './json-template.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** A piece of a test answer: `kept` bytes live on (one template's pieces); fresh ones are the answer's own. */
interface GzipPart {
  text: string;
  kept: boolean;
}

/** The parts as one member: kept ones as pieces of one `KeptPieces`, fresh ones as texts. */
function gzipParts(parts: readonly GzipPart[], pieces = keptOf(parts)): Buffer {
  const plainLength = parts.reduce((sum, part) => sum + Buffer.byteLength(part.text), 0);
  const member = new GzipMember(memberScratch(GzipMember.room(plainLength, parts.length)));
  const compressed = pieces.blocks();
  let piece = 0;
  for (const part of parts) {
    if (part.kept) member.piece(pieces, compressed, piece++);
    else member.text(part.text);
  }
  return member.finish();
}

const keptOf = (parts: readonly GzipPart[]) =>
  new KeptPieces(parts.filter((part) => part.kept).map((part) => utf8(part.text)));

const plainOf = (parts: readonly GzipPart[]) => utf8(parts.map((part) => part.text).join(''));

describe('GzipMember', () => {
  test('kept pieces, short stored runs and long fresh runs make one gzip member of the whole', () => {
    const parts: GzipPart[] = [
      { text: `{"description":"${'Loamy, well-drained soil. '.repeat(40)}",`, kept: true },
      { text: '"zone":"7a",', kept: false },
      { text: `"steps":"${'Water deeply once a week. '.repeat(30)}"}`, kept: false },
    ];
    const gzip = gzipParts(parts);
    expect(gunzipSync(gzip)).toEqual(plainOf(parts));
    expect(gzip.byteLength).toBeLessThan(plainOf(parts).byteLength / 3);
  });

  test('a kept piece is compressed once: the next answer reuses its blocks byte for byte', () => {
    const kept = `{"care":"${'Mulch around the base to keep the roots cool. '.repeat(20)}",`;
    const pieces = keptOf([{ text: kept, kept: true }]);
    const first = gzipParts(
      [
        { text: kept, kept: true },
        { text: '"a":1}', kept: false },
      ],
      pieces,
    );
    const second = gzipParts(
      [
        { text: kept, kept: true },
        { text: '"a":2}', kept: false },
      ],
      pieces,
    );
    expect(pieces.blocks()).toBe(pieces.blocks());
    expect(gunzipSync(second).toString()).toMatch(/"a":2}$/);
    // Same header and same compressed piece; they differ only where the fresh value and the trailer are.
    const shared = first.subarray(0, first.byteLength - 20);
    expect(second.subarray(0, shared.byteLength)).toEqual(shared);
  });

  test('what is kept holds memory of its own size, not zlib’s 16 KB output buffer or Node’s pool', () => {
    for (const size of [100, 3_000, 40_000]) {
      const text = `{"step":"${'Pinch off suckers below the first flower cluster. '.repeat(size / 50)}"}`;
      const pieces = new KeptPieces([utf8(text.slice(0, 20)), utf8(text.slice(20))]);
      expect(pieces.bytes.buffer.byteLength).toBe(pieces.bytes.byteLength);
      const { blocks } = pieces.blocks();
      expect(blocks.byteLength).toBeLessThan(pieces.bytes.byteLength);
      expect(blocks.buffer.byteLength).toBe(blocks.byteLength);
      const member = gzipKept(utf8(text));
      expect(member.buffer.byteLength).toBe(member.byteLength);
    }
    const kept = Buffer.from(utf8('{"a":"kept"}'));
    const answer = Buffer.allocUnsafeSlow(kept.byteLength);
    answer.set(kept);
    expect(keptPiecesOf(answer).bytes).toBe(answer);
    expect(keptPiecesOf(answer)).toBe(keptPiecesOf(answer));
    // Pieces that do not compress have no blocks: they go stored.
    const noise = new KeptPieces([randomBytes(500), randomBytes(30)]);
    expect(noise.blocks().blocks.byteLength).toBe(0);
  });

  test('runs longer than a stored block holds, text that does not compress, and an empty answer', () => {
    // Bytes that do not compress go as stored blocks: two of them for 70,000 bytes.
    const random = randomBytes(70_000)
      .toString('latin1')
      .replace(/[^\x20-\x7e]/g, 'x');
    const noise = [
      { text: random.replace(/x/g, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))), kept: false },
    ];
    const stored = gzipParts(noise);
    expect(gunzipSync(stored)).toEqual(plainOf(noise));
    const pieces = new KeptPieces([randomBytes(70_000), randomBytes(300)]);
    const member = new GzipMember(memberScratch(GzipMember.room(70_300, 3)));
    member.piece(pieces, pieces.blocks(), 0);
    member.text('é');
    member.piece(pieces, pieces.blocks(), 1);
    const gzip = member.finish();
    expect(gunzipSync(gzip)).toEqual(
      Buffer.concat([pieces.bytes.subarray(0, 70_000), utf8('é'), pieces.bytes.subarray(70_000)]),
    );
    expect(gzip.byteLength).toBe(10 + 2 * 5 + 70_302 + 2 + 8);
    expect(gunzipSync(gzipParts([]))).toEqual(Buffer.alloc(0));
    expect(gunzipSync(gzipWhole(pieces.bytes))).toEqual(pieces.bytes);
  });

  test.prop([
    fc.array(fc.record({ text: fc.string({ unit: 'binary', maxLength: 3000 }), kept: fc.boolean() }), {
      maxLength: 12,
    }),
  ])('any pieces in any order decompress to the answer', (parts) => {
    expect(gunzipSync(gzipParts(parts))).toEqual(plainOf(parts));
  });
});

describe('crcThen', () => {
  test.prop([fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 })])(
    'gives the CRC-32 of two runs of bytes one after the other',
    (a, b) => {
      expect(crcThen(crc32(a) | 0, crc32(b) | 0, b.byteLength) >>> 0).toBe(crc32(Buffer.concat([a, b])));
    },
  );

  test('carries a CRC over lengths beyond its tables (16 MB and more)', () => {
    const a = randomBytes(100);
    const b = Buffer.alloc(17 * 1024 * 1024, 7);
    expect(crcThen(crc32(a) | 0, crc32(b) | 0, b.byteLength) >>> 0).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe('answerMemory', () => {
  test('answers written one after another keep their own bytes', () => {
    const answers = Array.from({ length: 200 }, (_, i) => {
      const bytes = answerMemory(1000 + i);
      bytes.fill(i);
      return bytes;
    });
    answers.forEach((bytes, i) => {
      expect(bytes.byteLength).toBe(1000 + i);
      expect(bytes.every((byte) => byte === i % 256)).toBe(true);
    });
    // A large answer has memory of its own.
    const large = answerMemory(100_000);
    expect(large.byteLength).toBe(100_000);
    expect(large.buffer.byteLength).toBeGreaterThanOrEqual(100_000);
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
