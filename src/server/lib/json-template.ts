/**
 * JSON answers put together from bytes written once. A `JsonTemplate` is the JSON text of
 * a value with holes where the values that change go, kept as UTF-8 bytes; `JsonBytes`
 * gathers kept bytes and short JSON texts and copies them into one buffer at the end. An
 * answer then costs a copy of its fixed bytes and the writing of its few values, instead
 * of a `JSON.stringify` of the whole value and the encoding of all its text.
 */
import { answerMemory } from './answer-memory.ts';
import { copyBytes, GzipMember, gzipKept, KeptPieces, keptPiecesOf, memberScratch, writeText } from './gzip-parts.ts';

/** A template's pieces with its holes' texts, in order: piece 0, text 0, piece 1, …, the last piece. */
class Filled {
  constructor(
    readonly pieces: KeptPieces,
    readonly texts: readonly string[],
  ) {}
}

/**
 * An answer's parts, copied into one buffer by `toAnswer` or `toBuffer`, or written as
 * gzip by `toGzip` from the kept compressed form of its kept bytes.
 */
export class JsonBytes {
  private readonly parts: (string | Uint8Array | Filled)[] = [];
  /** Kept bytes, and texts' UTF-16 units, in all: at most the answer's bytes, and close to them (JSON text is mostly ASCII). */
  private units = 0;
  /** Texts' UTF-16 units: each takes three UTF-8 bytes at most. */
  private textUnits = 0;
  /** Kept pieces and texts in all: what a gzip member's stored blocks may need room for. */
  private segments = 0;
  /** The length in bytes, once worked out. */
  private length: number | undefined = undefined;

  /** JSON text, as it is: this answer's own. */
  text(json: string): this {
    this.parts.push(json);
    this.units += json.length;
    this.textUnits += json.length;
    this.segments++;
    this.length = undefined;
    return this;
  }

  /** JSON already written as UTF-8 bytes, kept between answers (a kept answer). */
  bytes(json: Uint8Array): this {
    this.parts.push(json);
    this.units += json.byteLength;
    this.segments++;
    this.length = undefined;
    return this;
  }

  /** A template's pieces with its holes filled by `texts` (one fewer than the pieces). */
  filled(pieces: KeptPieces, texts: readonly string[]): this {
    this.parts.push(new Filled(pieces, texts));
    let units = 0;
    for (const text of texts) units += text.length;
    this.units += pieces.bytes.byteLength + units;
    this.textUnits += units;
    this.segments += pieces.count + texts.length;
    this.length = undefined;
    return this;
  }

  /** The answer's length in bytes. */
  get byteLength(): number {
    if (this.length === undefined) {
      let length = this.units - this.textUnits;
      for (const part of this.parts) {
        if (typeof part === 'string') length += utf8Length(part);
        else if (part instanceof Filled) for (const text of part.texts) length += utf8Length(text);
      }
      this.length = length;
    }
    return this.length;
  }

  /** Whether the answer is `bytes` long or longer: mostly known without measuring its texts. */
  isAtLeast(bytes: number): boolean {
    return this.units >= bytes || this.byteLength >= bytes;
  }

  /** The answer as a gzip member: see gzip-parts.ts. */
  toGzip(): Buffer {
    const { parts } = this;
    // A kept answer on its own: compressed once as a whole, and kept with it.
    if (parts.length === 1 && parts[0] instanceof Uint8Array) return gzipKept(parts[0]);
    // Room for the texts' longest UTF-8: three bytes for each UTF-16 unit.
    const room = GzipMember.room(this.units + 2 * this.textUnits, this.segments);
    const member = new GzipMember(memberScratch(room));
    for (const part of parts) {
      if (typeof part === 'string') {
        member.text(part);
      } else if (part instanceof Filled) {
        const { pieces, texts } = part;
        const compressed = pieces.blocks();
        member.piece(pieces, compressed, 0);
        for (let i = 0; i < texts.length; i++) {
          member.text(texts[i]!);
          member.piece(pieces, compressed, i + 1);
        }
      } else {
        const pieces = keptPiecesOf(part);
        member.piece(pieces, pieces.blocks(), 0);
      }
    }
    return member.finish();
  }

  /** The answer as one buffer, to send and drop (see answer-memory.ts): never to keep. */
  toAnswer(): Buffer {
    const [only] = this.parts;
    if (this.parts.length === 1 && Buffer.isBuffer(only)) return only;
    return this.writeInto(answerMemory(this.byteLength));
  }

  /** The answer as one buffer of its own, which may be kept. */
  toBuffer(): Buffer {
    // Kept bytes on their own are the answer as they are (they are never changed).
    const [only] = this.parts;
    if (this.parts.length === 1 && Buffer.isBuffer(only)) return only;
    // Its own memory, not a slice of Node's shared pool: an answer may be kept.
    return this.writeInto(Buffer.allocUnsafeSlow(this.byteLength));
  }

  /** Copies the answer to the start of `out` (at least `byteLength` long); the copy, `out`'s first bytes. */
  private writeInto(out: Buffer): Buffer {
    let at = 0;
    for (const part of this.parts) {
      if (typeof part === 'string') {
        at = writeText(out, part, at);
      } else if (part instanceof Filled) {
        const { pieces, texts } = part;
        const { bytes, starts } = pieces;
        copyBytes(bytes, 0, starts[1]!, out, at);
        at += starts[1]!;
        for (let i = 0; i < texts.length; i++) {
          at = writeText(out, texts[i]!, at);
          const length = starts[i + 2]! - starts[i + 1]!;
          copyBytes(bytes, starts[i + 1]!, length, out, at);
          at += length;
        }
      } else {
        out.set(part, at);
        at += part.byteLength;
      }
    }
    return out.byteLength === at ? out : out.subarray(0, at);
  }
}

/** Texts up to this long are measured here: cheaper than a call to `Buffer.byteLength`. */
const MAX_MEASURED_TEXT = 64;

/** The length of `text` in UTF-8 bytes, as `Buffer.byteLength` gives it (a lone surrogate as three). */
export function utf8Length(text: string): number {
  if (text.length > MAX_MEASURED_TEXT) return Buffer.byteLength(text);
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
      continue;
    }
    // Three bytes for one UTF-16 unit (a lone surrogate too), four for a surrogate pair's two.
    bytes += 2;
    if (code >= 0xd800 && code < 0xdc00) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) i++;
    }
  }
  return bytes;
}

/** A mark no value holds (values come from our own plant files and places), made afresh at each start. */
const MARK = `\u0000hole-${Math.random().toString(36).slice(2)}-`;
/** A mark as `JSON.stringify` writes it (the NUL as `\u0000`): always a whole JSON string. */
const MARK_PATTERN = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replaceAll('\\', '\\\\')}(\\d+)"`, 'g');

/** The JSON text of a value with holes, each filled with a slot's JSON text when written. */
export class JsonTemplate<Slot> {
  private constructor(
    /** `pieces[0]`, the value of `holes[0]`, `pieces[1]`, …: one piece more than holes. */
    private readonly pieces: KeptPieces,
    private readonly holes: readonly Slot[],
  ) {}

  /**
   * Writes `build(hole)` as JSON, `hole(slot)` standing for the value of `slot` wherever
   * the value is to go (a whole JSON value: a string, an array, an object or null).
   */
  static of<Slot>(build: (hole: (slot: Slot) => never) => unknown): JsonTemplate<Slot> {
    const slots: Slot[] = [];
    const hole = (slot: Slot) => {
      let index = slots.indexOf(slot);
      if (index === -1) index = slots.push(slot) - 1;
      return `${MARK}${index}` as never;
    };
    const written = JSON.stringify(build(hole));
    const pieces: Buffer[] = [];
    const holes: Slot[] = [];
    let from = 0;
    for (const match of written.matchAll(MARK_PATTERN)) {
      pieces.push(Buffer.from(written.slice(from, match.index)));
      holes.push(slots[Number(match[1])]!);
      from = match.index + match[0].length;
    }
    pieces.push(Buffer.from(written.slice(from)));
    return new JsonTemplate(new KeptPieces(pieces), holes);
  }

  /** Adds the text to `out`, each hole filled with `valueOf(slot)` (JSON text). */
  writeTo(out: JsonBytes, valueOf: (slot: Slot) => string): JsonBytes {
    const { holes } = this;
    const texts = new Array<string>(holes.length);
    for (let i = 0; i < holes.length; i++) texts[i] = valueOf(holes[i]!);
    return out.filled(this.pieces, texts);
  }

  /**
   * This template with the holes of the slots `keep` does not keep filled with
   * `valueOf(slot)`, the text between the kept holes joined into single pieces: worth
   * keeping when the same values are written again and again.
   */
  bind<Kept extends Slot>(keep: (slot: Slot) => slot is Kept, valueOf: (slot: Slot) => string): JsonTemplate<Kept> {
    const pieces: Buffer[] = [];
    const holes: Kept[] = [];
    let run = new JsonBytes().bytes(this.pieces.piece(0));
    for (let i = 0; i < this.holes.length; i++) {
      const slot = this.holes[i]!;
      if (keep(slot)) {
        pieces.push(run.toBuffer());
        holes.push(slot);
        run = new JsonBytes();
      } else {
        run.text(valueOf(slot));
      }
      run.bytes(this.pieces.piece(i + 1));
    }
    pieces.push(run.toBuffer());
    return new JsonTemplate(new KeptPieces(pieces), holes);
  }

  /** The text as one buffer. */
  fill(valueOf: (slot: Slot) => string): Buffer {
    return this.writeTo(new JsonBytes(), valueOf).toBuffer();
  }
}
