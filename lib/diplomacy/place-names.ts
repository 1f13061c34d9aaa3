import { z } from 'zod';

/**
 * Our own corrections of place names the map data misspells (data/place-names.json), each with its evidence, kept as
 * the card data's corrections are (db/import/corrections.ts). The data's name stays the territory's identity: orders,
 * stored games and the API use it, matched without regard to case as DESIGN.md fixes. Only what players read
 * changes: a territory gets a `label`. A correction whose name the data no longer has (fixed upstream, or renamed) is
 * reported as not applied rather than guessed at.
 */
export const PlaceNameCorrection = z.object({
  /** The name as the map data spells it. */
  name: z.string().min(1),
  /** The name shown to players. */
  display: z.string().min(1),
  evidence: z.string().min(20),
});
export type PlaceNameCorrection = z.infer<typeof PlaceNameCorrection>;

export type PlaceNameOutcome = { name: string; display: string; applied: boolean; note: string };

type Named = { name: string; label?: string };

/** The territories with a `label` where a correction applies, and what became of each correction. */
export function applyPlaceNames<T extends Named>(territories: readonly T[], corrections: readonly PlaceNameCorrection[]): { territories: T[]; outcomes: PlaceNameOutcome[] } {
  const out = territories.map((t) => ({ ...t }));
  const outcomes = corrections.map((c): PlaceNameOutcome => {
    const territory = out.find((t) => t.name === c.name);
    if (!territory) return { name: c.name, display: c.display, applied: false, note: 'the map data has no territory of this name any more' };
    territory.label = c.display;
    return { name: c.name, display: c.display, applied: true, note: c.evidence };
  });
  return { territories: out, outcomes };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that rewrites every corrected name inside a text ("Retreated to Trinadad." → "Retreated to Trinidad."),
 * for the sentences the server writes with the data's names (order results, messages) and the page's own. Whole
 * words only, longest names first, so "Yuchatan Channel" is never read as "Yuchatan" followed by " Channel".
 */
export function relabeller(territories: readonly Named[]): (text: string) => string {
  const labelled = territories.filter((t) => t.label && t.label !== t.name).sort((a, b) => b.name.length - a.name.length);
  if (labelled.length === 0) return (text) => text;
  const byName = new Map(labelled.map((t) => [t.name.toLowerCase(), t.label!]));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${labelled.map((t) => escape(t.name)).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (text) => text.replace(pattern, (found) => byName.get(found.toLowerCase()) ?? found);
}
