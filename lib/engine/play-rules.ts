/**
 * How a ruleset is played, as flags the engine reads: each ruleset module (lib/rules/*.ts) keeps its play rules
 * beside its build rules. Official (001) is the base; the others say where their texts differ.
 */
export interface PlayRules {
  /** Crimson Coast: a move action may turn a ship in place, bow to where the stern was. */
  comeAbout: boolean;
  /** Crimson Coast: a ram rolls a d6; above the rammed ship's masts she loses one, and the rammer is pinned only if the target is not then derelict. */
  ramRoll: boolean;
  /** Daniel: the rammer loses a mast (her owner's choice). */
  ramCostsRammer: boolean;
  /** Crimson Coast: gold aboard a ship that sinks is split between her owner and whoever sank her, the odd gold to the shooter. */
  sinkingSplitsGold: boolean;
  /** Crimson Coast: the first player to bring home more than half of the starting gold wins at once. */
  winAtHalf: boolean;
  /** Daniel: a towing ship and her tow move exactly S, which nothing modifies. */
  towLockedAtS: boolean;
  /** Daniel: no explore or repair action; "scavenge" takes one treasure from a wild island and repairs one mast. */
  scavenge: boolean;
  /** Daniel: ships and crew not placed at the start are bought with delivered gold during play. */
  shipyard: boolean;
  /** Daniel: the game ends when the wild islands hold no treasure. */
  endWhenWildIslandsEmpty: boolean;
  /** Daniel: each unspent treasure scores its value + 1. */
  plusOneScoring: boolean;
  /** Daniel: a ship must move her full distance. */
  mustMoveFullDistance: boolean;
  /** What the Captain crew type does: Crimson Coast's move-and-shoot, or Daniel's +1 to cannon and boarding rolls. */
  captain: 'move-and-shoot' | 'plus-one';
}

export const OFFICIAL_PLAY: PlayRules = {
  comeAbout: false,
  ramRoll: false,
  ramCostsRammer: false,
  sinkingSplitsGold: false,
  winAtHalf: false,
  towLockedAtS: false,
  scavenge: false,
  shipyard: false,
  endWhenWildIslandsEmpty: false,
  plusOneScoring: false,
  mustMoveFullDistance: false,
  captain: 'move-and-shoot',
};

/** The table and treasure a ruleset's text sets up by default (every length in S). */
export interface ScenarioDefaults {
  area: { width: number; height: number };
  /** Island count, home islands included. */
  islands: number;
  /** Radius of the ring the islands stand on, chosen so the distances between them are those the text asks for. */
  ringRadius: number;
  treasurePerPlayer: number;
  /** How many coins that gold comes in, where the text says (0 where it does not). */
  coinsPerPlayer: number;
  /** Gold placed on the seed island before the wild islands are stocked (Daniel). */
  seedIslandGold: number;
  maxTurns: number;
}
