/**
 * JSON answers put together from bytes written once. A `JsonTemplate` is the JSON text of
 * a value with holes where the values that change go, kept as UTF-8 bytes; `JsonBytes`
 * gathers kept bytes and short JSON texts and copies them into one buffer at the end. An
 * answer then costs a copy of its fixed bytes and the writing of its few values, instead
 * of a `JSON.stringify` of the whole value and the encoding of all its text.
 */
import { gzipKept, gzipParts } from './gzip-parts.ts';

/**
 * An answer's pieces, copied into one buffer by `toBuffer`, or written as gzip by `toGzip`,
 * which keeps the compressed form of the kept bytes (`bytes`) for the next answer.
 */
export class JsonBytes {
  private readonly parts: (string | Uint8Array)[] = [];
  /** Each part's length in UTF-8 bytes. */
  private readonly sizes: number[] = [];
  private length = 0;

  /** JSON text, as it is: this answer's own. */
  text(json: string): this {
    const size = Buffer.byteLength(json);
    this.parts.push(json);
    this.sizes.push(size);
    this.length += size;
    return this;
  }

  /** JSON already written as UTF-8 bytes, kept between answers (a template's piece, a kept answer). */
  bytes(json: Uint8Array): this {
    this.parts.push(json);
    this.sizes.push(json.byteLength);
    this.length += json.byteLength;
    return this;
  }

  /** The answer's length in bytes. */
  get byteLength(): number {
    return this.length;
  }

  /** The answer as a gzip member: see gzip-parts.ts. */
  toGzip(): Buffer {
    // A kept answer on its own: compressed once as a whole, and kept with it.
    if (this.parts.length === 1 && typeof this.parts[0] !== 'string') return gzipKept(this.parts[0]!);
    // Texts are this answer's own: gzipParts counts their bytes in `plain`.
    const parts = this.parts.map((part, i) => (typeof part === 'string' ? this.sizes[i]! : part));
    // The plain answer is only read while the gzip member is written: one buffer serves the answers.
    return gzipParts(this.writeInto(scratchFor(this.length)), parts);
  }

  toBuffer(): Buffer {
    // Kept bytes on their own are the answer as they are (they are never changed).
    const [only] = this.parts;
    if (this.parts.length === 1 && Buffer.isBuffer(only)) return only;
    // Its own memory, not a slice of Node's shared pool: an answer may be kept.
    return this.writeInto(Buffer.allocUnsafeSlow(this.length));
  }

  /** Copies the answer to the start of `out` (at least `byteLength` long); the copy, `out`'s first bytes. */
  private writeInto(out: Buffer): Buffer {
    let at = 0;
    for (const part of this.parts) {
      if (typeof part === 'string') {
        at = writeText(out, part, at);
      } else {
        out.set(part, at);
        at += part.byteLength;
      }
    }
    return out.byteLength === at ? out : out.subarray(0, at);
  }
}

/** Texts up to this long are written a character at a time when they are ASCII: cheaper than a call to the encoder. */
const MAX_CHARWISE_TEXT = 64;

/** Writes `text` as UTF-8 to `out` at `at`; where it ends. */
function writeText(out: Buffer, text: string, at: number): number {
  if (text.length <= MAX_CHARWISE_TEXT) {
    let i = 0;
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) break;
      out[at + i] = code;
    }
    if (i === text.length) return at + i;
  }
  return at + out.write(text, at);
}

/** Where `toGzip` writes the plain answer it compresses, up to this size; a larger one gets its own. */
const SCRATCH_MAX = 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

function scratchFor(length: number): Buffer {
  if (length > SCRATCH_MAX) return Buffer.allocUnsafeSlow(length);
  if (scratch.byteLength < length) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_MAX, 2 * length));
  return scratch;
}

/** A mark no value holds (values come from our own plant files and places), made afresh at each start. */
const MARK = `\u0000hole-${Math.random().toString(36).slice(2)}-`;
/** A mark as `JSON.stringify` writes it (the NUL as `\u0000`): always a whole JSON string. */
const MARK_PATTERN = new RegExp(`"${JSON.stringify(MARK).slice(1, -1).replaceAll('\\', '\\\\')}(\\d+)"`, 'g');

/** The JSON text of a value with holes, each filled with a slot's JSON text when written. */
export class JsonTemplate<Slot> {
  private constructor(
    /** `pieces[0]`, the value of `holes[0]`, `pieces[1]`, …: one piece more than holes. */
    private readonly pieces: readonly Buffer[],
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
    return new JsonTemplate(pieces, holes);
  }

  /** Adds the text to `out`, each hole filled with `valueOf(slot)` (JSON text). */
  writeTo(out: JsonBytes, valueOf: (slot: Slot) => string): JsonBytes {
    out.bytes(this.pieces[0]!);
    for (let i = 0; i < this.holes.length; i++) {
      out.text(valueOf(this.holes[i]!));
      out.bytes(this.pieces[i + 1]!);
    }
    return out;
  }

  /**
   * This template with the holes of the slots `keep` does not keep filled with
   * `valueOf(slot)`, the text between the kept holes joined into single pieces: worth
   * keeping when the same values are written again and again.
   */
  bind<Kept extends Slot>(keep: (slot: Slot) => slot is Kept, valueOf: (slot: Slot) => string): JsonTemplate<Kept> {
    const pieces: Buffer[] = [];
    const holes: Kept[] = [];
    let run = new JsonBytes().bytes(this.pieces[0]!);
    for (let i = 0; i < this.holes.length; i++) {
      const slot = this.holes[i]!;
      if (keep(slot)) {
        pieces.push(run.toBuffer());
        holes.push(slot);
        run = new JsonBytes();
      } else {
        run.text(valueOf(slot));
      }
      run.bytes(this.pieces[i + 1]!);
    }
    pieces.push(run.toBuffer());
    return new JsonTemplate(pieces, holes);
  }

  /** The text as one buffer. */
  fill(valueOf: (slot: Slot) => string): Buffer {
    return this.writeTo(new JsonBytes(), valueOf).toBuffer();
  }
}
