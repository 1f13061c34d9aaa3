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
  /** Only against these opponents (bits: OPPONENT), for a boarding bonus's "instead" against sea monsters or submarines. */
  opponents?: number;
  /** Only while a friendly ship lies within this distance of her. */
  nearFriend?: number;
  /** Once for every crew aboard her. */
  perCrew?: boolean;
}

/**
 * Opponents a bonus may name. "Sea monster" is read as any sea creature (001 "Sea Creatures": the cards of that set
 * call every creature a sea monster); a submarine is a ship with the Submarine keyword. 001 lets no sea creature be
 * boarded, so against a sea monster the bonus counts when a creature whose text lets it board boards her.
 */
export const OPPONENT = { seaMonster: 1, submarine: 2 } as const;

/** A roll table (../turn/turn.ts rolls it as her owner's turn begins): each row's faces as bits (1 << face) and what it gives. */
export interface RollTable {
  rows: { faces: number; effects: readonly RowEffect[] }[];
}

/**
 * Actions a ship's (or a fort's) text gives her, which the table offers and the policies do not take: read only when
 * one is listed, checked or taken. Kept in their own record because V8 slows every ship's compiled abilities once
 * that object reaches 128 fields (measured: about 5% of simulation speed for the 128th; ./ability-flags.test.ts).
 */
export interface CardActions {
  /** A move action spent on a die that, on these faces (bits), pushes an enemy ship `pushLeg` any way (../movement/movement.ts `push`). */
  pushFaces: number;
  pushLeg: 'S' | 'L' | null;
  /** Possessing a crew of an enemy ship this near, with her action, on these die faces (bits) (../treasure/treasure.ts `possess`). */
  possessWithin: number;
  possessFaces: number;
  /** Captain Whitebeard's "HO-HO-HO!": once a turn, another ship with crew aboard loses her next turn. */
  bellow: boolean;
  /** A coin at her home island made into a cannon of hers (`Abilities.forgedCannon`). */
  forge: boolean;
  /** A fort's: a ship docked there may spend her action looking at one face-down coin on each island. */
  fortLook: boolean;
  /** A Navigator's faces (bit 1 << face) on which her move action spent on a die puts a trade current (../terrain/currents.ts). */
  currentFaces: number;
}

export interface Abilities {
  /** `nearFriend`: the bonus holds only while a friendly ship lies within that distance of her (../check.ts `baseMove`). */
  moveBonuses: { leg: 'S' | 'L'; condition?: Condition; nearFriend?: number; nearEnemy?: number }[];
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
  /** Without a Helmsman aboard she rolls a d6 after each move action; on `moveRollFaces` (bits 1 << face) she may move `moveRollLeg` free. */
  moveRoll: boolean;
  moveRollFaces: number;
  moveRollLeg: 'S' | 'L' | null;
  /** Lost in a fog bank, she may leave by any other fog bank in play. */
  fogHop: boolean;
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
  /** Actions of her own her text gives her (`CardActions`). */
  cardActions: CardActions;
  /** "In a turn when this ship damages another ship, the damaged ship loses an extra mast" (../combat/combat.ts `damage`). */
  extraMast: boolean;
  /** "When this ship is damaged, remove any crew member, except this one, instead of a mast" (../combat/combat.ts `damage`). */
  crewForMast: boolean;
  /** Each cannon's range against a sea creature at the least (0: none), "a range of 2L against sea creatures". */
  creatureRange: number;
  /** `creatures`: against shooters that are sea creatures of these kinds (their keyword), whatever their nation. */
  vulnerable: { amount: number; from: string[]; creatures?: string[] }[];
  cannonAura: number;
  perFriend: number;
  focusFire: number;
  reroll: boolean;
  shootAgain: boolean;
  extraCannons: Cannon[];
  derelictCannotShoot: boolean;
  longRangeImmune: boolean;
  /** "Cannon ranges of enemy ships are reduced to S against this ship." */
  shortRangeAgainst: boolean;
  /** A fort's: the bonus to its cannon rolls while a ship is docked at it. */
  dockedCannonBonus: number;
  /** A fort's: a ship docking at it repairs all her masts. */
  dockRepairAll: boolean;
  /** A fort's: a ship unloading at least this much gold there may be given a second action that turn (0: none). */
  unloadExtraAction: number;
  /** A fort's: the die faces (bits) on which a ship docking there loses her next turn. */
  dockIdleFaces: number;
  /** "When this ship is docked at your home island, you may eliminate one treasure. It becomes a 3S cannon": the cannon (the permission is `cardActions.forge`). */
  forgedCannon: { rank: number; range: 'S' | 'L' } | null;
  /** A fort's: the first shot at it each turn rolls how many hits it shrugs off that turn. */
  hitShield: boolean;
  closeRangeImmune: boolean;
  fortImmune: boolean;
  /** How near a submerged ship may be for her to shoot at it (0: never). */
  shootSubmerged: number;
  dockedImmune: boolean;
  doubleDamage: boolean;
  twoHitsPerMast: boolean;
  /** A shot's hit fells a mast of hers only when its die shows this or more (0: any hit does). */
  mastsNeedRoll: number;
  ignoreFirstHit: boolean;
  hitEliminatesCrew: boolean;
  /** "Also eliminate one cargo" from a ship she hits: on no shot, once a turn, or on every shot that hits. */
  hitEliminatesCargo: 'none' | 'once' | 'every';
  attackerChoosesMast: boolean;
  fireThroughShips: boolean;
  allLongRange: boolean;
  doubleRangeNeed: number;
  noShootingWithTreasure: boolean;
  /** "This ship cannot be given shoot actions." */
  noShooting: boolean;
  misfireOn: number;
  boardingBonuses: Bonus[];
  boardAtRange: boolean;
  denyBoardingBonus: boolean;
  boardEliminatesAllCrew: boolean;
  boardTakesAllTreasure: boolean;
  /** Winning a boarding party, she has two of its spoils: a treasure, a crew, a mast (../combat/combat.ts `board`). */
  boardTwoSpoils: boolean;
  /** Winning a boarding party, she also eliminates one of the loser's masts. */
  boardEliminatesMast: boolean;
  /** Winning a boarding party, she captures the loser's costliest crew instead of eliminating one, if her text says what a captive becomes. */
  captureCrew: boolean;
  /** A crew she captures becomes cargo aboard her worth its point cost in gold (../combat/combat.ts `board`). */
  captiveGold: boolean;
  ramProof: boolean;
  crewProtected: boolean;
  /** Crew aboard that die in another's place: one whose cost is `cost` or more (`orMore`), or `cost` or less. */
  crewGuards: { cost: number; orMore: boolean }[];
  /** How many texts aboard turn another face-up crew face down instead of letting it be eliminated (../combat/combat.ts `loseCrew`). */
  faceDownSavers: number;
  /** How many crew aboard go ashore at home when eliminated (../combat/combat.ts `loseCrew`). */
  crewToHome: number;
  pinnedEliminatesCrew: boolean;
  pinnedEliminatesMast: boolean;
  /** Once a turn, touching an enemy ship as her move ends, she shows both players the face-down treasure aboard it. */
  revealTouching: boolean;
  /** With that reveal, she takes every unique treasure aboard the ship she touches. */
  takeUniqueTouching: boolean;
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
  /** Equipment's grape, exploding, double and grapple shots (../combat/combat.ts `specialShot`). */
  grapeshot: boolean;
  exploding: boolean;
  doubleshot: boolean;
  grappleshot: boolean;
  /** The special shots (`SPECIAL_BITS`) her cannons fire at any target they reach, as equipment's do, not only within S. */
  specialAnyRange: number;
  markExplored: boolean;
  /** After looking at a wild island's treasure she may trade one coin of it for a random one of another, and loads that. */
  islandTrade: boolean;
  /** After each move she looks at every coin on the islands and ships this near her (0: none). */
  lookAround: number;
  /** Given an explore action, she may swap a coin left on the wild island for a crew aboard a ship of her fleet (../treasure/treasure.ts `swapForCrew`). */
  exploreSwap: boolean;
  /** She never takes an island's last treasure. */
  leaveLastTreasure: boolean;
  /** A derelict she explores becomes hers, and both ships dock at her home island. */
  captureDerelict: boolean;
  /** Cargo room she has only while no crew is aboard. */
  cargoIfNoCrew: number;
  /** She may carry no crew: none is assigned to her, transferred or hired onto her. */
  noCrew: boolean;
  /** She sinks as her last mast falls, instead of lying derelict. */
  sinksMastless: boolean;
  /** No hit sinks her, a derelict or not; only her own scuttle does (../combat/combat.ts `damage`, ../combat/forts.ts). */
  cannotSink: boolean;
  /** Once a turn she may look at one face-down coin aboard any ship, or on any island. */
  lookShip: boolean;
  lookIsland: boolean;
  /** Faces (bits 1 << face) of the d6 she rolls as every turn begins on which no crew ability works that turn (0: no roll). */
  crewBlackout: number;
  /** How near the crew or ship she silences each turn must be (0: she silences none). */
  silence: number;
  repairAnywhere: boolean;
  unloadBonus: number;
  repairOnSink: boolean;
  /** For each "sinks a non-French ship" text, the nation excepted: a sinking of any other brings a wild island's coin home. */
  sinkBounty: string[];
  /** "If this ship sinks, dock it fully repaired at its home island, then remove it from the game" (../combat/combat.ts `sink`). */
  sinkReturns: boolean;
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
  /** Submarine: she may submerge as her turn begins (../movement/movement.ts `backOff` and the checks read `Ship.submerged`). */
  submarine: boolean;
  /**
   * Sea Monster (WizKids' keyword text): she may dive or surface as her turn begins, as a submarine does, and on the
   * surface she rams (the ship she rams is pinned, not she) and boards (../combat/combat.ts `findRam`, `canBoard`, `board`).
   */
  seaMonster: boolean;
  /** Catamaran (1) and Double Catamaran (2): the secondary hulls she starts with (../combat/combat.ts `damage`, `Ship.hulls`). */
  secondaryHulls: number;
  /** Rare yes-or-no abilities, each read in one place (bits: `MARK`), one field so this record stays under 128. */
  marks: number;
  /** Submarine: she neither tows nor is towed. */
  noTow: boolean;
  // Fire (../combat/fire.ts): her firepot, and the faces (bit 1 << face) on which a fire she sets goes out or spreads.
  firepot: boolean;
  fireOut: number;
  fireSpread: number;
  /** A smokepot: a cannon of hers may place a fog bank instead of firing (../terrain/smoke.ts). */
  smokepot: boolean;
  // Roll tables, one die each.
  rollTables: RollTable[];
}

export function noAbilities(): Abilities {
  return {
    moveBonuses: [], derelictMove: null, fullCargoSlow: false, ignoreTerrain: false, moveAndShoot: false, moveAfterShoot: false,
    dockAndExplore: false, raidHome: 0, unloadWithin: 0, cannotBePinned: false, moveRoll: false, moveRollFaces: 0, moveRollLeg: null, fogHop: false, moveAfterLoad: null, moveAfterUnload: null, lureWithin: 0, lureLeg: null, schooner: false, ghost: false, broadsides: false, cannonBonuses: [], cardActions: { pushFaces: 0, pushLeg: null, possessWithin: 0, possessFaces: 0, bellow: false, forge: false, fortLook: false, currentFaces: 0 }, creatureRange: 0, extraMast: false, crewForMast: false, 
    vulnerable: [], cannonAura: 0, perFriend: 0, focusFire: 0, reroll: false, shootAgain: false, extraCannons: [],
    derelictCannotShoot: false, longRangeImmune: false, shortRangeAgainst: false, dockedCannonBonus: 0, dockRepairAll: false, unloadExtraAction: 0, dockIdleFaces: 0, forgedCannon: null, hitShield: false, closeRangeImmune: false, fortImmune: false, shootSubmerged: 0, dockedImmune: false,
    doubleDamage: false, twoHitsPerMast: false, mastsNeedRoll: 0, ignoreFirstHit: false, hitEliminatesCrew: false, hitEliminatesCargo: 'none',
    attackerChoosesMast: false, fireThroughShips: false, allLongRange: false, doubleRangeNeed: 0, noShootingWithTreasure: false, noShooting: false,
    misfireOn: 0, boardingBonuses: [], boardAtRange: false, denyBoardingBonus: false, boardEliminatesAllCrew: false,
    boardTakesAllTreasure: false, boardTwoSpoils: false, boardEliminatesMast: false, captureCrew: false, captiveGold: false, ramProof: false, crewProtected: false, crewGuards: [], faceDownSavers: 0, crewToHome: 0, pinnedEliminatesCrew: false, pinnedEliminatesMast: false, revealTouching: false, takeUniqueTouching: false, plunderTouching: false, plunderAll: false, loadFrom: [], tradeTreasure: false, extraActionFaces: [], extraActionRepeats: false,
    crewForAction: false, delegateAction: false, cannonsSurvive: false, chainshot: false, stinkpot: false, specialAnyRange: 0, grapeshot: false, exploding: false, doubleshot: false, grappleshot: false, markExplored: false, islandTrade: false, lookAround: 0, exploreSwap: false,
    leaveLastTreasure: false, captureDerelict: false, cargoIfNoCrew: 0, noCrew: false, sinksMastless: false, cannotSink: false, lookShip: false, lookIsland: false, crewBlackout: 0, silence: 0, repairAnywhere: false, unloadBonus: 0, repairOnSink: false, sinkBounty: [], sinkReturns: false, hasCaptain: false,
    fear: false, cannotPin: false, twoDicePerMast: false, ramBoardingBonus: 0, submarine: false, seaMonster: false, secondaryHulls: 0, marks: 0, noTow: false,
    firepot: false, fireOut: 0, fireSpread: 0, smokepot: false, rollTables: [],
  };
}

/**
 * The bits of `Abilities.marks`:
 * - `whirlpoolSafe`: "this ship can move through whirlpools without losing crew, masts, or treasure": no die as she
 *   comes out (../terrain/whirlpools.ts);
 * - `doubleOneRange`: "when this ship is given a shoot action you may double the range of one of her cannons"
 *   (../combat/shoot.ts `gunsOn`);
 * - `pawHits`: once a turn a cannon shooting at her hits without a roll (../combat/combat.ts `shoot`);
 * - `cursed`: she and her crew belong to the Cursed nation (../state/state.ts `nationOf`);
 * - `relics`: a treasure she may hand to the ship about to take a mast or crew of hers, instead (../combat/combat.ts `relics`);
 * - `marque`: she may dock at an enemy home island, and repair there (../movement/movement.ts, ../check.ts);
 * - `twoPicks`: a boarding party she wins takes two crew, two treasure or one of each (../combat/combat.ts `board`);
 * - `delegateAny`: the action she gives up may go to any ship of her fleet, not only a Pirate one (../check.ts);
 * - `fetchForFriend`, `pilfer`: her `fetch` and `pilfer` actions (../treasure/treasure.ts);
 * - `brewFog`: her `brew` action, a lasting fog bank within L of her instead of her action (../terrain/smoke.ts);
 * - `fearAll`: her Fear rolls against her own fleet's ships within S too (../turn/turn.ts `fear`);
 * - `plague`: she carries Plague, docks nowhere, and passes it to a ship she touches (../treasure/treasure-text.ts `plague`).
 */
/**
 * `clipper`, `gunboat`, `steamship`: Economy Edition's ship keywords (003 "Ships/Equipment"), read only where
 * `PlayRules.economy` holds (../movement/base-move.ts, ../combat/shoot.ts `gunboat`): Clipper, +S with treasure or
 * resources aboard; Gunboat, printed ranges doubled, two dice a mast, never faster than her printed base move;
 * Steamship, S when derelict and +S with all her masts.
 */
export const MARK = { whirlpoolSafe: 1, doubleOneRange: 2, pawHits: 4, cursed: 8, relics: 16, marque: 32, twoPicks: 64, delegateAny: 128, fetchForFriend: 256, pilfer: 512, brewFog: 1024, fearAll: 2048, plague: 4096, clipper: 8192, gunboat: 16384, steamship: 32768 } as const;

/** A bit per special shot, for `specialAnyRange`. */
export const SPECIAL_BITS = { chainshot: 1, stinkpot: 2, firepot: 4, grapeshot: 8, exploding: 16, doubleshot: 32, grappleshot: 64 } as const;
