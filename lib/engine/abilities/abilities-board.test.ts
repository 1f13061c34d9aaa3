import { describe, expect, it } from 'vitest';
import { aboard, duel, mastsOf, shoot, withAndWithout } from '@/tests/fixtures/abilities';
import { crewCard, shipCard, shipsOf, table, type TableSpec } from '@/tests/fixtures/engine';
import type { Choice, Chooser } from '../state/choices';
import { type Action, checkAction, type Game, perform } from '../game';
import { homeGold, type Ship } from '../state/state';

/**
 * The boarding, ramming and treasure-taking effects the engine applies, each shown changing a game with the card
 * text and without it.
 */

describe('boarding and ramming abilities', () => {
  const ram = (rules: TableSpec['rules'], dice: number[], rammer: { ability?: string; crew?: string[] } = {}, rammed: { ability?: string; crew?: number } = {}): TableSpec => ({
    ships: [
      { card: shipCard({ cannons: '3S', move: 'L', ability: rammer.ability }), crew: (rammer.crew ?? []).map((c) => crewCard({ ability: c })), x: 5, y: 10, heading: 0 },
      { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: rammed.ability }), owner: 1, crew: Array.from({ length: rammed.crew ?? 0 }, () => crewCard({ faction: 'Spanish' })), x: 5.6, y: 8.8, heading: 90 },
    ],
    dice,
    rules,
  });
  const rammingMove = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
  const prize = aboard(1, 4, 2);

  it('boarding-bonus turns a lost boarding party into a win', () => {
    expect(withAndWithout('This ship gets +2 to her boarding rolls.', (t) => ram({}, [3, 3], { ability: t }), rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
  });

  it('boarding-bonus, "for every crew on her": two crew aboard make it +2, and it turns a lost boarding party into a win', () => {
    const text = 'This ship gets +1 to her boarding rolls for every crew on her.';
    expect(withAndWithout(text, (t) => ram({}, [3, 3], { ability: t, crew: ['', ''] }), rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
    // With one crew aboard it is +1: her 3 + 1 mast + 1 ties the boarded ship's 3 + 2 masts, and a tie takes nothing.
    expect(withAndWithout(text, (t) => ram({}, [3, 3], { ability: t, crew: [''] }), rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([0, 0]);
  });

  it('deny-boarding-bonus: the boarded ship gets no bonus of her own', () => {
    const spec = (t: string) => ram({}, [5, 3], { ability: t }, { ability: 'This ship gets +2 to her boarding rolls.' });
    expect(withAndWithout('The boarded ship may not use any boarding bonuses.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
    expect(withAndWithout("The boarded ship can't use any boarding bonuses.", spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
    expect(withAndWithout('The boarded ship may not use any boarding bonuses she may have.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
  });

  it('deny-boarding-bonus: only the ship she boards loses its bonus, not a ship boarding her', () => {
    // The rammer's +2 boarding party against the ship with the text: 3 + 1 + 2 beats 3 + 2.
    const spec = (t: string) => ram({}, [3, 3], { ability: 'This ship gets +2 to her boarding rolls.' }, { ability: t });
    expect(withAndWithout('The boarded ship may not use any boarding bonuses.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 1]);
  });

  it('board-takes-all-treasure and board-eliminates-all-crew', () => {
    const spec = (t: string) => ram({}, [6, 1], { ability: t });
    expect(withAndWithout('If this ship wins a boarding party, she may take as much treasure from the other ship as she can carry.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([2, 1]);
    expect(withAndWithout('If this ship wins a boarding party, she can take as much treasure from that ship as she can carry.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([2, 1]);
    const crewSpec = (t: string) => ram({}, [6, 1], { ability: t }, { crew: 2 });
    const noTreasure = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    expect(withAndWithout("If this ship succeeds at a boarding party, she may eliminate all of the other ship's crew.", crewSpec, noTreasure, (_, s) => s[1].crew.length)).toEqual([0, 1]);
  });

  it('board-eliminates-all-crew leaves the crew that "cannot be eliminated unless its ship sinks" and takes the rest', () => {
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability: "If this ship succeeds at a boarding party, she may eliminate all of the other ship's crew." }), x: 5, y: 10, heading: 0 },
        {
          card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }),
          owner: 1,
          crew: [crewCard({ faction: 'Spanish', points: 0, ability: 'Always place this crew face up; it cannot be eliminated unless its ship sinks.' }), crewCard({ faction: 'Spanish', points: 3 })],
          x: 5.6,
          y: 8.8,
          heading: 90,
        },
      ],
      dice: [6, 1],
    };
    const game = table(spec);
    const [, theirs] = shipsOf(game, spec);
    rammingMove(game, shipsOf(game, spec));
    expect(theirs.crew.map((c) => c.points)).toEqual([0]);
  });

  it('board-two-spoils: a won boarding party takes two of a treasure, a crew and a mast', () => {
    const text = 'If this ship succeeds at a boarding party, choose two of the following: eliminate a crew, take a treasure, or eliminate a mast.';
    const spec = (t: string) => ram({}, [6, 1], { ability: t }, { crew: 2 });
    const spoils = (_: Game, [a, b]: Ship[]) => ({ taken: a.treasure.length, crew: b.crew.length, masts: b.masts });
    expect(withAndWithout(text, spec, rammingMove, spoils, aboard(1, 4))).toEqual([
      { taken: 1, crew: 1, masts: 2 },
      { taken: 1, crew: 2, masts: 2 },
    ]);
    // With no treasure aboard her, a crew and a mast.
    expect(withAndWithout(text, spec, rammingMove, spoils)).toEqual([
      { taken: 0, crew: 1, masts: 1 },
      { taken: 0, crew: 1, masts: 2 },
    ]);
  });

  it('board-captures-crew and captive-gold: she takes the costliest crew aboard as cargo worth its cost, not the crew its owner would give up', () => {
    const capture = 'If this ship wins a boarding party, she can capture the crew with the highest point cost instead of eliminating it.';
    const gold = 'A captured crew becomes cargo worth its point cost in gold when unloaded at your home island.';
    // The Spanish ship carries a 1-point and a 4-point crew, and no treasure.
    const spec = (t: string): TableSpec => {
      const r = ram({}, [6, 1], { ability: t });
      return { ...r, ships: [r.ships[0], { ...r.ships[1], crew: [1, 4].map((points) => crewCard({ faction: 'Spanish', points })) }] };
    };
    const after = (g: Game, [a, b]: Ship[]) => ({ crew: b.crew.map((c) => c.points), aboard: a.treasure.map((id) => [g.state.treasures[id].value, g.state.treasures[id].seenBy]) });
    expect(withAndWithout(`${capture} ${gold}`, spec, rammingMove, after)).toEqual([
      { crew: [1], aboard: [[4, [true, true]]] },
      { crew: [4], aboard: [] },
    ]);
    // The capture without a sentence saying what a captive becomes (Captain Nemo's printing waits on its own) takes none.
    expect(withAndWithout(capture, spec, rammingMove, after)).toEqual([{ crew: [4], aboard: [] }, { crew: [4], aboard: [] }]);
    // With no room in her hold she eliminates a crew as any winner does.
    const full = (g: Game, ships: Ship[]) => aboard(0, 1, 1, 1)(g, ships);
    expect(withAndWithout(`${capture} ${gold}`, spec, rammingMove, (_, [, b]) => b.crew.map((c) => c.points), full)).toEqual([[4], [4]]);
  });

  it('board-two-spoils and board-captures-crew: at the table the winner chooses her two spoils, and whether to capture', () => {
    const asked: string[] = [];
    const answering = (answers: Partial<Record<Choice['kind'], number>>): Chooser =>
      ((choice: Choice, _by: number, auto: unknown) => {
        asked.push(`${choice.kind}:${choice.options.join(',')}`);
        return answers[choice.kind] ?? auto;
      }) as Chooser;
    const two = 'If this ship succeeds at a boarding party, choose two of the following: eliminate a crew, take a treasure, or eliminate a mast.';
    const spoilsSpec = ram({}, [6, 1], { ability: two }, { crew: 2 });
    const game = table(spoilsSpec);
    const ships = shipsOf(game, spoilsSpec);
    aboard(1, 4)(game, ships);
    // She leaves the coin and takes a crew and a mast.
    game.choose = answering({ spoils: 2 });
    rammingMove(game, ships);
    expect(asked).toContain('spoils:0,1,2');
    expect({ taken: ships[0].treasure.length, crew: ships[1].crew.length, masts: ships[1].masts }).toEqual({ taken: 0, crew: 1, masts: 1 });

    const capture = 'If this ship wins a boarding party, she can capture the crew with the highest point cost instead of eliminating it. A captured crew becomes cargo worth its point cost in gold when unloaded at your home island.';
    const r = ram({}, [6, 1], { ability: capture });
    const captureSpec = { ...r, ships: [r.ships[0], { ...r.ships[1], crew: [1, 4].map((points) => crewCard({ faction: 'Spanish', points })) }] };
    const declined = table(captureSpec);
    const [a, b] = shipsOf(declined, captureSpec);
    declined.choose = answering({ capture: 0 });
    rammingMove(declined, [a, b]);
    expect(asked).toContain('capture:0,1');
    // Declining, she eliminates a crew as any winner does: the loser gives up his cheaper one.
    expect({ crew: b.crew.map((c) => c.points), aboard: a.treasure.length }).toEqual({ crew: [4], aboard: 0 });
  });

  it('a plain boarding party: the winner may eliminate a crew even when the loser carries treasure', () => {
    // 001 "Board": "The player with the highest total can eliminate one crew on, or take one treasure from, the other ship."
    const asked: string[] = [];
    const spec = ram({}, [6, 1], {}, { crew: 2 });
    const game = table(spec);
    const ships = shipsOf(game, spec);
    aboard(1, 4)(game, ships);
    game.choose = ((choice: Choice, _by: number, auto: unknown) => {
      asked.push(`${choice.kind}:${choice.options.join(',')}`);
      return choice.kind === 'spoils' ? 6 : auto;
    }) as Chooser;
    rammingMove(game, ships);
    expect(asked).toContain('spoils:5,6');
    expect({ taken: ships[0].treasure.length, crew: ships[1].crew.length }).toEqual({ taken: 0, crew: 1 });
  });

  it('board-captures-crew and captive-gold: the captive unloaded at her home island is her point cost in gold', () => {
    const text =
      'As part of a move action, this ship may initiate a boarding party against a ship up to S away from her, without having to ram. If this ship wins a boarding party, she may capture the crew with the highest point cost instead of eliminating it. This captured crew becomes cargo worth its point cost in gold when unloaded at your home island.';
    const withOrWithout = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L+S', ability: t ? text : text.split('. ')[0] }), x: 1.5, y: 4.4, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [1, 4].map((points) => crewCard({ faction: 'Spanish', points })), x: 2.7, y: 4.4, heading: 0 },
      ],
      dice: [6, 1],
    });
    // She boards from where she lies, then sails home on her next turn and docks there.
    const boardThenHome = (game: Game, [a, b]: Ship[]) => {
      perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 0.1 }], board: b.id });
      perform(game, 0, { type: 'end-turn' });
      perform(game, 1, { type: 'end-turn' });
      perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }, { heading: 0, distance: 1 }] });
    };
    expect(withAndWithout(text, withOrWithout, boardThenHome, (g, [a]) => [a.docked, homeGold(g.state, 0)])).toEqual([[0, 4], [0, 0]]);
  });

  it('board-at-range: a boarding party against a ship within S, without ramming', () => {
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability: t }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 6.5, y: 8.2, heading: 90 },
      ],
      dice: [6, 1],
    });
    expect(withAndWithout('As part of a move action, this ship may initiate a boarding party against a ship up to S away from her, without having to ram.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
    expect(withAndWithout('As part of a move action, this ship may initiate a boarding party against a ship within S of her, without having to ram.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
  });

  it('board-at-range: a sea creature whose text says so boards too, and, loading no treasure, eliminates a crew', () => {
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', ability: `Sea Dragon. ${t}` }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 6.5, y: 8.2, heading: 90 },
      ],
      dice: [6, 1],
    });
    const text = 'As part of a move action, this sea creature can initiate a boarding party against a ship up to S away from her, without having to ram.';
    const spoils = (_: Game, [a, b]: Ship[]) => [a.treasure.length, b.treasure.length, b.crew.length];
    expect(withAndWithout(text, spec, rammingMove, spoils, prize)).toEqual([[0, 2, 0], [0, 2, 1]]);
  });

  it('board-eliminates-mast: a sea monster that wins a boarding party also eliminates a mast of the ship it boarded', () => {
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', ability: `Sea Monster. ${t}` }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S-3S', faction: 'Spanish' }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5, y: 8.2, heading: 90 },
      ],
      dice: [6, 1],
    });
    const ramAndBoard = (game: Game, [a, b]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }], board: b.id });
    const after = (_: Game, [, b]: Ship[]) => [b.masts, b.crew.length];
    expect(withAndWithout('If this sea monster succeeds at a boarding party, it also eliminates one mast.', spec, ramAndBoard, after)).toEqual([[2, 0], [3, 0]]);
    // Losing the party, it takes nothing, mast or crew.
    const losing = (t: string): TableSpec => ({ ...spec(t), dice: [1, 6] });
    expect(withAndWithout('If it succeeds at a boarding party, it also eliminates a mast.', losing, ramAndBoard, after)).toEqual([[3, 1], [3, 1]]);
  });

  it('boarding-bonus-instead: "+N instead if her opponent is a sea monster" counts when a sea creature whose text lets it board boards her', () => {
    const boards = 'As part of a move action, this sea creature can initiate a boarding party against a ship up to S away from her, without having to ram.';
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', ability: `Sea Monster. ${boards}` }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: t }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 6.5, y: 8.2, heading: 90 },
      ],
      // The creature rolls 4 (6 with its two segments), the ship 2: 4 bare, 7 with +1 and then +3 instead.
      dice: [4, 2],
    });
    const text = 'This ship gets +1 to her boarding rolls. She gets +3 instead if her opponent is a sea monster.';
    expect(withAndWithout(text, spec, rammingMove, (_, [, b]) => b.crew.length)).toEqual([1, 0]);
    // The +1 alone (5 against 6) does not save her crew: the "instead" does.
    expect(withAndWithout('This ship gets +1 to her boarding rolls.', spec, rammingMove, (_, [, b]) => b.crew.length)).toEqual([0, 0]);
  });

  it('boarding-bonus "against sea monsters" counts when a sea creature whose text lets it board boards her, and not against a ship', () => {
    const boards = 'As part of a move action, this sea creature can initiate a boarding party against a ship up to S away from her, without having to ram.';
    const text = 'This ship gets +2 to her boarding rolls against sea monsters.';
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S-3S', move: 'L', ability: `Sea Monster. ${boards}` }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability: t }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 6.5, y: 8.2, heading: 90 },
      ],
      // The creature rolls 4 (6 with its two segments), the ship 3 (5 with her masts, 7 with the bonus).
      dice: [4, 3],
    });
    expect(withAndWithout(text, spec, rammingMove, (_, [, b]) => b.crew.length)).toEqual([1, 0]);
    // A ship boarding her is no sea monster: 4 + 1 mast beats her 2 + 2 masts, as it would not if the +2 counted.
    const byShip = (t: string) => ram({}, [4, 2], {}, { ability: t, crew: 1 });
    expect(withAndWithout(text, byShip, rammingMove, (_, [, b]) => b.crew.length)).toEqual([0, 0]);
  });

  it('board-takes-all-treasure with board-eliminates-all-crew ("either ... or"): all her treasure when the loser carries any, else all her crew, never both', () => {
    const text = "If this ship wins a boarding party, she can either take as much treasure from the other ship as she wants, up to her available cargo space or can eliminate all of the other ship's crew.";
    const spec = (t: string) => ram({}, [6, 1], { ability: t }, { crew: 2 });
    const spoils = (_: Game, [a, b]: Ship[]) => ({ taken: a.treasure.length, crew: b.crew.length });
    expect(withAndWithout(text, spec, rammingMove, spoils, prize)).toEqual([{ taken: 2, crew: 2 }, { taken: 1, crew: 2 }]);
    expect(withAndWithout(text, spec, rammingMove, spoils)).toEqual([{ taken: 0, crew: 0 }, { taken: 0, crew: 1 }]);
  });

  it('board-at-range: "up to S away from her" counts from any part of her, her stern too', () => {
    // After the move her bow is 1.44 S from the Spanish ship and her stern 0.91 S.
    const spec = (t: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability: t }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 7.15, y: 9.6, heading: 90 },
      ],
      dice: [6, 1],
    });
    expect(withAndWithout('As part of a move action, this ship may initiate a boarding party against a ship up to S away from her, without having to ram.', spec, rammingMove, (_, s) => s[0].treasure.length, prize)).toEqual([1, 0]);
  });

  it('ram-proof: a Crimson Coast ram roll takes none of her masts', () => {
    const spec = (t: string) => ram({ ramRoll: true }, [6, 1, 1], {}, { ability: t });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout("Ramming cannot eliminate this ship's masts.", spec, act, mastsOf(1))).toEqual([2, 1]);
  });

  it('pinned-eliminates-crew: pinned by her ram, she takes a crew from the enemy', () => {
    // The rammed ship, with more masts, starts a boarding party and wins it: she has nothing to take.
    const spec = (t: string) => ram({}, [6, 1], { ability: t }, { crew: 1 });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('On the turn this ship is pinned, eliminate one crew from the enemy ship.', spec, act, (_, s) => s[1].crew.length)).toEqual([0, 1]);
    const crewAndMast = (_: Game, s: Ship[]) => [s[1].crew.length, s[1].masts];
    expect(withAndWithout('On the turn this ship is pinned, eliminate one crew and one mast from the rammed ship.', spec, act, crewAndMast)).toEqual([[0, 1], [1, 2]]);
  });

  it('plunder-touching: she takes a random treasure from a ship she touches', () => {
    const spec = (t: string) => ram({}, [6, 1, 1], { ability: t });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    expect(withAndWithout('Once per turn, this ship may randomly take one treasure from any ship she touches.', spec, act, (_, s) => s[0].treasure.length, aboard(1, 4))).toEqual([1, 0]);
  });

  it('plunder-touching, as much as she can carry: every coin her hold has room for', () => {
    const spec = (t: string) => ram({}, [6, 1, 1, 1, 1], { ability: t });
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    const holds = (_: Game, s: Ship[]) => [s[0].treasure.length, s[1].treasure.length];
    const all = 'Once per turn, if this ship is touching another ship, she can randomly take as much treasure from the other ship as she can carry.';
    expect(withAndWithout(all, spec, act, holds, aboard(1, 1, 2, 3, 4))).toEqual([[3, 1], [0, 4]]);
  });

  it('reveal-touching and take-unique-touching: touching an enemy ship, she shows both players its coins and takes its unique treasure', () => {
    const text = 'Once per turn, if this ship is touching another ship, reveal all face-down treasure aboard the other ship. This ship can take as much unique treasure from the other ship as she can carry.';
    // Side by side, 0.4 apart, her bow ahead of the Spanish ship's (so no ram): she sails 0.1 on and still touches
    // her, and the Spanish ship carries a coin and a unique treasure.
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', cargo: 1, ability }), x: 5, y: 5, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.4, y: 5.3, heading: 0 },
      ],
    });
    const cargo = (game: Game, ships: Ship[]) => {
      aboard(0, 1)(game, ships);
      aboard(1, 4)(game, ships);
      ships[1].treasure.push(game.state.treasures.push({ value: 0, unique: true, seenBy: [true, true] }) - 1);
    };
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 0.1 }] });
    const after = (g: Game, [a, b]: Ship[]) => ({
      seen: b.treasure.filter((id) => !g.state.treasures[id].unique).map((id) => g.state.treasures[id].seenBy),
      unique: [a, b].map((s) => s.treasure.filter((id) => g.state.treasures[id].unique).length),
    });
    expect(withAndWithout(text, spec, act, after, cargo)).toEqual([
      { seen: [[true, true]], unique: [1, 0] },
      { seen: [[false, false]], unique: [0, 1] },
    ]);
    // The reveal alone takes nothing.
    const reveal = text.split('. ')[0];
    expect(withAndWithout(reveal, spec, act, after, cargo)[0]).toEqual({ seen: [[true, true]], unique: [0, 1] });
  });

  it('load-from-nation: touching a Pirate ship, she loads all of its treasure her hold has room for; other nations keep theirs', () => {
    const text = "When touching a Pirate ship, this ship may load as much of that ship's treasure as she can carry.";
    const spec = (faction: string) => (t: string): TableSpec => {
      const s = ram({}, [6, 1, 1], { ability: t });
      return { ...s, ships: [s.ships[0], { ...s.ships[1], card: shipCard({ cannons: '3S-3S', faction }) }] };
    };
    const act = (game: Game, [a]: Ship[]) => perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 1.4 }] });
    const holds = (_: Game, s: Ship[]) => [s[0].treasure.length, s[1].treasure.length];
    expect(withAndWithout(text, spec('Pirate'), act, holds, aboard(1, 4, 2))).toEqual([[2, 0], [0, 2]]);
    expect(withAndWithout(text, spec('Spanish'), act, holds, aboard(1, 4, 2))).toEqual([[0, 2], [0, 2]]);
  });

  it('plunder-touching: a ship she does not touch keeps her treasure', () => {
    // She stops 0.6 S short of the Spanish ship's side.
    const spec: TableSpec = {
      ships: [
        { card: shipCard({ cannons: '3S', move: 'L', ability: 'Once per turn, this ship may randomly take one treasure from any ship she touches.' }), x: 5, y: 10, heading: 0 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.6, y: 8.3, heading: 90 },
      ],
      dice: [1],
    };
    const game = table(spec);
    const [a, b] = shipsOf(game, spec);
    b.treasure.push(game.state.treasures.push({ value: 4, unique: false, seenBy: [false, false] }) - 1);
    perform(game, 0, { type: 'move', ship: a.id, segments: [{ heading: 0, distance: 0.9 }] });
    expect([a.treasure.length, b.treasure.length]).toEqual([0, 1]);
  });

  it('crew-protected: her crew survive hits and boarding parties', () => {
    const spec = (ability: string): TableSpec => ({
      ships: [
        { card: shipCard({ cannons: '3S', seaCreature: true, ability: 'Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.' }), x: 5, y: 5 },
        { card: shipCard({ cannons: '3S-3S', faction: 'Spanish', ability }), owner: 1, crew: [crewCard({ faction: 'Spanish' })], x: 5.3, y: 5.4, heading: 90 },
      ],
      dice: [6],
    });
    expect(withAndWithout("This ship's crew cannot be eliminated unless she sinks.", spec, shoot, (_, s) => s[1].crew.length)).toEqual([1, 0]);
  });

  it('trade-treasure: a random treasure of hers for one of an enemy within S', () => {
    const text = 'Once per turn, if this ship carries treasure and is within S of an enemy ship, you may randomly trade one treasure with that ship.';
    const spec = (ability: string): TableSpec => ({ ...duel('3S', [1, 1])(''), ships: [{ ...duel('3S', [])('').ships[0], card: shipCard({ cannons: '3S', ability }) }, duel('3S', [])('').ships[1]] });
    const act = (game: Game, [a, b]: Ship[]) => {
      const trade: Action = { type: 'trade-treasure', ship: a.id, target: b.id };
      if (!checkAction(game.state, 0, trade)) perform(game, 0, trade);
    };
    const value = (g: Game, s: Ship[]) => g.state.treasures[s[0].treasure[0]].value;
    const cargoes = (game: Game, ships: Ship[]) => {
      aboard(0, 1)(game, ships);
      aboard(1, 5)(game, ships);
    };
    expect(withAndWithout(text, spec, act, value, cargoes)).toEqual([5, 1]);
  });

  it('trade-treasure: "within S" is measured hull to hull, not from her bow plus her length', () => {
    const text = 'Once per turn, if this ship carries treasure and is within S of an enemy ship, you may randomly trade one treasure with that ship.';
    // The Spanish ship lies across her bow, `gap` from it.
    const legal = (gap: number) => {
      const spec: TableSpec = {
        ships: [
          { card: shipCard({ cannons: '3S-3S', ability: text }), x: 5, y: 5, heading: 0 },
          { card: shipCard({ cannons: '3S-3S', faction: 'Spanish' }), owner: 1, x: 5.5, y: 5 - gap - 0.2, heading: 90 },
        ],
      };
      const game = table(spec);
      const [a, b] = shipsOf(game, spec);
      a.treasure.push(game.state.treasures.push({ value: 1, unique: false, seenBy: [false, false] }) - 1);
      b.treasure.push(game.state.treasures.push({ value: 5, unique: false, seenBy: [false, false] }) - 1);
      return checkAction(game.state, 0, { type: 'trade-treasure', ship: a.id, target: b.id });
    };
    expect(legal(0.9)).toBeNull();
    expect(legal(1.3)).toMatchObject({ code: 'out-of-range' });
  });
});
