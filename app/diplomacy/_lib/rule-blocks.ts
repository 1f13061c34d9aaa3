/**
 * A rule document's plain text (as the shared rules folder keeps it, copied from a web page) as blocks to render:
 * headings, paragraphs and list items. The text before its "Created by:" line is the page's navigation ("Open large
 * map", "Search for games:"), not rules, and is left out; a text without that line is shown whole.
 */
export type RuleBlock = { kind: 'heading' | 'paragraph' | 'item' | 'subitem'; text: string };

/** Short lines without an end stop are the page's headings ("Special rules", "European powers:"). */
const HEADING_MAX = 40;
/** A bullet this short without an end stop is a heading the page drew as a bullet ("Players", "Pirates:"). */
const BULLET_HEADING_MAX = 20;
const isHeading = (text: string, max: number) => text.length <= max && !/[.!?]$/.test(text) && !text.includes(': ');

export function ruleBlocks(text: string): RuleBlock[] {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim().startsWith('Created by:'));
  const out: RuleBlock[] = [];
  for (const line of lines.slice(Math.max(0, start))) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const bullet = /^•\s*(.*)$/.exec(trimmed);
    if (bullet) {
      if (bullet[1]) out.push(isHeading(bullet[1], BULLET_HEADING_MAX) ? { kind: 'heading', text: bullet[1].replace(/:$/, '') } : { kind: 'item', text: bullet[1] });
      continue;
    }
    if (/^\d+\.\s/.test(trimmed)) out.push({ kind: 'subitem', text: trimmed });
    else if (isHeading(trimmed, HEADING_MAX)) out.push({ kind: 'heading', text: trimmed.replace(/:$/, '') });
    else out.push({ kind: 'paragraph', text: trimmed });
  }
  return out;
}
