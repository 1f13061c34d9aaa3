import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyPlaceNames, PlaceNameCorrection, relabeller } from './place-names';

const corrections = z.array(PlaceNameCorrection).parse(JSON.parse(readFileSync(new URL('../../data/place-names.json', import.meta.url), 'utf8')));

describe('applyPlaceNames', () => {
  const territories: { name: string; x?: number; label?: string }[] = [{ name: 'Trinadad', x: 1 }, { name: 'Havana', x: 2 }, { name: 'Yuchatan' }, { name: 'Yuchatan Channel' }];

  it('labels a misspelled place with the right spelling and keeps the data name as its identity', () => {
    const { territories: out, outcomes } = applyPlaceNames(territories, corrections);
    expect(out[0]).toEqual({ name: 'Trinadad', x: 1, label: 'Trinidad' });
    expect(out[1]).toEqual({ name: 'Havana', x: 2 });
    expect(out.find((t) => t.name === 'Yuchatan Channel')?.label).toBe('Yucatán Channel');
    expect(outcomes.find((o) => o.name === 'Trinadad')).toMatchObject({ applied: true, display: 'Trinidad' });
  });

  it('reports a correction whose name the data no longer has, and changes nothing for it', () => {
    const { territories: out, outcomes } = applyPlaceNames([{ name: 'Trinidad' }], [{ name: 'Trinadad', display: 'Trinidad', evidence: 'Rules 002 spells it Trinidad.' }]);
    expect(out).toEqual([{ name: 'Trinidad' }]);
    expect(outcomes).toEqual([{ name: 'Trinadad', display: 'Trinidad', applied: false, note: 'the map data has no territory of this name any more' }]);
  });

  it('covers the five names the issue found misspelled, each with its evidence', () => {
    const fixed = Object.fromEntries(corrections.map((c) => [c.name, c.display]));
    expect(fixed).toMatchObject({ Caracus: 'Caracas', Yuchatan: 'Yucatán', Trinadad: 'Trinidad', Orinico: 'Orinoco', 'Nombre de Dior': 'Nombre de Dios' });
    for (const c of corrections) expect(c.evidence.length).toBeGreaterThan(40);
  });
});

describe('relabeller', () => {
  const { territories } = applyPlaceNames([{ name: 'Yuchatan' }, { name: 'Yuchatan Channel' }, { name: 'Trinadad' }, { name: 'Havana' }], corrections);
  const relabel = relabeller(territories);

  it('rewrites whole names inside sentences, whatever their case', () => {
    expect(relabel('Trinadad moves to Yuchatan Channel')).toBe('Trinidad moves to Yucatán Channel');
    expect(relabel('Retreated to trinadad.')).toBe('Retreated to Trinidad.');
    expect(relabel('Havana supports Yuchatan')).toBe('Havana supports Yucatán');
  });

  it('leaves words that merely contain a name alone', () => {
    expect(relabel('Trinadadian waters')).toBe('Trinadadian waters');
  });

  it('is the identity when nothing is labelled', () => {
    expect(relabeller([{ name: 'Havana' }])('Havana holds')).toBe('Havana holds');
  });
});
