import type { Against, Condition, Effect, RowEffect } from '@/lib/cards/abilities/effects';
import { parseAbility } from '@/lib/cards/abilities/parse';
import type { Cannon } from '@/lib/cards/card';
import { LEG_LENGTH } from '@/lib/cards/move';
import { canonicalNation } from '@/lib/cards/nations';
import type { PlayRules } from './play-rules';

/**
 * A ship's abilities for one game, compiled once from the parsed text of the ship and of the crew whose abilities
 * work aboard, so the hot path reads flags and numbers instead of text. The No Stacking rule (001 "Rules of the
 * High Seas": two sources of the same ability on a ship are not cumulative) is applied here: identical effects
 * from two cards count once, a crew-type keyword counting as the text it stands for.
 *
 * The Musketeer's cannon: Crimson Coast's "Placing Crew" gives it no rank or range, but every card that prints the
 * Musketeer's text in full says "one 3S cannon", so a card printing only the keyword gets that cannon.
 *
 * Crew-type keywords follow Crimson Coast's "Placing Crew", the only text that defines them (Daniel's Captain is
 * +1 instead).
 */
export interface Bonus {
  amount: number;
  against?: Against;
  condition?: Condition;
  /** Only against these opponents (bits: OPPONENT), for a boarding bonus's "instead" against sea monsters or submarines. */
  opponents?: number;
}

/**
 * Opponents a bonus may name. "Sea monster" is read as any sea creature (001 "Sea Creatures": the cards of that set
 * call every creature a sea monster); a submarine is a ship with the Submarine keyword. 001 lets no sea creature be
 * boarded, so against a sea monster the bonus waits for a card that lets one board.
 */
export const OPPONENT = { seaMonster: 1, submarine: 2 } as const;

/** A roll table (./turn.ts rolls it as her owner's turn begins): each row's faces as bits (1 << face) and what it gives. */
export interface RollTable {
  rows: { faces: number; effects: readonly RowEffect[] }[];
}

export interface Abilities {
  moveBonuses: { leg: 'S' | 'L'; condition?: Condition }[];
  derelictMove: 'S' | 'L' | null;
  fullCargoSlow: boolean;
  ignoreTerrain: boolean;
  moveAndShoot: boolean;
  moveAfterShoot: boolean;
  dockAndExplore: boolean;
  raidHome: number;
  /** How near her home island she may unload without docking (0: only docked). */
  unloadWithin: number;
  cannotBePinned: boolean;
  /** Once a turn, the free move she may make after loading treasure, or after unloading it. */
  moveAfterLoad: 'S' | 'L' | null;
  moveAfterUnload: 'S' | 'L' | null;
  /** A sea creature that begins its move within `lureWithin` of her gets `lureLeg` added to its base move. */
  lureWithin: number;
  lureLeg: 'S' | 'L' | null;
  schooner: boolean;
  ghost: boolean;
  broadsides: boolean;
  cannonBonuses: Bonus[];
  vulnerable: { amount: number; from: string[] }[];
  cannonAura: number;
  perFriend: number;
  focusFire: number;
  reroll: boolean;
  shootAgain: boolean;
  extraCannons: Cannon[];
  derelictCannotShoot: boolean;
  longRangeImmune: boolean;
  closeRangeImmune: boolean;
  fortImmune: boolean;
  /** How near a submerged ship may be for her to shoot at it (0: never). */
  shootSubmerged: number;
  dockedImmune: boolean;
  doubleDamage: boolean;
  twoHitsPerMast: boolean;
  ignoreFirstHit: boolean;
  hitEliminatesCrew: boolean;
  hitEliminatesCargo: boolean;
  attackerChoosesMast: boolean;
  fireThroughShips: boolean;
  allLongRange: boolean;
  doubleRangeNeed: number;
  noShootingWithTreasure: boolean;
  misfireOn: number;
  boardingBonuses: Bonus[];
  boardAtRange: boolean;
  denyBoardingBonus: boolean;
  boardEliminatesAllCrew: boolean;
  boardTakesAllTreasure: boolean;
  ramProof: boolean;
  crewProtected: boolean;
  pinnedEliminatesCrew: boolean;
  pinnedEliminatesMast: boolean;
  plunderTouching: boolean;
  plunderAll: boolean;
  /** Nations whose ships she empties into her hold when she touches them ("when touching a Pirate ship ... load"). */
  loadFrom: string[];
  tradeTreasure: boolean;
  extraActionFaces: number[];
  /** The roll's extra action may only repeat her first ("the same action twice"), not be another kind. */
  extraActionRepeats: boolean;
  crewForAction: boolean;
  /** Instead of her own action, another ship of her fleet may take two this turn. */
  delegateAction: boolean;
  cannonsSurvive: boolean;
  chainshot: boolean;
  stinkpot: boolean;
  markExplored: boolean;
  /** After looking at a wild island's treasure she may trade one coin of it for a random one of another, and loads that. */
  islandTrade: boolean;
  /** She never takes an island's last treasure. */
  leaveLastTreasure: boolean;
  /** A derelict she explores becomes hers, and both ships dock at her home island. */
  captureDerelict: boolean;
  /** Cargo room she has only while no crew is aboard. */
  cargoIfNoCrew: number;
  /** She sinks as her last mast falls, instead of lying derelict. */
  sinksMastless: boolean;
  /** Once a turn she may look at one face-down coin aboard any ship, or on any island. */
  lookShip: boolean;
  lookIsland: boolean;
  /** How near the crew or ship she silences each turn must be (0: she silences none). */
  silence: number;
  repairAnywhere: boolean;
  unloadBonus: number;
  repairOnSink: boolean;
  hasCaptain: boolean;
  // Keywords defined by WizKids' keyword texts (see keywordEffects).
  /** Fear: rolls against each enemy ship within S as her turn begins. */
  fear: boolean;
  /** Longship: she pins no ship she rams. */
  cannotPin: boolean;
  /** Longship: each standing mast rolls two dice. */
  twoDicePerMast: boolean;
  /** Longship: +N to her boarding roll in a boarding party that her own ram started. */
  ramBoardingBonus: number;
  /** Submarine: she may submerge as her turn begins (./movement.ts `backOff` and the checks read `Ship.submerged`). */
  submarine: boolean;
  /** Submarine: she neither tows nor is towed. */
  noTow: boolean;
  // Fire (./fire.ts): her firepot, and the faces (bit 1 << face) on which a fire she sets goes out or spreads.
  firepot: boolean;
  fireOut: number;
  fireSpread: number;
  /** A smokepot: a cannon of hers may place a fog bank instead of firing (./smoke.ts). */
  smokepot: boolean;
  // Roll tables, one die each.
  rollTables: RollTable[];
}

export function noAbilities(): Abilities {
  return {
    moveBonuses: [], derelictMove: null, fullCargoSlow: false, ignoreTerrain: false, moveAndShoot: false, moveAfterShoot: false,
    dockAndExplore: false, raidHome: 0, unloadWithin: 0, cannotBePinned: false, moveAfterLoad: null, moveAfterUnload: null, lureWithin: 0, lureLeg: null, schooner: false, ghost: false, broadsides: false, cannonBonuses: [],
    vulnerable: [], cannonAura: 0, perFriend: 0, focusFire: 0, reroll: false, shootAgain: false, extraCannons: [],
    derelictCannotShoot: false, longRangeImmune: false, closeRangeImmune: false, fortImmune: false, shootSubmerged: 0, dockedImmune: false,
    doubleDamage: false, twoHitsPerMast: false, ignoreFirstHit: false, hitEliminatesCrew: false, hitEliminatesCargo: false,
    attackerChoosesMast: false, fireThroughShips: false, allLongRange: false, doubleRangeNeed: 0, noShootingWithTreasure: false,
    misfireOn: 0, boardingBonuses: [], boardAtRange: false, denyBoardingBonus: false, boardEliminatesAllCrew: false,
    boardTakesAllTreasure: false, ramProof: false, crewProtected: false, pinnedEliminatesCrew: false, pinnedEliminatesMast: false, plunderTouching: false, plunderAll: false, loadFrom: [], tradeTreasure: false, extraActionFaces: [], extraActionRepeats: false,
    crewForAction: false, delegateAction: false, cannonsSurvive: false, chainshot: false, stinkpot: false, markExplored: false, islandTrade: false, leaveLastTreasure: false, captureDerelict: false, cargoIfNoCrew: 0, sinksMastless: false, lookShip: false, lookIsland: false, silence: 0, repairAnywhere: false, unloadBonus: 0, repairOnSink: false, hasCaptain: false,
    fear: false, cannotPin: false, twoDicePerMast: false, ramBoardingBonus: 0, submarine: false, noTow: false,
    firepot: false, fireOut: 0, fireSpread: 0, smokepot: false, rollTables: [],
  };
}

/**
 * The effects a keyword stands for, where a rule text defines it for ships and the crew aboard them.
 *
 * Keywords none of our rule documents define take their meaning from the keyword texts WizKids published, as the
 * card list at psmlist.com gives them (a page per keyword, "Author: Wizkids"); data/keywords.json names each page.
 * Longship (psmlist.com/public/keyword/detail?kw=Longship): two dice per mast, each a separate attack; she neither
 * pins nor is pinned; +1 to her boarding roll when she rams; after a move she may rotate on her stern; with no
 * masts she still moves S. Our shoot action has one target, so both dice of a mast go at it. A secondary summary
 * (site-of-curiosities.blogspot.com, "Special Purpose Keywords") reads the ram clause as "cannot eliminate a mast";
 * the WizKids text says nothing of masts, so a longship's ram follows the ruleset's ram like any other ship's.
 * Fear (psmlist.com/public/keyword/detail?kw=Fear) is applied as her turn begins (./turn.ts).
 * Submarine (psmlist.com/public/keyword/detail?kw=Submarine): her hull pieces are her masts; she neither pins, is
 * pinned, tows nor is towed, and ramming does her no harm; submerged (`Ship.submerged`) she only moves, cannot be
 * shot at, rammed, repaired or docked, and backs off S from a ship she rams instead of boarding it. Where that text
 * is silent: she starts surfaced and stays as she is until a `submerge` action as one of her turns begins; she may
 * not dive while docked; submerged she blocks no line of fire and neither boards nor is boarded.
 */
function keywordEffects(keyword: string, rules: PlayRules): Effect[] | 'marker' | null {
  switch (keyword) {
    case 'helmsman':
      return [{ kind: 'move-bonus', leg: 'S' }];
    case 'captain':
      // Daniel's Captain, "All cannon rolls and boarding parties get +1": read as +1 to her boarding rolls. Daniel's
      // rams start no boarding party, so it counts only in one a card starts "without having to ram".
      return rules.captain === 'plus-one'
        ? [{ kind: 'cannon-bonus', amount: 1 }, { kind: 'boarding-bonus', amount: 1 }]
        : [{ kind: 'move-and-shoot' }];
    case 'cannoneer':
      return [{ kind: 'shoot-again' }];
    case 'explorer':
      return [{ kind: 'dock-and-explore' }];
    case 'oarsman':
      return [{ kind: 'derelict-move', leg: 'S' }];
    case 'shipwright':
      return [{ kind: 'repair-anywhere' }];
    case 'musketeer':
      return [{ kind: 'extra-cannon', rank: 3, range: 'S' }];
    case 'longship':
      return [{ kind: 'derelict-move', leg: 'S' }, { kind: 'cannot-be-pinned' }];
    case 'fear':
      return 'marker';
    case 'submarine':
      return [{ kind: 'cannot-be-pinned' }, { kind: 'ram-proof' }];
    case 'schooner':
    case 'ghost-ship':
    case 'broadsides-attack':
    case 'sea-monster':
    case 'sea-dragon':
    case 'titan':
    case 'kraken':
    case 'octopus':
    case 'ransom':
    case 'limit':
      return 'marker';
    default:
      return null;
  }
}

/** Keywords the engine applies, for ./modelled.ts. */
export const MODELLED_KEYWORDS = [
  'helmsman', 'captain', 'cannoneer', 'explorer', 'oarsman', 'shipwright', 'musketeer', 'schooner', 'ghost-ship', 'broadsides-attack',
  'sea-monster', 'sea-dragon', 'titan', 'kraken', 'octopus', 'ransom', 'limit',
  // WizKids' keyword texts.
  'longship', 'fear', 'submarine',
] as const;

function apply(a: Abilities, e: Effect): void {
  switch (e.kind) {
    case 'keyword':
      if (e.keyword === 'schooner') a.schooner = true;
      if (e.keyword === 'ghost-ship') a.ghost = true;
      if (e.keyword === 'broadsides-attack') a.broadsides = true;
      if (e.keyword === 'captain') a.hasCaptain = true;
      if (e.keyword === 'fear') a.fear = true;
      if (e.keyword === 'longship') {
        // Her rotation on the stern is the schooner's pivot: a final turn after the move, no distance sailed.
        a.schooner = true;
        a.cannotPin = true;
        a.twoDicePerMast = true;
        a.ramBoardingBonus = 1;
      }
      if (e.keyword === 'submarine') {
        a.submarine = true;
        a.cannotPin = true;
        a.noTow = true;
      }
      return;
    case 'move-bonus':
      a.moveBonuses.push({ leg: e.leg, ...(e.condition ? { condition: e.condition } : {}) });
      return;
    case 'derelict-move':
      a.derelictMove = e.leg;
      return;
    case 'full-cargo-slow': a.fullCargoSlow = true; return;
    case 'ignore-terrain': a.ignoreTerrain = true; return;
    case 'move-and-shoot': a.moveAndShoot = true; return;
    case 'move-after-shoot': a.moveAfterShoot = true; return;
    case 'dock-and-explore': a.dockAndExplore = true; return;
    // "As much as she can carry": her hold limits it, so any count above every hold stands for it.
    case 'raid-home': a.raidHome = Math.max(a.raidHome, e.all ? 1000 : e.treasures); return;
    case 'unload-within': a.unloadWithin = Math.max(a.unloadWithin, LEG_LENGTH[e.within]); return;
    case 'cannot-be-pinned': a.cannotBePinned = true; return;
    case 'move-after-cargo':
      if (e.after === 'load') a.moveAfterLoad = a.moveAfterLoad === 'L' ? 'L' : e.leg;
      else a.moveAfterUnload = a.moveAfterUnload === 'L' ? 'L' : e.leg;
      return;
    case 'lure-monsters':
      a.lureWithin = Math.max(a.lureWithin, LEG_LENGTH[e.within]);
      if (a.lureLeg !== 'L') a.lureLeg = e.leg;
      return;
    case 'cannon-bonus': a.cannonBonuses.push({ amount: e.amount, against: e.against, condition: e.condition }); return;
    case 'vulnerable': a.vulnerable.push({ amount: e.amount, from: e.from.map((n) => canonicalNation(n) ?? n) }); return;
    case 'cannon-aura': a.cannonAura = Math.max(a.cannonAura, e.amount); return;
    case 'cannon-bonus-per-friend': a.perFriend = Math.max(a.perFriend, e.amount); return;
    case 'focus-fire': a.focusFire = Math.max(a.focusFire, e.amount); return;
    case 'reroll': a.reroll = true; return;
    case 'shoot-again': a.shootAgain = true; return;
    case 'extra-cannon': a.extraCannons.push({ rank: e.rank, range: e.range }); return;
    case 'derelict-cannot-shoot': a.derelictCannotShoot = true; return;
    case 'long-range-immune': a.longRangeImmune = true; return;
    case 'close-range-immune': a.closeRangeImmune = true; return;
    case 'fort-immune': a.fortImmune = true; return;
    // No distance named: her guns' reach is the only limit, and no gun reaches this far.
    case 'shoot-submerged': a.shootSubmerged = Math.max(a.shootSubmerged, e.within ? LEG_LENGTH[e.within] : 1000); return;
    case 'docked-immune': a.dockedImmune = true; return;
    case 'double-damage': a.doubleDamage = true; return;
    case 'two-hits-per-mast': a.twoHitsPerMast = true; return;
    case 'ignore-first-hit': a.ignoreFirstHit = true; return;
    case 'hit-eliminates-crew': a.hitEliminatesCrew = true; return;
    case 'hit-eliminates-cargo': a.hitEliminatesCargo = true; return;
    case 'attacker-chooses-mast': a.attackerChoosesMast = true; return;
    case 'fire-through-ships': a.fireThroughShips = true; return;
    case 'all-long-range': a.allLongRange = true; return;
    case 'double-range': a.doubleRangeNeed = e.need; return;
    case 'no-shooting-with-treasure': a.noShootingWithTreasure = true; return;
    case 'misfire': a.misfireOn = e.on; return;
    case 'boarding-bonus': a.boardingBonuses.push({ amount: e.amount, against: e.against }); return;
    case 'board-at-range': a.boardAtRange = true; return;
    case 'deny-boarding-bonus': a.denyBoardingBonus = true; return;
    case 'board-eliminates-all-crew': a.boardEliminatesAllCrew = true; return;
    case 'board-takes-all-treasure': a.boardTakesAllTreasure = true; return;
    case 'ram-proof': a.ramProof = true; return;
    case 'crew-protected': a.crewProtected = true; return;
    case 'pinned-eliminates-crew':
      a.pinnedEliminatesCrew = true;
      if (e.mast) a.pinnedEliminatesMast = true;
      return;
    case 'plunder-touching':
      a.plunderTouching = true;
      if (e.all) a.plunderAll = true;
      return;
    case 'trade-treasure': a.tradeTreasure = true; return;
    case 'load-from-nation': a.loadFrom = [...a.loadFrom, canonicalNation(e.nation) ?? e.nation]; return;
    case 'extra-action-on-roll':
      // A second text granting any extra action is worth more than one granting a repeat: the broader one holds.
      a.extraActionRepeats = e.sameAction && (a.extraActionFaces.length === 0 || a.extraActionRepeats);
      a.extraActionFaces = [...new Set([...a.extraActionFaces, ...e.faces])];
      return;
    case 'crew-for-action': a.crewForAction = true; return;
    case 'delegate-action': a.delegateAction = true; return;
    case 'cannons-survive': a.cannonsSurvive = true; return;
    case 'chainshot': a.chainshot = true; return;
    case 'stinkpot': a.stinkpot = true; return;
    case 'mark-explored': a.markExplored = true; return;
    case 'island-trade': a.islandTrade = true; return;
    case 'leave-last-treasure': a.leaveLastTreasure = true; return;
    case 'capture-derelict': a.captureDerelict = true; return;
    case 'cargo-if-no-crew': a.cargoIfNoCrew = Math.max(a.cargoIfNoCrew, e.spaces); return;
    case 'sinks-mastless': a.sinksMastless = true; return;
    case 'look':
      if (e.on === 'ship') a.lookShip = true;
      else a.lookIsland = true;
      return;
    case 'silence': a.silence = Math.max(a.silence, LEG_LENGTH[e.within]); return;
    case 'repair-anywhere': a.repairAnywhere = true; return;
    case 'unload-bonus': a.unloadBonus = Math.max(a.unloadBonus, e.gold); return;
    case 'repair-on-sink': a.repairOnSink = true; return;
    // Fire.
    case 'firepot': a.firepot = true; return;
    case 'smokepot': a.smokepot = true; return;
    case 'fire-table':
      a.fireOut = faceMask(e.out);
      a.fireSpread = faceMask(e.spread);
      return;
    // Build-time effects, the extra cannon's reminder and the action roll's set-up sentence change nothing in play by themselves.
    default:
      return;
  }
}

const faceMask = (faces: readonly number[]): number => faces.reduce((m, f) => m | (1 << f), 0);

/**
 * The abilities of a ship from her own text and the texts of the crew whose abilities work aboard. Identical
 * effects count once (No Stacking); different bonuses add up.
 */
export function compileAbilities(texts: readonly string[], rules: PlayRules): Abilities {
  // Every game of a simulation compiles the same few ships: the result is shared, and read-only to the engine.
  const key = `${rules.captain}\u0000${texts.join('\u0000')}`;
  const known = compiled.get(key);
  if (known) return known;
  const a = compileFresh(texts, rules);
  if (compiled.size >= 2_000) compiled.clear();
  compiled.set(key, a);
  return a;
}

const compiled = new Map<string, Abilities>();

function compileFresh(texts: readonly string[], rules: PlayRules): Abilities {
  const a = noAbilities();
  const seen = new Set<string>();
  for (const text of texts) {
    // A text's roll table: the rows after its roll sentence. The same table on two cards is one (No Stacking).
    let table: RollTable | null = null;
    // The boarding bonus an "instead" sentence after it replaces against some opponents.
    let lastBoarding = 0;
    for (const sentence of parseAbility(text)) {
      for (const effect of sentence.effects) {
        if (effect.kind === 'boarding-bonus' && !effect.against) lastBoarding = effect.amount;
        if (effect.kind === 'boarding-bonus-instead') {
          const key = JSON.stringify([effect, lastBoarding]);
          if (!seen.has(key) && effect.amount > lastBoarding) {
            seen.add(key);
            const opponents = effect.opponents.reduce((m, o) => m | (o === 'submarine' ? OPPONENT.submarine : OPPONENT.seaMonster), 0);
            a.boardingBonuses.push({ amount: effect.amount - lastBoarding, opponents });
          }
          continue;
        }
        if (effect.kind === 'turn-roll' || effect.kind === 'action-roll') table = { rows: [] };
        if (effect.kind === 'roll-table' && table) for (const r of effect.rows) table.rows.push({ faces: faceMask(r.faces), effects: r.effects });
        // A crew type is its ability's text (a Helmsman is "+S to her base move"), so it does not stack with that text.
        const meaning = effect.kind === 'keyword' ? keywordEffects(effect.keyword, rules) : null;
        for (const e of [effect, ...(Array.isArray(meaning) ? meaning : [])]) {
          const key = JSON.stringify(e);
          if (seen.has(key)) continue;
          seen.add(key);
          apply(a, e);
        }
      }
    }
    if (table?.rows.length && !seen.has(JSON.stringify(table))) {
      seen.add(JSON.stringify(table));
      a.rollTables.push(table);
    }
  }
  return a;
}

/** Whether a bonus limited to some ships applies against this one. */
export function appliesAgainst(against: Against | undefined, nation: string, isFort: boolean, damaged: boolean): boolean {
  if (!against) return true;
  if (against.damaged) return damaged;
  if (isFort) return against.forts;
  const named = against.nations.includes(nation);
  return against.except ? !named : named;
}

const NONE = Object.freeze(noAbilities()) as Abilities;

/**
 * The abilities a ship has now: her own text and that of the crew aboard whose abilities work there, unless a
 * stinkpot keeps her crew from using them this turn, or Fear all of them (`unnerved`), or a silencer one of them
 * (`silenced`: 0 her own text, k the text of crew k - 1). Recomputed when crew are lost or any of these wears off.
 */
export function currentAbilities(
  ship: { text: string; crew: readonly { ability: string; active: boolean }[]; stunk: number; unnerved?: boolean; silenced?: number },
  rules: PlayRules,
): Abilities {
  if (ship.unnerved) return NONE;
  const hushed = ship.silenced ?? -1;
  const crew = ship.stunk === 2 ? [] : ship.crew.filter((c, i) => c.active && i !== hushed - 1).map((c) => c.ability);
  return compileAbilities([hushed === 0 ? '' : ship.text, ...crew], rules);
}
