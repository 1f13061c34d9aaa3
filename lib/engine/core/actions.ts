import type { Upgrade } from './upgrades';

/**
 * The actions a player gives (001 "Actions": move, shoot, explore, repair, and the free actions and ability actions
 * the rulesets add), as the plain data a seat sends and the log keeps. ../check.ts says whether one is allowed now;
 * ../game.ts resolves it.
 */
export interface Segment {
  heading: number;
  distance: number;
}

/** The shots a cannon may declare instead of a plain one, from a crew's text or a piece of equipment (../combat/combat.ts `specialShot`). */
export const SPECIAL_SHOTS = ['chainshot', 'stinkpot', 'firepot', 'grapeshot', 'exploding', 'doubleshot', 'grappleshot'] as const;
export type SpecialShot = (typeof SPECIAL_SHOTS)[number];

export type Action =
  | {
      type: 'move';
      ship: number;
      segments: Segment[];
      /** Start a boarding party if the move rams, or (with the ability) against a ship within S. */
      board?: number;
      /** Tow the derelict whose bow she touches at the end. */
      tow?: number;
      /** With a move-and-shoot ability: the ship to shoot at after moving. */
      shoot?: number;
      /** A ghost ship's choice to be ghostly, with her first action of the turn: she stays so until her next turn. */
      ghostly?: boolean;
      /** Schooner: the heading she pivots to on her stern after the move. */
      pivot?: number;
      /** Lost in a fog bank, with "move out of any other fog bank in play": the fog bank (terrain index) she leaves by. */
      fog?: number;
    }
  | {
      type: 'shoot';
      ship: number;
      target: number;
      broadside?: boolean;
      doubleRange?: boolean;
      /** With "after this ship resolves a shoot action, she may move as a free action": that move. */
      then?: Segment[];
      /** A chainshot, stinkpot or firepot, and the mast whose cannon fires it (declared before the roll). */
      special?: { kind: SpecialShot; cannon: number };
    }
  /**
   * A shoot action in which cannon `cannon` fires a smokepot, placing a fog bank centred at (x, y); the rest of her
   * cannons fire at `target` as usual, when one is named.
   */
  | { type: 'smokepot'; ship: number; cannon: number; x: number; y: number; target?: number }
  | { type: 'sacrifice-crew'; ship: number; crew: number }
  | { type: 'mark-explored'; ship: number; island: number }
  | { type: 'trade-treasure'; ship: number; target: number }
  /** A sea creature's free action, once a turn: treasure `treasure` of wild island `island`, within S of her, onto friendly ship `to`, also within S. */
  | { type: 'fetch'; ship: number; island: number; treasure: number; to: number }
  /** Her action, once a turn, spent placing a fog bank centred at (x, y) within L of her, to stay ("Witch's Brew"). */
  | { type: 'brew'; ship: number; x: number; y: number }
  /** Her move action spent not moving but taking one treasure, at random, from ship `from` within S of her. */
  | { type: 'pilfer'; ship: number; from: number }
  /** A ship's once-a-turn look at face-down treasure `treasure`, aboard a ship or on an island ("may look at one face-down cargo"). */
  | { type: 'look'; ship: number; treasure: number }
  /** A free action: her face-down treasure `treasure` turned face up for what it gives her this turn ("On any one of your turns, you may turn Dry Powder face up ..."). */
  | { type: 'reveal'; ship: number; treasure: number; target?: number; iceberg?: number; heading?: number; unique?: number }
  /** The free move a ship earned by loading or unloading treasure this turn ("may move S after loading treasure"). */
  | { type: 'free-move'; ship: number; segments: Segment[] }
  /** "Instead of giving this ship an action this turn, you can give another ship in your fleet two actions." */
  | { type: 'delegate'; ship: number; to: number }
  | { type: 'explore'; ship: number }
  | { type: 'repair'; ship: number }
  | { type: 'come-about'; ship: number }
  /** Submarine: dive (or surface) as her turn begins, before she is given any action; free. */
  | { type: 'submerge'; ship: number; submerged: boolean }
  | { type: 'untangle'; ship: number }
  /** Her move action spent on a die instead of a move: on the faces her text names, enemy `target` is pushed her text's distance along `heading`. */
  | { type: 'push'; ship: number; target: number; heading: number }
  /** Free, docked: crew `crew` of hers goes ashore on the island she is docked at (001 "Docking"). */
  | { type: 'crew-ashore'; ship: number; crew: number }
  /** Free, docked: crew `crew` ashore on the island she is docked at comes aboard her. */
  | { type: 'crew-aboard'; ship: number; crew: number }
  /** A Navigator's move action spent on a die: on the faces her text names, a trade current friendly to her owner at (x, y). */
  | { type: 'navigate'; ship: number; x: number; y: number }
  /** Her action spent trying to possess crew `crew` of enemy `target` (a die decides). */
  | { type: 'possess'; ship: number; target: number; crew: number }
  /** Captain Whitebeard's free "HO-HO-HO!" at `target`. */
  | { type: 'bellow'; ship: number; target: number }
  /** Her action, docked at a fort of her fleet whose text allows it, spent looking at a face-down coin on each island. */
  | { type: 'fort-look'; ship: number }
  /** A free action, docked at home: treasure `treasure` of her owner's there eliminated to become a cannon of hers. */
  | { type: 'forge'; ship: number; treasure: number }
  | { type: 'scuttle'; ship: number }
  | { type: 'scavenge'; ship: number }
  | { type: 'buy'; ship: number }
  | { type: 'hire'; crew: number; ship: number }
  /** Daniel's "Towing can be terminated at any time": a free action leaving the tow where she is. */
  | { type: 'drop-tow'; ship: number }
  /**
   * 001 "Exploring": "explore any allied ship or derelict that your ship touches, which allows you to transfer crew and
   * treasure between ships while at sea": the crew (indexes aboard `from`) and treasure (ids) that come aboard `ship`.
   */
  | { type: 'transfer'; ship: number; from: number; crew: number[]; treasure: number[] }
  /** 001 "Forts": build `fort` at the wild island where `ship` is docked, at the end of the turn (it ends the turn). */
  | { type: 'build-fort'; fort: number; ship: number }
  /** A fort's shoot action (the only action a fort is given). */
  | { type: 'fort-shoot'; fort: number; target: number }
  /** A ship's shoot action at an enemy fort. */
  | { type: 'shoot-fort'; ship: number; fort: number }
  /** Economy Edition, free, on her turn: `count` of resource `resource` (1 to 6) at her home sold at the market's price. */
  | { type: 'sell'; resource: number; count: number }
  /** Economy Edition, free, docked at home: an island upgrade's token bought with gold from home and loaded aboard her. */
  | { type: 'buy-upgrade'; ship: number; upgrade: Upgrade }
  /** Economy Edition, free, docked at a wild island her player explored: her upgrade token unloaded there, the town standing from her player's next turn. */
  | { type: 'found'; ship: number; upgrade: Upgrade }
  /** Economy Edition, her shoot action: her cannons fire at the town (settlement or colony) of another player on `island`. */
  | { type: 'shoot-town'; ship: number; island: number }
  /** Economy Edition, her action, docked at a wild island: a boarding party against the town of another player there. */
  | { type: 'board-town'; ship: number }
  /**
   * Economy Edition, free, docked at a ready trading port not under blockade: two of her resource tokens (`give`,
   * resources 1 to 6) for one of another resource (`get`). A visitor without Parley also pays one token to the port's
   * owner: `fee`, or when left out the resource she carries most of after the trade.
   */
  | { type: 'barter'; ship: number; give: [number, number]; get: number; fee?: number }
  /** Economy Edition, free, docked at another player's ready trading port: she declares hostilities and blockades it while she lies there. */
  | { type: 'blockade'; ship: number }
  /** Economy Edition, free: generic crew `crew` (an index into her player's `economy.roster`) bought with gold from home, aboard her where she lies docked at home, a military port or a fort of her player's. */
  | { type: 'buy-crew'; ship: number; crew: number }
  /** Economy Edition: the shoot action of the military port on `island`, a four-flag fort of 3S cannons, at enemy ship `target`. */
  | { type: 'port-shoot'; island: number; target: number }
  | { type: 'end-turn' };
