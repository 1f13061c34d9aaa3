import { describe, expect, it } from 'vitest';
import { placeLabels, shortName, type Box } from './labels';

const measure = (text: string) => text.length * 6;
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('map labels', () => {
  it('shortens long sea names and leaves short names alone', () => {
    expect(shortName('Northwest Caribbean Sea')).toBe('NW Carib.');
    expect(shortName('Eastern Gulf of Mexico')).toBe('E. G. of Mexico');
    expect(shortName('Havana')).toBe('Havana');
  });

  it('places a lone label below its point', () => {
    const [label] = placeLabels([{ name: 'Gull Bay', x: 100, y: 100, priority: 0 }], [], 10, measure, 12);
    expect(label).toMatchObject({ text: 'Gull Bay', anchor: 'middle', x: 100 });
    expect(label.box.y0).toBe(112);
  });

  it('writes the corrected spelling and keeps the data name as the label\'s name', () => {
    const [label] = placeLabels([{ name: 'Trinadad', text: 'Trinidad', x: 100, y: 100, priority: 0 }], [], 10, measure, 12);
    expect(label).toMatchObject({ name: 'Trinadad', text: 'Trinidad' });
  });

  it('moves a crowded label to another side, shortens it, or leaves it out; never two overlapping', () => {
    const spots = Array.from({ length: 12 }, (_, i) => ({ name: `Northwest Reef ${i}`, x: 100 + (i % 4) * 20, y: 100 + Math.floor(i / 4) * 15, priority: i }));
    const placed = placeLabels(spots, [], 10, measure, 8);
    expect(placed.length).toBeGreaterThan(1);
    expect(placed.length).toBeLessThan(spots.length);
    for (const a of placed) for (const b of placed) if (a !== b) expect(overlaps(a.box, b.box)).toBe(false);
  });

  it('keeps labels off unit icons and centre markers, and places the more important first', () => {
    const icon = { x0: 90, y0: 105, x1: 110, y1: 125 };
    const placed = placeLabels([{ name: 'Low', x: 100, y: 100, priority: 0 }, { name: 'High', x: 100, y: 130, priority: 5 }], [icon], 10, measure, 5);
    for (const p of placed) expect(overlaps(p.box, icon)).toBe(false);
    expect(placed[0].name).toBe('High');
  });
});
