import type { Against, Condition, RowEffect } from '@/lib/cards/abilities/effects';
import type { Cannon } from '@/lib/cards/card';

/**
 * The flags and numbers a ship's abilities compile to (./abilities.ts compiles them, ./effect-kinds.ts says how each
 * effect kind sets them), read by the engine's hot path instead of text.
 */
export interface Bonus {
  amount: number;
  against?: Against;
  condition?: Condition;
}

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
  cannotBePinned: boolean;
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
  tradeTreasure: boolean;
  extraActionFaces: number[];
  /** The roll's extra action may only repeat her first ("the same action twice"), not be another kind. */
  extraActionRepeats: boolean;
  crewForAction: boolean;
  cannonsSurvive: boolean;
  chainshot: boolean;
  stinkpot: boolean;
  markExplored: boolean;
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
    dockAndExplore: false, raidHome: 0, cannotBePinned: false, schooner: false, ghost: false, broadsides: false, cannonBonuses: [],
    vulnerable: [], cannonAura: 0, perFriend: 0, focusFire: 0, reroll: false, shootAgain: false, extraCannons: [],
    derelictCannotShoot: false, longRangeImmune: false, closeRangeImmune: false, fortImmune: false, dockedImmune: false,
    doubleDamage: false, twoHitsPerMast: false, ignoreFirstHit: false, hitEliminatesCrew: false, hitEliminatesCargo: false,
    attackerChoosesMast: false, fireThroughShips: false, allLongRange: false, doubleRangeNeed: 0, noShootingWithTreasure: false,
    misfireOn: 0, boardingBonuses: [], boardAtRange: false, denyBoardingBonus: false, boardEliminatesAllCrew: false,
    boardTakesAllTreasure: false, ramProof: false, crewProtected: false, pinnedEliminatesCrew: false, pinnedEliminatesMast: false, plunderTouching: false, plunderAll: false, tradeTreasure: false, extraActionFaces: [], extraActionRepeats: false,
    crewForAction: false, cannonsSurvive: false, chainshot: false, stinkpot: false, markExplored: false, repairAnywhere: false, unloadBonus: 0, repairOnSink: false, hasCaptain: false,
    fear: false, cannotPin: false, twoDicePerMast: false, ramBoardingBonus: 0, submarine: false, noTow: false,
    firepot: false, fireOut: 0, fireSpread: 0, smokepot: false, rollTables: [],
  };
}
