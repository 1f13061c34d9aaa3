/**
 * Byte-level helpers for the share code: unsigned LEB128 varints, length-
 * prefixed UTF-8 strings, base64url and a CRC-8. Written here rather than
 * using Buffer so the same code runs in the browser.
 */

/** Raised by ByteReader when the input ends early or holds an impossible value; the decoder turns it into a result. */
export class ByteReadError extends Error {
  constructor(
    readonly code: 'truncated' | 'invalid-data',
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

export class ByteWriter {
  private bytes: number[] = [];

  byte(value: number): this {
    this.bytes.push(value & 0xff);
    return this;
  }

  /** Safe integers only; arithmetic rather than bit shifts so values above 2^31 survive. */
  varint(value: number): this {
    let v = value;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
    return this;
  }

  raw(data: Uint8Array): this {
    for (const b of data) this.bytes.push(b);
    return this;
  }

  string(value: string): this {
    const data = new TextEncoder().encode(value);
    return this.varint(data.length).raw(data);
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class ByteReader {
  private pos = 0;

  constructor(private readonly data: Uint8Array) {}

  get position(): number {
    return this.pos;
  }

  get remaining(): number {
    return this.data.length - this.pos;
  }

  byte(): number {
    if (this.pos >= this.data.length) throw new ByteReadError('truncated', 'The code ends too early.', this.pos);
    return this.data[this.pos++];
  }

  varint(): number {
    const start = this.pos;
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (!Number.isSafeInteger(value)) throw new ByteReadError('invalid-data', 'A number in the code is too large.', start);
      if ((b & 0x80) === 0) return value;
      scale *= 0x80;
    }
  }

  raw(length: number): Uint8Array {
    if (length > this.remaining) throw new ByteReadError('truncated', 'The code ends too early.', this.pos);
    const out = this.data.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }

  string(length = this.varint()): string {
    const start = this.pos;
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(this.raw(length));
    } catch (e) {
      if (e instanceof ByteReadError) throw e;
      throw new ByteReadError('invalid-data', 'The code holds text that is not valid UTF-8.', start);
    }
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** Null when the text is not canonical unpadded base64url (a stray character or an impossible length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const ch of text) {
    const v = INDEX.get(ch);
    if (v === undefined) return null;
    acc = ((acc << 6) | v) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if ((acc & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(out);
}

/** CRC-8 (polynomial 0x07): one byte that catches a mistyped or truncated code. */
export function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}
