/**
 * Memory for answers that are written out and dropped: views of 64 KB blocks, handed out
 * in turn. A buffer of its own costs far more than the answer's bytes: Node's
 * `Buffer.allocUnsafe` makes an ArrayBuffer for every 8 KB of its pool (about 0.4 µs an
 * answer of 2–3 KB), `Buffer.allocUnsafeSlow` one for each call (about 1 µs); a view of a
 * block costs a tenth of that. A block is freed once the last answer in it has been
 * written to its socket and dropped. Nothing kept may live here: a kept view would hold
 * its whole block.
 */

const BLOCK = 64 * 1024;
/** Larger answers get memory of their own: a block holds at least eight. */
const MAX_IN_BLOCK = BLOCK / 8;

let block = new ArrayBuffer(0);
let used = 0;

/** `length` bytes, not zeroed, for an answer that is sent and then dropped. */
export function answerMemory(length: number): Buffer {
  if (length > MAX_IN_BLOCK) return Buffer.allocUnsafe(length);
  if (used + length > block.byteLength) {
    block = Buffer.allocUnsafeSlow(BLOCK).buffer;
    used = 0;
  }
  const bytes = Buffer.from(block, used, length);
  used += length;
  return bytes;
}
