import type { Effect, EffectKind } from '@/lib/cards/abilities/effects';
import { LEG_LENGTH } from '@/lib/cards/move';
import { canonicalNation } from '@/lib/cards/nations';
import { type Abilities, MARK, OPPONENT, SPECIAL_BITS } from './ability-flags';
import type { SpecialShot } from '../core/actions';

/**
 * Every effect kind the ability parser yields, one record each: where in the game it acts (its timing windows), how
 * it folds into a ship's compiled abilities (its hook, compiled once per ship so the hot path reads flags and
 * numbers), and whether the game applies it. The record is the one place an effect kind is wired into the engine;
 * `MODELLED_EFFECTS` (./modelled.ts) and `npm run abilities` read it. The sentence patterns and the zod parameters of
 * each kind live with the parser (lib/cards/abilities), below the engine, because the card pages and the fleet
 * builder read card text without playing it.
 *
 * A mapped type over `EffectKind` makes a kind without a record a type error, so a new kind is either wired here or
 * left out here by name with the reason. `play` kinds must also be named by a with-and-without test in an
 * ./abilities-*.test.ts file (./replay.test.ts checks), and `build` kinds change a fleet's legality (lib/rules).
 */
export type Window =
  | 'build'
  | 'turn-start'
  | 'base-move'
  | 'sailing'
  | 'after-move'
  | 'dock'
  | 'explore'
  | 'target'
  | 'cannon-roll'
  | 'on-hit'
  | 'ram'
  | 'boarding'
  | 'action'
  | 'repair'
  | 'sink';

export type Status =
  /** Applied in play at its windows. */
  | 'play'
  /** Applied by the fleet validator (and, for cargo, by the hold in play). */
  | 'build'
  /** A sentence completing another kind's rule (`completes`), applied and tested with it. */
  | 'reminder';

export interface EffectKindRecord<K extends EffectKind> {
  status: Status;
  windows: readonly Window[];
  /** The hook: how one effect of this kind changes a ship's compiled abilities. */
  compile?: (a: Abilities, e: Extract<Effect, { kind: K }>) => void;
  /**
   * A unique treasure's own text, read from the treasure where it acts (../treasure/treasure-text.ts: as it is revealed, as it
   * is unloaded) rather than compiled into the ship carrying it, so it counts as modelled on a treasure card only.
   */
  treasureText?: true;
  /** Likewise a piece of equipment's own text, read where it acts (its shot), so it counts on an equipment card only. */
  equipmentText?: true;
  /**
   * A crew's text about that crew alone, read from the crew where it acts (placed at set-up, leaving her ship:
   * ../setup/setup.ts `crewOf`, ../state/state.ts `crewSays`) rather than compiled into the ship; a treasure cannot carry it.
   */
  crewText?: true;
  /** For a reminder: the kind it completes. */
  completes?: EffectKind;
  /**
   * Applied to a fort's own printed text too (../combat/forts.ts reads the fort's compiled text): only these kinds count as
   * modelled on a fort card, since a fort only shoots, is shot at and is docked at.
   */
  forts?: true;
}

type Registry = { [K in EffectKind]: EffectKindRecord<K> };

const flag =
  <F extends keyof Abilities>(field: F) =>
  (a: Abilities): void => {
    (a[field] as boolean) = true;
  };
const mark =
  (bit: number) =>
  (a: Abilities): void => {
    a.marks |= bit;
  };

/** A special shot her text gives her; `anyRange`: equipment's, fired by any cannon that reaches, not only within S. */
function shotGiven(a: Abilities, shot: SpecialShot, anyRange: boolean): void {
  a[shot] = true;
  if (anyRange) a.specialAnyRange |= SPECIAL_BITS[shot];
}

/** Die faces as bits (1 << face), the form the hot path tests. */
export const faceMask = (faces: readonly number[]): number => faces.reduce((m, f) => m | (1 << f), 0);

export const EFFECT_KINDS: Registry = {
  // Keywords compile through the effects they stand for (./abilities.ts `keywordEffects`); the markers set here are
  // the keywords the engine reads by name.
  keyword: {
    status: 'play',
    windows: ['base-move', 'sailing', 'target', 'cannon-roll', 'ram', 'boarding', 'turn-start'],
    compile: (a, e) => {
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
      if (e.keyword === 'sea-monster') a.seaMonster = true;
      if (e.keyword === 'clipper') a.marks |= MARK.clipper;
      if (e.keyword === 'gunboat') a.marks |= MARK.gunboat;
      if (e.keyword === 'steamship') a.marks |= MARK.steamship;
      if (e.keyword === 'catamaran') a.secondaryHulls = Math.max(a.secondaryHulls, 1);
      if (e.keyword === 'double-catamaran') a.secondaryHulls = 2;
      if (e.keyword === 'submarine') {
        a.submarine = true;
        a.cannotPin = true;
        a.noTow = true;
      }
    },
  },

  // Fleet building (lib/rules).
  'build-bonus': { status: 'build', windows: ['build'] },
  'crew-cost-reduction': { status: 'build', windows: ['build'] },
  'cargo-bonus': { status: 'build', windows: ['build'] },
  'no-cargo-space': { status: 'build', windows: ['build'] },
  'fleet-cargo': { status: 'build', windows: ['build'] },
  'crew-any-nationality': { status: 'build', windows: ['build'] },
  'crew-nationality-allowed': { status: 'build', windows: ['build'] },
  // The link's +1 cargo is in the ship summary (lib/rules/ship-summary.ts `linkCargo`), which the hold in play reads.
  'setup-link': { status: 'build', windows: ['build'] },
  // Refused in the fleet (lib/rules `checkNoCrewShips`) and in play: no crew comes aboard her (../check.ts).
  'no-crew': { status: 'play', windows: ['build', 'action'], compile: flag('noCrew') },

  // Movement (../check.ts `baseMove`, ../movement/movement.ts).
  'move-bonus': {
    status: 'play',
    windows: ['base-move'],
    compile: (a, e) =>
      void a.moveBonuses.push({ leg: e.leg, ...(e.condition ? { condition: e.condition } : {}), ...(e.nearFriend ? { nearFriend: LEG_LENGTH[e.nearFriend] } : {}), ...(e.nearEnemy ? { nearEnemy: LEG_LENGTH[e.nearEnemy] } : {}) }),
  },
  'derelict-move': { status: 'play', windows: ['base-move'], compile: (a, e) => void (a.derelictMove = e.leg) },
  'full-cargo-slow': { status: 'play', windows: ['base-move'], compile: flag('fullCargoSlow') },
  'ignore-terrain': { status: 'play', windows: ['sailing'], compile: flag('ignoreTerrain') },
  'move-and-shoot': { status: 'play', windows: ['after-move'], compile: flag('moveAndShoot') },
  'move-after-shoot': { status: 'play', windows: ['action'], compile: flag('moveAfterShoot') },
  'dock-and-explore': { status: 'play', windows: ['dock'], compile: flag('dockAndExplore') },
  // "As much as she can carry": her hold limits it, so any count above every hold stands for it.
  'raid-home': { status: 'play', windows: ['dock'], compile: (a, e) => void (a.raidHome = Math.max(a.raidHome, e.all ? 1000 : e.treasures)) },
  'unload-within': { status: 'play', windows: ['after-move'], compile: (a, e) => void (a.unloadWithin = Math.max(a.unloadWithin, LEG_LENGTH[e.within])) },
  'move-after-cargo': {
    status: 'play',
    windows: ['dock', 'explore', 'action'],
    compile: (a, e) => {
      if (e.after === 'load') a.moveAfterLoad = a.moveAfterLoad === 'L' ? 'L' : e.leg;
      else a.moveAfterUnload = a.moveAfterUnload === 'L' ? 'L' : e.leg;
    },
  },
  'lure-monsters': {
    status: 'play',
    windows: ['base-move'],
    compile: (a, e) => {
      a.lureWithin = Math.max(a.lureWithin, LEG_LENGTH[e.within]);
      if (a.lureLeg !== 'L') a.lureLeg = e.leg;
    },
  },
  'must-leave': { status: 'reminder', windows: ['action'], completes: 'raid-home' },
  // Both halves set what the engine needs: the roll only with its result, the result only after the roll (../movement/movement.ts `moveRoll`).
  'move-roll': { status: 'play', windows: ['after-move'], compile: flag('moveRoll') },
  'move-roll-result': {
    status: 'play',
    windows: ['after-move'],
    compile: (a, e) => {
      a.moveRollFaces = faceMask(e.faces);
      a.moveRollLeg = e.leg;
    },
  },
  'cannot-be-pinned': { status: 'play', windows: ['ram'], compile: flag('cannotBePinned') },
  'fog-hop': { status: 'play', windows: ['sailing'], compile: flag('fogHop') },

  // Shooting (../combat/shoot.ts, ../combat/combat.ts).
  'cannon-bonus': {
    status: 'play',
    windows: ['cannon-roll'],
    compile: (a, e) => void a.cannonBonuses.push({ amount: e.amount, against: e.against, condition: e.condition, ...(e.nearFriend ? { nearFriend: LEG_LENGTH[e.nearFriend] } : {}) }),
  },
  'extra-mast': { status: 'play', windows: ['on-hit'], compile: flag('extraMast') },
  push: { status: 'play', windows: ['action'], compile: (a, e) => void ((a.cardActions.pushFaces = faceMask(e.faces)), (a.cardActions.pushLeg = e.leg)) },
  'push-action': { status: 'reminder', windows: ['action'], completes: 'push' },
  bellow: { status: 'play', windows: ['action'], compile: (a) => void (a.cardActions.bellow = true) },
  'forge-cannon': { status: 'play', windows: ['dock', 'action'], compile: (a) => void (a.cardActions.forge = true) },
  'forged-cannon': { status: 'play', windows: ['target', 'cannon-roll'], compile: (a, e) => void (a.forgedCannon = { rank: e.rank, range: e.range }) },
  possess: { status: 'play', windows: ['action'], compile: (a, e) => void (a.cardActions.possessWithin = LEG_LENGTH[e.within]) },
  'possess-roll': { status: 'play', windows: ['action'], compile: (a, e) => void (a.cardActions.possessFaces = faceMask(e.faces)) },
  'possess-turns': { status: 'reminder', windows: ['action'], completes: 'possess' },
  'push-roll': { status: 'reminder', windows: ['action'], completes: 'push' },
  'place-current': { status: 'play', windows: ['action', 'base-move'], compile: (a, e) => void (a.cardActions.currentFaces = faceMask(e.faces)) },
  'current-roll': { status: 'reminder', windows: ['action'], completes: 'place-current' },
  'crew-for-mast': { status: 'play', windows: ['on-hit'], compile: flag('crewForMast') },
  'range-against-creatures': { status: 'play', windows: ['target'], compile: (a, e) => void (a.creatureRange = Math.max(a.creatureRange, e.legs * LEG_LENGTH.L)) },
  vulnerable: {
    status: 'play',
    windows: ['cannon-roll'],
    compile: (a, e) => void a.vulnerable.push({ amount: e.amount, from: e.from.map((n) => canonicalNation(n) ?? n), ...(e.creatures ? { creatures: e.creatures } : {}) }),
  },
  'cannon-aura': { status: 'play', windows: ['cannon-roll'], compile: (a, e) => void (a.cannonAura = Math.max(a.cannonAura, e.amount)) },
  'cannon-bonus-per-friend': { status: 'play', windows: ['cannon-roll'], compile: (a, e) => void (a.perFriend = Math.max(a.perFriend, e.amount)) },
  'focus-fire': { status: 'play', windows: ['cannon-roll'], compile: (a, e) => void (a.focusFire = Math.max(a.focusFire, e.amount)) },
  reroll: { status: 'play', windows: ['cannon-roll'], compile: flag('reroll') },
  'shoot-again': { status: 'play', windows: ['cannon-roll'], compile: flag('shootAgain'), forts: true },
  'extra-cannon': { status: 'play', windows: ['target'], compile: (a, e) => void a.extraCannons.push({ rank: e.rank, range: e.range }) },
  'extra-cannon-any-mast': { status: 'reminder', windows: ['target'], completes: 'extra-cannon' },
  'derelict-cannot-shoot': { status: 'play', windows: ['target'], compile: flag('derelictCannotShoot') },
  'long-range-immune': { status: 'play', windows: ['target'], compile: flag('longRangeImmune'), forts: true },
  'short-range-against': { status: 'play', windows: ['target'], compile: flag('shortRangeAgainst') },
  'close-range-immune': { status: 'play', windows: ['target'], compile: flag('closeRangeImmune') },
  // Printed on forts only, and applied to a fort's shots, docks and hits (../combat/forts.ts).
  'docked-cannon-bonus': { status: 'play', windows: ['cannon-roll'], compile: (a, e) => void (a.dockedCannonBonus = Math.max(a.dockedCannonBonus, e.amount)), forts: true },
  'dock-repair-all': { status: 'play', windows: ['dock'], compile: flag('dockRepairAll'), forts: true },
  'unload-extra-action': { status: 'play', windows: ['dock', 'action'], compile: (a, e) => void (a.unloadExtraAction = e.gold), forts: true },
  'fort-look': { status: 'play', windows: ['action'], compile: (a) => void (a.cardActions.fortLook = true), forts: true },
  'dock-idle-roll': { status: 'play', windows: ['dock'], compile: (a, e) => void (a.dockIdleFaces = faceMask(e.faces)), forts: true },
  'hit-shield': { status: 'play', windows: ['on-hit'], compile: flag('hitShield'), forts: true },
  'hit-shield-count': { status: 'reminder', windows: ['on-hit'], completes: 'hit-shield', forts: true },
  'fort-immune': { status: 'play', windows: ['target'], compile: flag('fortImmune') },
  // No distance named: her guns' reach is the only limit, and no gun reaches this far.
  'shoot-submerged': { status: 'play', windows: ['target'], compile: (a, e) => void (a.shootSubmerged = Math.max(a.shootSubmerged, e.within ? LEG_LENGTH[e.within] : 1000)) },
  'sinks-mastless': { status: 'play', windows: ['on-hit'], compile: flag('sinksMastless') },
  'cannot-sink': { status: 'play', windows: ['on-hit', 'sink'], compile: flag('cannotSink') },
  // Scuttling is open to every derelict (001 "Scuttling"); the sentence only says the ship keeps it.
  'may-be-scuttled': { status: 'reminder', windows: ['sink'], completes: 'cannot-sink' },
  'docked-immune': { status: 'play', windows: ['target'], compile: flag('dockedImmune') },
  'double-damage': { status: 'play', windows: ['on-hit'], compile: flag('doubleDamage') },
  'two-hits-per-mast': { status: 'play', windows: ['on-hit'], compile: flag('twoHitsPerMast') },
  'masts-need-roll': { status: 'play', windows: ['on-hit'], compile: (a, e) => void (a.mastsNeedRoll = Math.max(a.mastsNeedRoll, e.roll)) },
  'ignore-first-hit': { status: 'play', windows: ['on-hit'], compile: flag('ignoreFirstHit') },
  'hit-eliminates-crew': { status: 'play', windows: ['on-hit'], compile: flag('hitEliminatesCrew') },
  // A text without "once per turn" beside one with it: the unlimited one holds.
  'hit-eliminates-cargo': {
    status: 'play',
    windows: ['on-hit'],
    compile: (a, e) => void (a.hitEliminatesCargo = e.once && a.hitEliminatesCargo !== 'every' ? 'once' : 'every'),
    forts: true,
  },
  'attacker-chooses-mast': { status: 'play', windows: ['on-hit'], compile: flag('attackerChoosesMast') },
  'fire-through-ships': { status: 'play', windows: ['target'], compile: flag('fireThroughShips') },
  'all-long-range': { status: 'play', windows: ['target'], compile: flag('allLongRange') },
  'double-range': { status: 'play', windows: ['target', 'cannon-roll'], compile: (a, e) => void (a.doubleRangeNeed = e.need) },
  'no-shooting-with-treasure': { status: 'play', windows: ['target'], compile: flag('noShootingWithTreasure') },
  'no-shooting': { status: 'play', windows: ['target'], compile: flag('noShooting') },
  misfire: { status: 'play', windows: ['cannon-roll'], compile: (a, e) => void (a.misfireOn = e.on) },
  'cannons-survive': { status: 'play', windows: ['target'], compile: flag('cannonsSurvive') },
  chainshot: { status: 'play', windows: ['cannon-roll', 'on-hit', 'base-move'], compile: (a, e) => shotGiven(a, 'chainshot', e.anyRange === true) },
  'chainshot-declare': { status: 'reminder', windows: ['cannon-roll'], completes: 'chainshot' },
  'chainshot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'chainshot' },
  stinkpot: { status: 'play', windows: ['cannon-roll', 'on-hit', 'turn-start'], compile: (a, e) => shotGiven(a, 'stinkpot', e.anyRange === true) },
  'stinkpot-declare': { status: 'reminder', windows: ['cannon-roll'], completes: 'stinkpot' },
  'stinkpot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'stinkpot' },

  // Fire and smoke (../combat/fire.ts, ../terrain/smoke.ts).
  firepot: {
    status: 'play',
    windows: ['cannon-roll', 'on-hit'],
    compile: (a, e) => {
      shotGiven(a, 'firepot', e.anyRange === true);
      if (!e.anyRange) return;
      // Fire Shot prints no burning rules: they are on the rules card it comes with (Fire and Steel's Fire Mast Rules),
      // out on a 5 or 6, spreading on a 1 or 2. A fire table in another text aboard her reads first.
      if (!a.fireOut && !a.fireSpread) {
        a.fireOut = faceMask([5, 6]);
        a.fireSpread = faceMask([1, 2]);
      }
    },
  },
  'firepot-declare': { status: 'reminder', windows: ['cannon-roll'], completes: 'firepot' },
  'firepot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'firepot' },
  'fire-roll': { status: 'reminder', windows: ['turn-start'], completes: 'fire-table' },
  // Equipment's other shots, fired by any cannon that reaches the target.
  grapeshot: { status: 'play', windows: ['cannon-roll', 'on-hit'], compile: (a) => shotGiven(a, 'grapeshot', true) },
  'grapeshot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'grapeshot' },
  'exploding-shot': { status: 'play', windows: ['cannon-roll', 'on-hit'], compile: (a) => shotGiven(a, 'exploding', true) },
  'exploding-shot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'exploding-shot' },
  'double-shot': { status: 'play', windows: ['cannon-roll', 'on-hit'], compile: (a) => shotGiven(a, 'doubleshot', true) },
  'double-shot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'double-shot' },
  'grapple-shot': { status: 'play', windows: ['cannon-roll', 'on-hit', 'boarding'], compile: (a) => shotGiven(a, 'grappleshot', true) },
  'grapple-shot-hit': { status: 'reminder', windows: ['on-hit'], completes: 'grapple-shot' },
  // The cannon is the action's to name (`special.cannon`), for whichever of the four shots it is.
  'equipment-shot-declare': { status: 'reminder', windows: ['cannon-roll'], completes: 'grapeshot' },
  // Read from the equipment's own text as its shot is fired (../combat/combat.ts `specialShot`).
  'equipment-jams': { status: 'play', windows: ['cannon-roll'], equipmentText: true },
  'equipment-once': { status: 'play', windows: ['cannon-roll'], equipmentText: true },
  'fire-table': {
    status: 'play',
    windows: ['turn-start'],
    compile: (a, e) => {
      a.fireOut = faceMask(e.out);
      a.fireSpread = faceMask(e.spread);
    },
  },
  'fire-scuttle': { status: 'reminder', windows: ['turn-start'], completes: 'firepot' },
  'fire-dock': { status: 'reminder', windows: ['dock'], completes: 'firepot' },
  smokepot: { status: 'play', windows: ['cannon-roll'], compile: flag('smokepot') },
  'smokepot-place': { status: 'reminder', windows: ['cannon-roll'], completes: 'smokepot' },
  'smokepot-clear': { status: 'reminder', windows: ['turn-start'], completes: 'smokepot' },

  // A unique treasure's own text, read from the treasure where it acts (../treasure/treasure-text.ts), not compiled into a ship.
  'reveal-crew-loss': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-crew-home': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-whirlpool': { status: 'play', windows: ['explore'], treasureText: true },
  'whirlpool-safe': { status: 'play', windows: ['sailing'], compile: mark(MARK.whirlpoolSafe) },
  'double-one-range': { status: 'play', windows: ['target'], compile: mark(MARK.doubleOneRange) },
  'fetch-for-friend': { status: 'play', windows: ['action'], compile: mark(MARK.fetchForFriend) },
  'pilfer-within': { status: 'play', windows: ['action'], compile: mark(MARK.pilfer) },
  'brew-fog': { status: 'play', windows: ['action'], compile: mark(MARK.brewFog) },
  'paw-auto-hit': { status: 'play', windows: ['cannon-roll'], compile: mark(MARK.pawHits) },
  'cursed-nation': { status: 'play', windows: ['target', 'cannon-roll', 'boarding'], compile: mark(MARK.cursed) },
  'relics-instead': { status: 'play', windows: ['on-hit', 'boarding', 'ram'], compile: mark(MARK.relics) },
  'dock-enemy-home-repair': { status: 'play', windows: ['dock', 'repair'], compile: mark(MARK.marque) },
  'board-two-picks': { status: 'play', windows: ['boarding'], compile: mark(MARK.twoPicks) },
  'unload-sell-crew': { status: 'play', windows: ['dock'], treasureText: true },
  'load-face-down': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-boost': { status: 'play', windows: ['action', 'base-move', 'cannon-roll'], treasureText: true },
  'reveal-save-mast': { status: 'play', windows: ['on-hit', 'ram'], treasureText: true },
  'reveal-at-start': { status: 'play', windows: ['turn-start', 'action'], treasureText: true },
  'reveal-unnerve': { status: 'play', windows: ['action'], treasureText: true },
  'reveal-silence-targets': { status: 'play', windows: ['action', 'target'], treasureText: true },
  'reveal-mines': { status: 'play', windows: ['after-move'], treasureText: true },
  'reveal-silence-one': { status: 'play', windows: ['action'], treasureText: true },
  'reveal-break-iceberg': { status: 'play', windows: ['action'], treasureText: true },
  'reveal-move-iceberg': { status: 'play', windows: ['action'], treasureText: true },
  'reveal-remove-unique': { status: 'play', windows: ['action'], treasureText: true },
  'reveal-explosives': { status: 'play', windows: ['ram'], treasureText: true },
  plague: { status: 'play', windows: ['explore', 'dock', 'after-move'], compile: mark(MARK.plague) },
  'explosives-sink': { status: 'reminder', windows: ['ram'], completes: 'reveal-explosives' },
  'fear-all': {
    status: 'play',
    windows: ['turn-start'],
    compile: (a) => {
      a.fear = true;
      a.marks |= MARK.fearAll;
    },
  },
  'mines-mast': { status: 'reminder', windows: ['after-move'], completes: 'reveal-mines' },
  'reveal-trade-homes': { status: 'play', windows: ['action'], treasureText: true },
  'trade-homes-needs-treasure': { status: 'reminder', windows: ['action'], completes: 'reveal-trade-homes' },
  'reveal-sell-crew': { status: 'play', windows: ['dock'], treasureText: true },
  'sell-crew-gold': { status: 'reminder', windows: ['dock'], completes: 'reveal-sell-crew' },
  'reveal-sure-hit': { status: 'play', windows: ['cannon-roll'], treasureText: true },
  'reveal-crew-or-mast': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-mast-every-ship': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-discard': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-idle': { status: 'play', windows: ['explore', 'action'], treasureText: true },
  'reveal-charts': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-volcano': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-wild-face-up': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-crew-dice': { status: 'reminder', windows: ['explore'], completes: 'reveal-crew-cull' },
  'reveal-crew-cull': { status: 'play', windows: ['explore'], treasureText: true },
  'discard-at-home': { status: 'play', windows: ['dock'], treasureText: true },
  'takes-cargo': { status: 'play', windows: ['explore', 'dock'], treasureText: true },
  neutralizes: { status: 'play', windows: ['explore'], treasureText: true },
  'stays-if-whole': { status: 'play', windows: ['explore'], treasureText: true },
  'stays-on-island': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-repair-all': { status: 'play', windows: ['explore', 'repair'], treasureText: true },
  'repair-discards': { status: 'play', windows: ['repair'], treasureText: true },
  'reveal-roll': { status: 'reminder', windows: ['explore'], completes: 'reveal-island-gold-loss' },
  'reveal-island-gold-loss': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-swap': { status: 'play', windows: ['explore'], treasureText: true },
  'reveal-dock-poorest': { status: 'play', windows: ['explore', 'dock'], treasureText: true },
  'reveal-dock-tie': { status: 'reminder', windows: ['explore'], completes: 'reveal-dock-poorest' },
  'reveal-natives-cull': { status: 'play', windows: ['explore'], treasureText: true },
  'load-one-more': { status: 'play', windows: ['explore'], treasureText: true },
  'natives-leave': { status: 'play', windows: ['explore', 'action'], treasureText: true },
  'cursed-immune': { status: 'play', windows: ['explore'], treasureText: true },
  'full-hold-roll': { status: 'play', windows: ['explore'], treasureText: true },
  'full-hold-values': { status: 'reminder', windows: ['explore'], completes: 'full-hold-roll' },
  'reveal-value': { status: 'play', windows: ['explore'], treasureText: true },
  'unload-penalty': { status: 'play', windows: ['dock'], treasureText: true },
  'unload-double': { status: 'play', windows: ['dock'], treasureText: true },
  'stays-aboard': { status: 'reminder', windows: ['dock'], completes: 'unload-penalty' },

  // Boarding and ramming (../combat/combat.ts).
  'boarding-bonus': {
    status: 'play',
    windows: ['boarding'],
    compile: (a, e) => void a.boardingBonuses.push({ amount: e.amount, against: e.against, ...(e.perCrew ? { perCrew: true } : {}) }),
  },
  // Reaches the hook as the difference from the bonus printed before it, which it replaces (./abilities.ts `compileFresh`).
  'boarding-bonus-instead': {
    status: 'play',
    windows: ['boarding'],
    compile: (a, e) => {
      const opponents = e.opponents.reduce((m, o) => m | (o === 'submarine' ? OPPONENT.submarine : OPPONENT.seaMonster), 0);
      a.boardingBonuses.push({ amount: e.amount, opponents });
    },
  },
  'board-at-range': { status: 'play', windows: ['after-move', 'boarding'], compile: flag('boardAtRange') },
  'deny-boarding-bonus': { status: 'play', windows: ['boarding'], compile: flag('denyBoardingBonus') },
  'board-eliminates-all-crew': { status: 'play', windows: ['boarding'], compile: flag('boardEliminatesAllCrew') },
  'board-takes-all-treasure': { status: 'play', windows: ['boarding'], compile: flag('boardTakesAllTreasure') },
  'board-two-spoils': { status: 'play', windows: ['boarding'], compile: flag('boardTwoSpoils') },
  'board-eliminates-mast': { status: 'play', windows: ['boarding'], compile: flag('boardEliminatesMast') },
  // Both halves set a flag and the capture needs both (../combat/combat.ts `board`): Captain Nemo's capture, whose captive
  // instead joins his ship, waits on its own sentences, so his capture alone changes nothing.
  'board-captures-crew': { status: 'play', windows: ['boarding'], compile: flag('captureCrew') },
  'captive-gold': { status: 'play', windows: ['boarding', 'dock'], compile: flag('captiveGold') },
  'crew-protected': { status: 'play', windows: ['boarding', 'on-hit'], compile: flag('crewProtected') },
  'ram-proof': { status: 'play', windows: ['ram'], compile: flag('ramProof') },
  'crew-guard': { status: 'play', windows: ['boarding', 'on-hit', 'ram', 'action'], compile: (a, e) => void a.crewGuards.push({ cost: e.cost, orMore: e.orMore }) },
  'face-up-at-setup': { status: 'play', windows: ['build'], crewText: true },
  'cannot-leave': { status: 'play', windows: ['action', 'explore'], crewText: true },
  'crew-self-protected': { status: 'play', windows: ['boarding', 'on-hit', 'ram', 'action'], crewText: true },
  'crew-cost-free': { status: 'build', windows: ['build'] },
  'crew-from-outside': { status: 'build', windows: ['build'] },
  'hit-crew-ashore': { status: 'play', windows: ['on-hit'], crewText: true },
  'hit-roll': { status: 'reminder', windows: ['on-hit'], completes: 'hit-crew-ashore' },
  'crew-to-home': { status: 'play', windows: ['boarding', 'on-hit', 'ram', 'action', 'sink'], compile: (a) => void a.crewToHome++ },
  'turn-face-down-instead': { status: 'play', windows: ['boarding', 'on-hit', 'ram', 'action', 'turn-start'], compile: (a) => void a.faceDownSavers++ },
  'pinned-eliminates-crew': {
    status: 'play',
    windows: ['ram'],
    compile: (a, e) => {
      a.pinnedEliminatesCrew = true;
      if (e.mast) a.pinnedEliminatesMast = true;
    },
  },

  // Treasure and actions (../treasure/treasure.ts, ../turn/turn.ts, ../check.ts).
  'trade-treasure': { status: 'play', windows: ['action'], compile: flag('tradeTreasure') },
  'load-from-nation': { status: 'play', windows: ['after-move'], compile: (a, e) => void (a.loadFrom = [...a.loadFrom, canonicalNation(e.nation) ?? e.nation]) },
  'island-trade': { status: 'play', windows: ['explore'], compile: flag('islandTrade') },
  'load-traded': { status: 'reminder', windows: ['explore'], completes: 'island-trade' },
  'look-around': { status: 'play', windows: ['after-move'], compile: (a, e) => void (a.lookAround = Math.max(a.lookAround, LEG_LENGTH[e.within])) },
  'explore-swap-crew': { status: 'play', windows: ['explore'], compile: flag('exploreSwap') },
  'leave-last-treasure': { status: 'play', windows: ['explore'], compile: flag('leaveLastTreasure') },
  'capture-derelict': { status: 'play', windows: ['explore', 'action'], compile: flag('captureDerelict') },
  'cargo-if-no-crew': { status: 'play', windows: ['explore', 'dock', 'boarding'], compile: (a, e) => void (a.cargoIfNoCrew = Math.max(a.cargoIfNoCrew, e.spaces)) },
  look: {
    status: 'play',
    windows: ['action'],
    compile: (a, e) => {
      if (e.on === 'ship') a.lookShip = true;
      else a.lookIsland = true;
    },
  },
  silence: { status: 'play', windows: ['turn-start'], compile: (a, e) => void (a.silence = Math.max(a.silence, LEG_LENGTH[e.within])) },
  'delegate-action': {
    status: 'play',
    windows: ['action'],
    compile: (a, e) => {
      a.delegateAction = true;
      if (!e.pirateOnly) a.marks |= MARK.delegateAny;
    },
  },
  'reveal-touching': { status: 'play', windows: ['after-move'], compile: flag('revealTouching') },
  // Read with the reveal, whose touching names "the other ship" (../combat/combat.ts `revealTouching`).
  'take-unique-touching': { status: 'play', windows: ['after-move'], compile: flag('takeUniqueTouching') },
  'plunder-touching': {
    status: 'play',
    windows: ['after-move'],
    compile: (a, e) => {
      a.plunderTouching = true;
      if (e.all) a.plunderAll = true;
    },
  },
  'action-roll': { status: 'reminder', windows: ['turn-start'], completes: 'extra-action-on-roll' },
  'extra-action-on-roll': {
    status: 'play',
    windows: ['turn-start', 'action'],
    compile: (a, e) => {
      // A second text granting any extra action is worth more than one granting a repeat: the broader one holds.
      a.extraActionRepeats = e.sameAction && (a.extraActionFaces.length === 0 || a.extraActionRepeats);
      a.extraActionFaces = [...new Set([...a.extraActionFaces, ...e.faces])];
    },
  },
  'crew-for-action': { status: 'play', windows: ['action'], compile: flag('crewForAction') },
  'mark-explored': { status: 'play', windows: ['explore'], compile: flag('markExplored') },
  'unexplore-others': { status: 'reminder', windows: ['explore'], completes: 'mark-explored' },
  'repair-anywhere': { status: 'play', windows: ['repair'], compile: flag('repairAnywhere') },
  'unload-bonus': { status: 'play', windows: ['dock'], compile: (a, e) => void (a.unloadBonus = Math.max(a.unloadBonus, e.gold)) },
  'repair-on-sink': { status: 'play', windows: ['sink'], compile: flag('repairOnSink') },
  'sink-return': { status: 'play', windows: ['sink'], compile: flag('sinkReturns') },
  'sink-bounty': { status: 'play', windows: ['sink'], compile: (a, e) => void a.sinkBounty.push(e.except) },

  'crew-blackout': { status: 'play', windows: ['turn-start'], compile: (a, e) => void (a.crewBlackout |= faceMask(e.faces)) },

  // Roll tables (../turn/turn.ts): the turn's die is the table's reminder; its rows are applied when the table is compiled.
  'fleet-extra-action': { status: 'play', windows: ['turn-start', 'action'] },
  'lose-crew': { status: 'play', windows: ['turn-start'] },
  'turn-roll': { status: 'reminder', windows: ['turn-start'], completes: 'roll-table' },
  'roll-table': { status: 'play', windows: ['turn-start'] },
};

/** Folds one effect into a ship's abilities through its kind's hook. */
export function compileEffect(a: Abilities, e: Effect): void {
  (EFFECT_KINDS[e.kind].compile as ((a: Abilities, e: Effect) => void) | undefined)?.(a, e);
}
