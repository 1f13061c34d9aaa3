import { NATIONS } from '@/lib/cards/nations';
import { SET_CODES } from '@/lib/cards/sets';
import { ByteReadError, ByteReader, ByteWriter, crc8, fromBase64Url, toBase64Url } from './bytes';
import { RULESET_IDS } from '@/lib/ruleset-ids';
import { Fleet } from './fleet';

/**
 * Share codes: `1.` then base64url of a compact binary fleet, so a link stays
 * short (a 40-point fleet of seven cards is about 36 characters).
 *
 * Version 1 layout (varint = unsigned LEB128):
 *   header byte: bits 0-2 ruleset index (RULESET_IDS), bit 3 name present,
 *     bit 4 nationality present, bit 5 unassigned crew/forts/treasure lists present
 *   varint build total
 *   [nationality: known-or-text]  [name: text]
 *   varint ship count; per ship: card id, varint crew count, crew card ids
 *   [varint count + card ids, for crew, forts, treasure]
 *   CRC-8 of everything before it
 * A card id is one byte: bits 0-4 set index (SET_CODES) or 31 for "id as
 * text", bit 5 prefix present, bit 6 suffix present; then for a `SET-[PREFIX-]DIGITS[SUFFIX]`
 * id: [prefix text] varint(number * 8 + digit count) [suffix text]. Any other
 * id is stored as text, so every id round-trips exactly.
 * Lists and the ruleset enum may only ever be appended to: codes already shared must keep decoding.
 */
export const SHARE_CODE_VERSION = 1;
const PREFIX = `${SHARE_CODE_VERSION}.`;

const KNOWN_NATIONS: readonly string[] = NATIONS;
const RAW_ID = 31;
const ID_PATTERN = /^(?:([A-Z]+)-)?(\d{1,7})([A-Z0-9_]*)$/;

export type DecodeErrorCode =
  | 'empty'
  | 'bad-prefix'
  | 'unsupported-version'
  | 'bad-encoding'
  | 'truncated'
  | 'invalid-data'
  | 'bad-checksum'
  | 'trailing-data';

export interface DecodeError {
  code: DecodeErrorCode;
  message: string;
  /** Byte offset in the decoded data where reading failed, when it applies. */
  position?: number;
}

export type DecodeResult =
  | { ok: true; fleet: Fleet }
  /** `recovered`: what could be read before the failure, when at least the header was intact. */
  | { ok: false; error: DecodeError; recovered?: Fleet };

function writeId(w: ByteWriter, id: string): void {
  const dash = id.indexOf('-');
  const set = dash > 0 ? SET_CODES.indexOf(id.slice(0, dash) as (typeof SET_CODES)[number]) : -1;
  const m = set >= 0 ? ID_PATTERN.exec(id.slice(dash + 1)) : null;
  const [, prefix, digits, suffix] = m ?? [];
  const rebuilt = m ? `${SET_CODES[set]}-${prefix ? `${prefix}-` : ''}${Number(digits).toString().padStart(digits.length, '0')}${suffix}` : null;
  if (!m || rebuilt !== id) {
    w.byte(RAW_ID).string(id);
    return;
  }
  w.byte(set | (prefix ? 0x20 : 0) | (suffix ? 0x40 : 0));
  if (prefix) w.string(prefix);
  w.varint(Number(digits) * 8 + digits.length);
  if (suffix) w.string(suffix);
}

function readId(r: ByteReader): string {
  const start = r.position;
  const head = r.byte();
  const set = head & 0x1f;
  if (set === RAW_ID && (head & 0xe0) === 0) return r.string();
  if (set >= SET_CODES.length || head & 0x80) throw new ByteReadError('invalid-data', 'The code names an unknown card set.', start);
  const prefix = head & 0x20 ? r.string() : '';
  const packed = r.varint();
  const width = packed % 8;
  const digits = String(Math.floor(packed / 8));
  if (width === 0 || digits.length > width) throw new ByteReadError('invalid-data', 'The code holds an impossible card number.', start);
  const suffix = head & 0x40 ? r.string() : '';
  return `${SET_CODES[set]}-${prefix ? `${prefix}-` : ''}${digits.padStart(width, '0')}${suffix}`;
}

function writeIds(w: ByteWriter, ids: readonly string[]): void {
  w.varint(ids.length);
  for (const id of ids) writeId(w, id);
}

function readIds(r: ByteReader, into: string[]): void {
  const count = r.varint();
  if (count > r.remaining) throw new ByteReadError('truncated', 'The code ends too early.', r.position);
  for (let i = 0; i < count; i++) into.push(readId(r));
}

export function encodeFleet(fleet: Fleet): string {
  const w = new ByteWriter();
  const extras = fleet.crew.length + fleet.forts.length + fleet.treasure.length > 0;
  w.byte(
    RULESET_IDS.indexOf(fleet.ruleset) |
      (fleet.name !== undefined ? 0x08 : 0) |
      (fleet.nationality !== undefined ? 0x10 : 0) |
      (extras ? 0x20 : 0),
  );
  w.varint(fleet.buildTotal);
  if (fleet.nationality !== undefined) {
    const known = KNOWN_NATIONS.indexOf(fleet.nationality);
    if (known >= 0) w.varint(known);
    else {
      const data = new TextEncoder().encode(fleet.nationality);
      w.varint(KNOWN_NATIONS.length + data.length).raw(data);
    }
  }
  if (fleet.name !== undefined) w.string(fleet.name);
  w.varint(fleet.ships.length);
  for (const ship of fleet.ships) {
    writeId(w, ship.cardId);
    writeIds(w, ship.crew);
  }
  if (extras) {
    writeIds(w, fleet.crew);
    writeIds(w, fleet.forts);
    writeIds(w, fleet.treasure);
  }
  const body = w.toBytes();
  return PREFIX + toBase64Url(new ByteWriter().raw(body).byte(crc8(body)).toBytes());
}

interface Draft {
  name?: string;
  ruleset: Fleet['ruleset'];
  buildTotal: number;
  nationality?: string;
  ships: { cardId: string; crew: string[] }[];
  crew: string[];
  forts: string[];
  treasure: string[];
}

function readBody(r: ByteReader, onHeader: (draft: Draft) => void): void {
  const head = r.byte();
  const ruleset = RULESET_IDS[head & 0x07];
  if (!ruleset || head & 0xc0) throw new ByteReadError('invalid-data', 'The code names an unknown ruleset.', 0);
  const draft: Draft = { ruleset, buildTotal: r.varint(), ships: [], crew: [], forts: [], treasure: [] };
  if (head & 0x10) {
    const v = r.varint();
    draft.nationality = v < KNOWN_NATIONS.length ? KNOWN_NATIONS[v] : r.string(v - KNOWN_NATIONS.length);
  }
  if (head & 0x08) draft.name = r.string();
  onHeader(draft);
  const ships = r.varint();
  if (ships > r.remaining) throw new ByteReadError('truncated', 'The code ends too early.', r.position);
  for (let i = 0; i < ships; i++) {
    const ship = { cardId: readId(r), crew: [] as string[] };
    draft.ships.push(ship);
    readIds(r, ship.crew);
  }
  if (head & 0x20) {
    readIds(r, draft.crew);
    readIds(r, draft.forts);
    readIds(r, draft.treasure);
  }
}

function asFleet(draft: Draft | null): Fleet | undefined {
  if (!draft) return undefined;
  const parsed = Fleet.safeParse(draft);
  return parsed.success ? parsed.data : undefined;
}

/** Never throws: garbage gives a typed error, and a damaged code gives back what it could. */
export function decodeFleet(code: string): DecodeResult {
  const text = typeof code === 'string' ? code.trim() : '';
  if (text === '') return { ok: false, error: { code: 'empty', message: 'The share code is empty.' } };
  const dot = text.indexOf('.');
  if (dot <= 0 || !/^\d+$/.test(text.slice(0, dot))) {
    return { ok: false, error: { code: 'bad-prefix', message: 'This is not a fleet share code: it should start with a version such as "1.".' } };
  }
  if (text.slice(0, dot + 1) !== PREFIX) {
    return {
      ok: false,
      error: { code: 'unsupported-version', message: `Share code version ${text.slice(0, dot)} is not supported; this site reads version ${SHARE_CODE_VERSION}.` },
    };
  }
  const bytes = fromBase64Url(text.slice(dot + 1));
  if (!bytes || bytes.length < 2) {
    return { ok: false, error: { code: 'bad-encoding', message: 'The share code has characters or a length a share code cannot have; it may have been cut or mistyped.' } };
  }
  const body = bytes.subarray(0, bytes.length - 1);
  const checksumOk = crc8(body) === bytes[bytes.length - 1];
  let draft: Draft | null = null;
  const reader = new ByteReader(body);
  try {
    readBody(reader, (d) => (draft = d));
  } catch (e) {
    const err = e instanceof ByteReadError ? e : new ByteReadError('invalid-data', 'The share code could not be read.', reader.position);
    // A wrong checksum means the bytes are damaged, which explains the read failure better than its symptom.
    const error: DecodeError = checksumOk
      ? { code: err.code, message: `${err.message} The share code may have been cut or mistyped.`, position: err.position }
      : { code: 'bad-checksum', message: 'The share code is damaged (its check digit does not match); it may have been cut or mistyped.' };
    return { ok: false, error, recovered: asFleet(draft) };
  }
  const fleet = asFleet(draft);
  if (!checksumOk) {
    return { ok: false, error: { code: 'bad-checksum', message: 'The share code is damaged (its check digit does not match); it may have been mistyped.' }, recovered: fleet };
  }
  if (reader.remaining > 0) {
    return { ok: false, error: { code: 'trailing-data', message: 'The share code has extra data after the fleet.', position: reader.position }, recovered: fleet };
  }
  if (!fleet) {
    return { ok: false, error: { code: 'invalid-data', message: 'The share code decodes to a fleet that is not valid.' } };
  }
  return { ok: true, fleet };
}
