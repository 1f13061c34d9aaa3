/**
 * The one place card text is cut into sentences. Printings and spreadsheet rows differ in quote characters and
 * spacing, so text is normalised first; a sentence ends at a period followed by a space or the end of the text (a
 * period inside "S.L." style abbreviations is not followed by a space, and card text writes ranges as S and L).
 */
export function normaliseAbilityText(ability: string): string {
  return ability.replace(/[\u2018\u2019`\u00b4]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim();
}

/** Sentences of an ability text, trimmed and without their closing period, in printed order. */
export function splitSentences(ability: string): string[] {
  const text = normaliseAbilityText(ability);
  if (!text) return [];
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/[.!?]+$/, '').trim())
    .filter(Boolean);
}
