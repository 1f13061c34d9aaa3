import { QuerySyntaxError } from './errors';
import { FIELD_HELP, fieldFor, type FieldName } from './fields';

export const TERM_OPS = [':', '=', '!=', '<', '<=', '>', '>='] as const;
export type TermOp = (typeof TERM_OPS)[number];

export type Token =
  | { type: 'lparen'; position: number }
  | { type: 'rparen'; position: number }
  | { type: 'neg'; position: number }
  | { type: 'or'; position: number }
  | { type: 'word'; position: number; value: string; quoted: boolean; exact: boolean }
  | { type: 'field'; position: number; field: FieldName; prefix: string; op: TermOp; value: string; valuePosition: number };

/** Characters that end an unquoted word. */
const BREAK = /[\s()"]/;
/** A field term: letters, then an operator (longest first), then the value. */
const FIELD_TERM = /^([a-z]+)(!=|<=|>=|:|=|<|>)/i;

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;

  const readQuoted = (start: number): { value: string; end: number } => {
    let value = '';
    let j = start + 1;
    while (j < query.length) {
      const ch = query[j];
      if (ch === '\\' && j + 1 < query.length) {
        value += query[j + 1];
        j += 2;
        continue;
      }
      if (ch === '"') return { value, end: j + 1 };
      value += ch;
      j++;
    }
    throw new QuerySyntaxError('unclosed-quote', start, `The quote at position ${start} is never closed. Add a closing ".`);
  };

  const readWord = (start: number): { value: string; end: number } => {
    let j = start;
    while (j < query.length && !BREAK.test(query[j])) j++;
    return { value: query.slice(start, j), end: j };
  };

  while (i < query.length) {
    const ch = query[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(') {
      tokens.push({ type: 'lparen', position: i++ });
      continue;
    }
    if (ch === ')') {
      tokens.push({ type: 'rparen', position: i++ });
      continue;
    }
    if (ch === '-') {
      const next = query[i + 1];
      if (next === undefined || /[\s)]/.test(next)) {
        throw new QuerySyntaxError('empty-term', i, `Nothing follows the '-' at position ${i}. Write -t:ship to leave ships out.`);
      }
      tokens.push({ type: 'neg', position: i++ });
      continue;
    }
    if (ch === '"') {
      const { value, end } = readQuoted(i);
      tokens.push({ type: 'word', position: i, value, quoted: true, exact: false });
      i = end;
      continue;
    }
    if (ch === '!' && query[i + 1] !== '=') {
      const next = query[i + 1];
      const read = next === '"' ? readQuoted(i + 1) : readWord(i + 1);
      if (read.value.trim() === '') {
        throw new QuerySyntaxError('empty-term', i, `The '!' at position ${i} needs a card name after it, like !"Admiral Morgan".`);
      }
      tokens.push({ type: 'word', position: i, value: read.value, quoted: next === '"', exact: true });
      i = read.end;
      continue;
    }

    const word = readWord(i);
    const field = FIELD_TERM.exec(word.value);
    if (!field) {
      tokens.push(
        /^or$/i.test(word.value)
          ? { type: 'or', position: i }
          : { type: 'word', position: i, value: word.value, quoted: false, exact: false },
      );
      i = word.end;
      continue;
    }

    const [matched, prefix, op] = field;
    const name = fieldFor(prefix);
    if (!name) {
      throw new QuerySyntaxError('unknown-field', i, `Unknown field '${prefix}${op}' at position ${i}. Fields are ${FIELD_HELP}.`);
    }
    let value = word.value.slice(matched.length);
    let valuePosition = i + matched.length;
    let end = word.end;
    if (value === '' && query[end] === '"') {
      const quoted = readQuoted(end);
      value = quoted.value;
      end = quoted.end;
    }
    if (value.trim() === '') {
      throw new QuerySyntaxError('empty-term', valuePosition, `The field '${prefix}${op}' has no value at position ${valuePosition}.`);
    }
    tokens.push({ type: 'field', position: i, field: name, prefix, op: op as TermOp, value, valuePosition });
    i = end;
  }
  return tokens;
}
