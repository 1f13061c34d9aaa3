/** A text label on the table: its anchor (the middle of its baseline, as SVG's `textAnchor="middle"` draws it) and size, in S. */
export interface Label {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A label's width in S for `text` at `fontSize`: a fair average glyph width of the table's sans-serif, not a measurement. */
export const labelWidth = (text: string, fontSize: number): number => text.length * fontSize * 0.55;

const overlaps = (a: Label, ay: number, b: Label, by: number): boolean => Math.abs(a.x - b.x) * 2 < a.w + b.w && ay - a.h < by && by - b.h < ay;

/**
 * Baselines for `labels` so that none is drawn over another or over a `fixed` one (an island's name), each moved as
 * little as it can: tried where it wants to be, then a line lower, a line higher, two lines lower, and so on. In the
 * given order, so the earlier ones (a ship's name before her status) keep their places. Two ships side by side at
 * their home made their names and statuses one smudge at phone size; a label that finds no free place in four lines
 * either way stays where it wanted to be.
 */
export function spreadLabels(labels: readonly Label[], fixed: readonly Label[] = []): number[] {
  const placed: { label: Label; y: number }[] = fixed.map((label) => ({ label, y: label.y }));
  return labels.map((label) => {
    for (let k = 0; k <= 8; k++) {
      const step = Math.ceil(k / 2) * (k % 2 === 1 ? 1 : -1);
      const y = label.y + step * label.h * 1.05;
      if (!placed.some((p) => overlaps(label, y, p.label, p.y))) {
        placed.push({ label, y });
        return y;
      }
    }
    placed.push({ label, y: label.y });
    return label.y;
  });
}
