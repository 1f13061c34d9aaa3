/**
 * Place names on the map that never overlap: each label tries a few spots around its territory's point (below,
 * above, right, left, then the corners), first with the full name and then shortened ("Northwest Caribbean Sea" to "NW Caribbean Sea"),
 * and is left out at this zoom if none is free; zooming in makes the text smaller in map units, so more names fit and
 * the hidden ones appear. Labels are placed in order of importance: places with units, then supply centres.
 * Pure: the page passes a text measure from the browser (canvas), the tests an estimate.
 */

export type Box = { x0: number; y0: number; x1: number; y1: number };
/** `text`: what is written, when it differs from the territory's `name` (a corrected spelling). */
export type LabelSpot = { name: string; text?: string; x: number; y: number; priority: number };
export type PlacedLabel = { name: string; text: string; x: number; y: number; anchor: 'start' | 'middle' | 'end'; box: Box };

const WORDS: [RegExp, string][] = [
  [/\bNorthwest\b/, 'NW'],
  [/\bNortheast\b/, 'NE'],
  [/\bSouthwest\b/, 'SW'],
  [/\bSoutheast\b/, 'SE'],
  [/\bNorthern\b/, 'N.'],
  [/\bWestern\b/, 'W.'],
  [/\bEastern\b/, 'E.'],
  [/\bCaribbean Sea\b/, 'Carib.'],
  [/\bGulf of\b/, 'G. of'],
  [/\bBay of\b/, 'B. of'],
  [/\bPassage\b/, 'Pass.'],
  [/\bChannel\b/, 'Ch.'],
  [/\bIslands\b/, 'Is.'],
  [/\bIsland\b/, 'I.'],
];

/** The name with its long words abbreviated, or the name itself when nothing shortens. */
export function shortName(name: string): string {
  return WORDS.reduce((s, [word, short]) => s.replace(word, short), name);
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Labels for `spots` at font size `size` (map units), clear of each other and of `obstacles` (unit icons, centre
 * markers). `gap` is the distance from the point to a label beside it: the unit icon's half-size.
 */
export function placeLabels(spots: readonly LabelSpot[], obstacles: readonly Box[], size: number, measure: (text: string) => number, gap: number): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const half = size * 0.6;
  const order = [...spots].sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  for (const spot of order) {
    const full = spot.text ?? spot.name;
    const texts = [full, shortName(full)].filter((t, i, all) => all.indexOf(t) === i);
    for (const text of texts) {
      const w = measure(text);
      const candidates: Omit<PlacedLabel, 'name' | 'text'>[] = [
        { x: spot.x, y: spot.y + gap + half, anchor: 'middle', box: { x0: spot.x - w / 2, y0: spot.y + gap, x1: spot.x + w / 2, y1: spot.y + gap + 2 * half } },
        { x: spot.x, y: spot.y - gap - half, anchor: 'middle', box: { x0: spot.x - w / 2, y0: spot.y - gap - 2 * half, x1: spot.x + w / 2, y1: spot.y - gap } },
        { x: spot.x + gap, y: spot.y, anchor: 'start', box: { x0: spot.x + gap, y0: spot.y - half, x1: spot.x + gap + w, y1: spot.y + half } },
        { x: spot.x - gap, y: spot.y, anchor: 'end', box: { x0: spot.x - gap - w, y0: spot.y - half, x1: spot.x - gap, y1: spot.y + half } },
        // The corners, clear of the icon both ways: where the four sides are taken in a crowded strait.
        ...[
          [1, 1],
          [1, -1],
          [-1, 1],
          [-1, -1],
        ].map(([sx, sy]) => {
          const x = spot.x + sx * gap * 0.6;
          const y = spot.y + sy * (gap + half);
          return { x, y, anchor: sx > 0 ? ('start' as const) : ('end' as const), box: { x0: sx > 0 ? x : x - w, y0: y - half, x1: sx > 0 ? x + w : x, y1: y + half } };
        }),
      ];
      const free = candidates.find((c) => !placed.some((p) => overlaps(p.box, c.box)) && !obstacles.some((o) => overlaps(o, c.box)));
      if (free) {
        placed.push({ name: spot.name, text, ...free });
        break;
      }
    }
  }
  return placed;
}
