/**
 * Which keywords the extractor finds in the Master Spreadsheet, and which
 * short leading sentences it could not classify (candidates for new glossary
 * entries). Usage: npx tsx scripts/keyword-report.ts [path/to/master-spreadsheet.csv]
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { KEYWORDS, extractKeywordUses, scanLeadingSentences, unclassifiedKeywordSentence } from '../lib/cards/keywords';

const DEFAULT_CSV = '../shared/data/cards/master-spreadsheet.csv';

interface Row {
  Name?: string;
  Type?: string;
  Ability?: string;
  SheetName?: string;
}

/** Leading sentences this short are listed even when they do not look like keywords, so a reader can check the judgement. */
const SHORT_WORDS = 4;

/** A known keyword printed as its own sentence after ordinary text, which the extractor ignores. */
function lateKeywordSentences(ability: string): string[] {
  const names = new Set(KEYWORDS.map((k) => k.name.toLowerCase()));
  const { keywords } = scanLeadingSentences(ability);
  return ability
    .split(/(?<=\.)\s+/)
    .slice(keywords.length + 1)
    .map((s) => s.replace(/\.$/, '').trim())
    .filter((s) => names.has(s.toLowerCase()));
}

function increment(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function main(): void {
  const path = process.argv[2] ?? DEFAULT_CSV;
  if (!existsSync(path)) {
    console.error(`No spreadsheet at ${path}; pass its path as the first argument.`);
    process.exit(1);
  }
  const rows: Row[] = parse(readFileSync(path, 'utf8'), { columns: true, bom: true, relax_column_count: true });
  const cards = rows.filter((r) => r.Name?.trim() && r.SheetName?.trim() && r.SheetName.trim() !== 'Edits Log');

  const counts = new Map<string, number>();
  const unclassified = new Map<string, string[]>();
  const otherShort = new Map<string, string[]>();
  const late = new Map<string, string[]>();
  let withKeywords = 0;

  for (const card of cards) {
    const ability = card.Ability ?? '';
    const name = card.Name!.trim();
    const uses = extractKeywordUses(ability, name);
    if (uses.length > 0) withKeywords++;
    for (const id of new Set(uses.map((u) => u.id))) increment(counts, id);

    const { stoppedAt } = scanLeadingSentences(ability);
    const unknown = unclassifiedKeywordSentence(ability);
    if (unknown) {
      unclassified.set(unknown, [...(unclassified.get(unknown) ?? []), `${name} (${card.SheetName!.trim()})`]);
    } else if (stoppedAt && stoppedAt.split(' ').length <= SHORT_WORDS) {
      otherShort.set(stoppedAt, [...(otherShort.get(stoppedAt) ?? []), name]);
    }
    for (const s of lateKeywordSentences(ability)) late.set(s, [...(late.get(s) ?? []), name]);
  }

  console.log(`${cards.length} cards read from ${path}; ${withKeywords} carry at least one keyword.\n`);
  console.log('Keyword counts (cards):');
  for (const def of KEYWORDS) {
    const n = counts.get(def.id) ?? 0;
    console.log(`  ${String(n).padStart(4)}  ${def.id}${def.documented ? '' : '  (not defined by our rule documents)'}`);
  }
  const unknownIds = [...counts.keys()].filter((id) => !KEYWORDS.some((k) => k.id === id));
  if (unknownIds.length > 0) console.log(`Ids without a glossary entry: ${unknownIds.join(', ')}`);

  console.log(`\nLeading short sentences not classified as keywords (${unclassified.size}):`);
  for (const [sentence, where] of [...unclassified].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`  ${String(where.length).padStart(4)}  "${sentence}"  e.g. ${where.slice(0, 3).join('; ')}`);
  }

  console.log(`\nOther leading sentences of ${SHORT_WORDS} words or fewer, judged ordinary rules text (${otherShort.size}):`);
  for (const [sentence, where] of otherShort) console.log(`  ${String(where.length).padStart(4)}  "${sentence}"  e.g. ${where.slice(0, 3).join('; ')}`);

  console.log(`\nKnown keywords printed after ordinary text, so not extracted (${late.size}):`);
  for (const [sentence, where] of late) console.log(`  ${String(where.length).padStart(4)}  "${sentence}"  e.g. ${where.slice(0, 3).join('; ')}`);
}

main();
