import type { IslandPlacement } from './placement';
/**
 * How a ruleset is played, as flags the engine reads: each ruleset module (lib/rules/*.ts) keeps its play rules
 * beside its build rules. Official (001) is the base; the others say where their texts differ.
 */
export interface PlayRules {
  /** Crimson Coast: a move action may turn a ship in place, bow to where the stern was. */
  comeAbout: boolean;
  /** Crimson Coast: a ram rolls a d6; above the rammed ship's masts she loses one, and the rammer is pinned only if the target is not then derelict. */
  ramRoll: boolean;
  /**
   * Daniel's "Ramming": the rammer loses a mast (her owner's choice) and "the rammed player cannot move until the
   * ramming Ship moves away or is destroyed", so the rammed ship is the pinned one and a derelict rammer still holds her.
   */
  ramCostsRammer: boolean;
  /** 001 "Board": after a ram either player may start one boarding party. Daniel's rules have no boarding party. */
  ramBoards: boolean;
  /** Crimson Coast: gold aboard a ship that sinks is split between her owner and whoever sank her, the odd gold to the shooter. */
  sinkingSplitsGold: boolean;
  /** Crimson Coast: the first player to bring home more than half of the starting gold wins at once. */
  winAtHalf: boolean;
  /** Daniel's "Towing": a towing ship and her tow move exactly S, which nothing modifies, and the tow "can be terminated at any time". */
  towLockedAtS: boolean;
  /**
   * Daniel's "Towing": "When a Ship ends it's move with its bow touching a derelict Ship, that derelict may be towed":
   * the tower's bow against any part of the derelict, where 001 has any part of the tower touch the derelict's bow.
   */
  towByBow: boolean;
  /** Daniel: no explore or repair action; "scavenge" takes one treasure from a wild island and repairs one mast. */
  scavenge: boolean;
  /**
   * Daniel's "Ship and Crew Purchasing": every crew and all ships but the cheapest start in the shipyard and are
   * bought with particular coins delivered home, which are then turned face up and spent; the rest of the coins at
   * home are the player's secret stash; a sunk ship goes back to the shipyard to be bought again.
   */
  shipyard: boolean;
  /** Daniel: the game ends when the wild islands hold no treasure, and only then (001's endings do not apply). */
  endWhenWildIslandsEmpty: boolean;
  /** Daniel: spent coins score their value, each unspent treasure at home its value + 1. */
  plusOneScoring: boolean;
  /** Daniel: a ship must move her full distance. */
  mustMoveFullDistance: boolean;
  /** What the Captain crew type does: Crimson Coast's move-and-shoot, or Daniel's +1 to cannon and boarding rolls. */
  captain: 'move-and-shoot' | 'plus-one';
  /**
   * 001 "Winning the Game" read the second way: the game ends when "half or more players have no possibility of giving
   * any future move actions", not only when one player alone still can. A table's choice (`scenario.ending`).
   */
  endWhenHalfCannotMove: boolean;
  /**
   * Economy Edition (003): resources, the market, upkeep, island upgrades and its own victory conditions
   * (../economy/); 001's endings about gold on the wild islands do not apply, since the islands start empty.
   */
  economy: boolean;
  /** 001 "Building Forts": a fort goes only on a wild island its player has explored; Crimson Coast asks only a docked ship. */
  fortNeedsExplored: boolean;
}

export const OFFICIAL_PLAY: PlayRules = {
  comeAbout: false,
  ramRoll: false,
  ramCostsRammer: false,
  ramBoards: true,
  sinkingSplitsGold: false,
  winAtHalf: false,
  towLockedAtS: false,
  towByBow: false,
  scavenge: false,
  shipyard: false,
  endWhenWildIslandsEmpty: false,
  plusOneScoring: false,
  mustMoveFullDistance: false,
  captain: 'move-and-shoot',
  fortNeedsExplored: true,
  endWhenHalfCannotMove: false,
  economy: false,
};

/** The table and treasure a ruleset's text sets up by default (every length in S). */
export interface ScenarioDefaults {
  /** How players place the islands at set-up when the scenario does not fix them (./placement.ts). */
  placement: IslandPlacement;
  area: { width: number; height: number };
  /** Island count, home islands included. */
  islands: number;
  /** Radius of the ring the islands stand on, chosen so the distances between them are those the text asks for. */
  ringRadius: number;
  /**
   * Where the text puts the homes apart from the wild islands (Economy Edition: "home islands placed at opposite ends
   * of the playing area, or ... at equidistant locations from one another on the boundaries of the map"): the radius
   * of the outer ring the homes stand on, the wild islands alone on the inner ring. Unset, homes share the ring.
   */
  homeRadius?: number;
  treasurePerPlayer: number;
  /** How many coins that gold comes in, where the text says (0 where it does not). */
  coinsPerPlayer: number;
  /** Gold placed on the seed island before the wild islands are stocked (Daniel). */
  seedIslandGold: number;
  maxTurns: number;
}
