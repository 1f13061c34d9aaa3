import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AdjudicationInputError, adjudicateMovement, type Order, type Unit } from './adjudicate';
import { parseDiplomacyMap, territoryIndex } from './map';

/*
 * Cases in the manner of the Diplomacy Adjudicator Test Cases, on this map's real places. Each case first checks the
 * geography it relies on, so a change in the map data fails loudly instead of testing something else.
 */
const MAP_FILE = new URL('../../../shared/data/pirates-diplomacy-map.json', import.meta.url);
const raw = existsSync(MAP_FILE) ? JSON.parse(readFileSync(MAP_FILE, 'utf8')) : null;

describe.runIf(raw !== null)('adjudicating a movement phase', () => {
  const map = parseDiplomacyMap(raw);
  const index = territoryIndex(map);
  const run = (units: Unit[], orders: Order[]) => adjudicateMovement(map, units, orders);
  const resultOf = (r: ReturnType<typeof run>, at: string) => r.results.find((x) => x.unit === at)!;
  const where = (r: ReturnType<typeof run>) => Object.fromEntries(r.units.map((u) => [u.at, u.power]));
  const frigate = (power: string, at: string): Unit => ({ power, type: 'frigate', at });
  const clipper = (power: string, at: string): Unit => ({ power, type: 'clipper', at });
  const move = (unit: string, to: string): Order => ({ unit, type: 'move', to });
  const support = (unit: string, from: string, to: string): Order => ({ unit, type: 'support', from, to });
  const supportHold = (unit: string, to: string): Order => ({ unit, type: 'support', to });

  it('relies on real geography: Jamaica, Port Royal and Spanish Town touch each other; Santiago is two places from Jamaica', () => {
    expect(index.adjacent('Jamaica')).toEqual(expect.arrayContaining(['Port Royal', 'Spanish Town', 'Cayman Islands', 'Jamaica Channel']));
    expect(index.adjacent('Port Royal')).toContain('Spanish Town');
    expect(index.adjacent('Jamaica')).not.toContain('Santiago');
    expect(index.clipperReach('Jamaica')).toContain('Santiago');
  });

  describe('basic moves (DATC 6.A)', () => {
    it('moves a frigate one place into an empty place', () => {
      const r = run([frigate('England', 'Jamaica')], [move('Jamaica', 'Cayman Islands')]);
      expect(where(r)).toEqual({ 'Cayman Islands': 'England' });
      expect(resultOf(r, 'Jamaica')).toMatchObject({ success: true, reason: 'Moved to Cayman Islands.' });
    });

    it('lets a clipper move two places but not a frigate, which holds and is told why', () => {
      expect(where(run([clipper('England', 'Jamaica')], [move('Jamaica', 'Santiago')]))).toEqual({ Santiago: 'England' });
      const r = run([frigate('England', 'Jamaica')], [move('Jamaica', 'Santiago')]);
      expect(where(r)).toEqual({ Jamaica: 'England' });
      expect(resultOf(r, 'Jamaica')).toMatchObject({ success: false, reason: expect.stringContaining('cannot reach Santiago') });
    });

    it('bounces two equal moves into one place, and no one enters it', () => {
      const r = run([clipper('England', 'Jamaica'), clipper('Spain', 'Port Royal')], [move('Jamaica', 'Spanish Town'), move('Port Royal', 'Spanish Town')]);
      expect(where(r)).toEqual({ Jamaica: 'England', 'Port Royal': 'Spain' });
      expect(resultOf(r, 'Jamaica').reason).toContain('stand-off');
    });

    it('names an unknown place as an error instead of guessing', () => {
      expect(() => run([clipper('England', 'Jamaica')], [move('Jamaica', 'Atlantis')])).toThrow(AdjudicationInputError);
      expect(() => run([clipper('Atlantis Navy', 'Jamaica')], [])).toThrow(/not a power/);
    });

    it('reads place names whatever their case', () => {
      expect(where(run([frigate('england', 'jamaica')], [move('JAMAICA', 'port royal')]))).toEqual({ 'Port Royal': 'England' });
    });
  });

  describe('frigate strength (rules 002 "Special rules")', () => {
    it('a lone frigate attacking a holding clipper dislodges it (1.5 against 1)', () => {
      const r = run([frigate('England', 'Jamaica'), clipper('Spain', 'Port Royal')], [move('Jamaica', 'Port Royal')]);
      expect(where(r)).toEqual({ 'Port Royal': 'England' });
      expect(r.dislodged).toEqual([expect.objectContaining({ power: 'Spain', from: 'Port Royal' })]);
      expect(r.dislodged[0].retreats).not.toContain('Jamaica');
    });

    it('a frigate attacking a holding frigate wins too: the bonus is the mover\'s', () => {
      const r = run([frigate('England', 'Jamaica'), frigate('Spain', 'Port Royal')], [move('Jamaica', 'Port Royal')]);
      expect(where(r)).toEqual({ 'Port Royal': 'England' });
    });

    it('fails against a clipper supported in its hold (1.5 against 2)', () => {
      const r = run(
        [frigate('England', 'Jamaica'), clipper('Spain', 'Port Royal'), clipper('Spain', 'Spanish Town')],
        [move('Jamaica', 'Port Royal'), supportHold('Spanish Town', 'Port Royal')],
      );
      expect(where(r)).toEqual({ Jamaica: 'England', 'Port Royal': 'Spain', 'Spanish Town': 'Spain' });
    });

    it('a frigate whose own move failed defends its place at 1, not 1.5 (002: "strength 1 because defending not attacking")', () => {
      const r = run(
        [frigate('England', 'Port Royal'), clipper('Spain', 'Spanish Town'), clipper('Spain', 'Cayman Islands'), frigate('France', 'Jamaica')],
        [move('Port Royal', 'Spanish Town'), supportHold('Cayman Islands', 'Spanish Town'), move('Jamaica', 'Port Royal')],
      );
      expect(resultOf(r, 'Port Royal').success).toBe(false);
      expect(where(r)['Port Royal']).toBe('France');
      expect(r.dislodged).toEqual([expect.objectContaining({ power: 'England', from: 'Port Royal' })]);
    });

    it('two frigates attacking each other head-on stand off (1.5 against 1.5)', () => {
      const r = run([frigate('England', 'Jamaica'), frigate('Spain', 'Port Royal')], [move('Jamaica', 'Port Royal'), move('Port Royal', 'Jamaica')]);
      expect(where(r)).toEqual({ Jamaica: 'England', 'Port Royal': 'Spain' });
      expect(resultOf(r, 'Jamaica').reason).toContain('head-on');
    });

    it('two clippers, one moving and one supporting, beat a lone frigate (2 against 1)', () => {
      const r = run(
        [clipper('England', 'Jamaica'), clipper('England', 'Spanish Town'), frigate('Spain', 'Port Royal')],
        [move('Jamaica', 'Port Royal'), support('Spanish Town', 'Jamaica', 'Port Royal')],
      );
      expect(where(r)).toEqual({ 'Port Royal': 'England', 'Spanish Town': 'England' });
    });

    it('a frigate supporting adds 1 like any support, no more', () => {
      const r = run(
        [clipper('England', 'Jamaica'), frigate('England', 'Spanish Town'), clipper('Spain', 'Port Royal'), clipper('Spain', 'Jamaica Channel')],
        [move('Jamaica', 'Port Royal'), support('Spanish Town', 'Jamaica', 'Port Royal'), supportHold('Jamaica Channel', 'Port Royal')],
      );
      expect(where(r)['Port Royal']).toBe('Spain');
    });
  });

  describe('supports (DATC 6.D)', () => {
    it('an attack on the supporter from elsewhere cuts its support', () => {
      const r = run(
        [clipper('England', 'Jamaica'), clipper('England', 'Spanish Town'), clipper('Spain', 'Port Royal'), frigate('France', 'Cayman Islands')],
        [move('Jamaica', 'Port Royal'), support('Spanish Town', 'Jamaica', 'Port Royal'), move('Cayman Islands', 'Spanish Town')],
      );
      expect(resultOf(r, 'Spanish Town')).toMatchObject({ success: false, reason: expect.stringContaining('cut by an attack') });
      expect(where(r)['Port Royal']).toBe('Spain');
    });

    it('an attack from the place the support aims at does not cut it', () => {
      const r = run(
        [clipper('England', 'Jamaica'), frigate('England', 'Spanish Town'), clipper('Spain', 'Port Royal')],
        [move('Jamaica', 'Port Royal'), support('Spanish Town', 'Jamaica', 'Port Royal'), move('Port Royal', 'Spanish Town')],
      );
      expect(resultOf(r, 'Spanish Town').success).toBe(true);
      expect(where(r)['Port Royal']).toBe('England');
    });

    it('a support for an order the unit did not give is void', () => {
      const r = run(
        [clipper('England', 'Jamaica'), clipper('England', 'Spanish Town'), clipper('Spain', 'Port Royal')],
        [support('Spanish Town', 'Jamaica', 'Port Royal')],
      );
      expect(resultOf(r, 'Spanish Town')).toMatchObject({ success: false, reason: expect.stringContaining('void') });
    });
  });

  describe('circular movement and own units (DATC 6.C, 6.E)', () => {
    it('three units moving round in a circle all move', () => {
      const r = run(
        [clipper('England', 'Jamaica'), clipper('Spain', 'Port Royal'), clipper('France', 'Spanish Town')],
        [move('Jamaica', 'Port Royal'), move('Port Royal', 'Spanish Town'), move('Spanish Town', 'Jamaica')],
      );
      expect(where(r)).toEqual({ 'Port Royal': 'England', 'Spanish Town': 'Spain', Jamaica: 'France' });
    });

    it('a power cannot dislodge its own unit, even with support', () => {
      const r = run(
        [frigate('England', 'Jamaica'), clipper('England', 'Spanish Town'), clipper('England', 'Port Royal')],
        [move('Jamaica', 'Port Royal'), support('Spanish Town', 'Jamaica', 'Port Royal')],
      );
      expect(where(r)).toEqual({ Jamaica: 'England', 'Port Royal': 'England', 'Spanish Town': 'England' });
      expect(r.dislodged).toEqual([]);
    });

    it('a beleaguered garrison holds when two equal attacks stand off over it', () => {
      const r = run(
        [clipper('Spain', 'Port Royal'), clipper('England', 'Jamaica'), clipper('England', 'Cayman Islands'), clipper('France', 'Spanish Town'), clipper('France', 'Jamaica Channel')],
        [move('Jamaica', 'Port Royal'), support('Cayman Islands', 'Jamaica', 'Port Royal'), move('Spanish Town', 'Port Royal'), support('Jamaica Channel', 'Spanish Town', 'Port Royal')],
      );
      expect(where(r)['Port Royal']).toBe('Spain');
      expect(r.dislodged).toEqual([]);
    });
  });

  describe('privateers and their patrons (rules 002)', () => {
    it('a privateer cannot dislodge its patron\'s unit, nor the patron the privateer\'s', () => {
      const r = run([frigate('Henry Morgan', 'Jamaica'), clipper('England', 'Port Royal')], [move('Jamaica', 'Port Royal')]);
      expect(where(r)).toEqual({ Jamaica: 'Henry Morgan', 'Port Royal': 'England' });
      expect(resultOf(r, 'Jamaica').reason).toContain('cannot attack each other');
      const back = run([frigate('England', 'Jamaica'), clipper('Henry Morgan', 'Port Royal')], [move('Jamaica', 'Port Royal')]);
      expect(back.dislodged).toEqual([]);
    });

    it('a patron\'s support does not help dislodge its privateer', () => {
      const r = run(
        [clipper('France', 'Jamaica'), clipper('England', 'Spanish Town'), clipper('Henry Morgan', 'Port Royal')],
        [move('Jamaica', 'Port Royal'), support('Spanish Town', 'Jamaica', 'Port Royal')],
      );
      expect(where(r)['Port Royal']).toBe('Henry Morgan');
    });

    it('a privateer may still attack anyone else', () => {
      const r = run([frigate('Henry Morgan', 'Jamaica'), clipper('Spain', 'Port Royal')], [move('Jamaica', 'Port Royal')]);
      expect(where(r)['Port Royal']).toBe('Henry Morgan');
    });
  });

  describe('retreats (DATC 6.H) and the Witch Hut', () => {
    it('a dislodged unit retreats only one place, never to where its attacker came from nor into a stand-off', () => {
      const r = run(
        [frigate('England', 'Jamaica'), clipper('Spain', 'Port Royal'), clipper('France', 'Cayman Islands'), clipper('Holland', 'Spanish Town')],
        [move('Jamaica', 'Port Royal'), move('Cayman Islands', 'Jamaica Channel'), move('Spanish Town', 'Jamaica Channel')],
      );
      const [spain] = r.dislodged;
      expect(spain.from).toBe('Port Royal');
      expect(spain.retreats).not.toContain('Jamaica');
      expect(spain.retreats).not.toContain('Jamaica Channel');
      for (const p of spain.retreats) expect(index.adjacent('Port Royal')).toContain(p);
    });

    it('lets units skip across the narrow straits the rules name', () => {
      for (const [a, b] of [
        ['Treasure Island', 'Hispaniola'],
        ['Treasure Island', 'Petit Goave'],
        ['New Andalucia', 'Trinadad'],
        ['Tobago', 'Waters of the Spanish Main'],
        ['Tortuga', 'Port-de-Paix'],
        ['Windward Passage', 'North Riff'],
      ]) {
        expect(where(run([frigate('France', a)], [move(a, b)]))).toEqual({ [b]: 'France' });
      }
    });

    it('lets a frigate cross Cuba through the Voodoo Witch Hut, and no clipper jump it in one move', () => {
      expect(where(run([frigate('Spain', 'Havana')], [move('Havana', 'Voodoo Witch Hut')]))).toEqual({ 'Voodoo Witch Hut': 'Spain' });
      expect(where(run([frigate('Spain', 'Voodoo Witch Hut')], [move('Voodoo Witch Hut', 'Santiago')]))).toEqual({ Santiago: 'Spain' });
      expect(where(run([clipper('Spain', 'Havana')], [move('Havana', 'Santiago')]))).toEqual({ Havana: 'Spain' });
    });
  });
});
