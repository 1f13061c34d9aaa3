import { MAX_COLLECTION_CARDS, MAX_COUNT, type Collection } from './collection';

/**
 * The collection as CSV keyed by card id (`id,owned,wanted`), the one format every spreadsheet reads. An import is
 * all or nothing: any bad line and nothing changes, and every bad line is named, so a player fixes the file once.
 */
export const CSV_HEADER = 'id,owned,wanted';

export function collectionToCsv(collection: Collection, order: (a: string, b: string) => number = (a, b) => a.localeCompare(b)): string {
  const ids = Object.keys(collection).sort(order);
  return [CSV_HEADER, ...ids.map((id) => `${id},${collection[id].owned},${collection[id].wanted}`)].join('\n') + '\n';
}

export interface CsvProblem {
  /** 1-based line number in the file, as an editor shows it. */
  line: number;
  message: string;
}

export type CsvImport = { ok: true; collection: Collection } | { ok: false; problems: CsvProblem[] };

const COUNT = /^\d+$/;

/**
 * Reads `id,owned,wanted` lines (header optional, `wanted` optional, blank lines skipped). `canonicalId` answers the
 * id as the card list spells it, or undefined for an id that names no card; an id listed twice is an error rather
 * than a silent sum, since either reading could be the one meant.
 */
export function parseCollectionCsv(text: string, canonicalId: (id: string) => string | undefined): CsvImport {
  const problems: CsvProblem[] = [];
  const collection: Collection = {};
  const firstLine = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const text = raw.trim();
    if (text === '') return;
    const cells = text.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1').trim());
    if (line === 1 && cells[0].toLowerCase() === 'id') return;
    if (cells.length < 2 || cells.length > 3) {
      problems.push({ line, message: `Line ${line} should be id,owned,wanted; it has ${cells.length} value${cells.length === 1 ? '' : 's'}.` });
      return;
    }
    const [rawId, rawOwned, rawWanted = '0'] = cells;
    const id = canonicalId(rawId);
    if (id === undefined) {
      problems.push({ line, message: `Line ${line}: '${rawId}' is not a card id.` });
      return;
    }
    const owned = readCount(rawOwned);
    const wanted = readCount(rawWanted === '' ? '0' : rawWanted);
    if (owned === undefined || wanted === undefined) {
      const bad = owned === undefined ? `owned '${rawOwned}'` : `wanted '${rawWanted}'`;
      problems.push({ line, message: `Line ${line}: ${bad} must be a whole number from 0 to ${MAX_COUNT}.` });
      return;
    }
    const seen = firstLine.get(id);
    if (seen !== undefined) {
      problems.push({ line, message: `Line ${line}: ${id} is already on line ${seen}.` });
      return;
    }
    firstLine.set(id, line);
    if (owned > 0 || wanted > 0) collection[id] = { owned, wanted };
  });
  if (problems.length === 0 && Object.keys(collection).length > MAX_COLLECTION_CARDS) {
    problems.push({ line: lines.length, message: `A collection holds at most ${MAX_COLLECTION_CARDS} printings; this file has ${Object.keys(collection).length}.` });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, collection };
}

function readCount(raw: string): number | undefined {
  if (!COUNT.test(raw)) return undefined;
  const n = Number(raw);
  return n <= MAX_COUNT ? n : undefined;
}
