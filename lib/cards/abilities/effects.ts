import { z } from 'zod';

/**
 * What a sentence of card text does, as data. The parser (./parse.ts) yields these; the fleet validator reads the
 * build-time ones and the engine (lib/engine/abilities/abilities.ts) hooks the rest into its timing windows. Each kind is a
 * reusable, parameterised pattern, never one card's behaviour.
 */

const Leg = z.enum(['S', 'L']);

/**
 * Which ships a bonus applies against: nations as printed ("English", "Barbary Corsair"), or every ship but those
 * (`except`), optionally forts too; `damaged` is a target without all of her masts; `fortWithin`: forts only, and
 * only those within that distance of her ("against forts within S of her"); `seaCreatures`: sea creatures only, of
 * every kind ("against sea creatures").
 */
export const Against = z.object({
  nations: z.array(z.string()).default([]),
  except: z.boolean().default(false),
  forts: z.boolean().default(false),
  damaged: z.boolean().default(false),
  fortWithin: Leg.optional(),
  seaCreatures: z.boolean().optional(),
});
export type Against = z.infer<typeof Against>;

/** Conditions a few bonuses carry: the ship has every mast, carries no cargo, or has a crew with the Captain keyword. */
export const Condition = z.enum(['all-masts', 'no-cargo', 'captain']);
export type Condition = z.infer<typeof Condition>;

const buildEffects = [
  /** A keyword printed in bold ("Schooner", "Loyal: Spain"); the glossary (data/keywords.json) says what it means. */
  z.object({ kind: z.literal('keyword'), keyword: z.string(), param: z.string().optional() }),
  /** "Build your fleet using N more points." */
  z.object({ kind: z.literal('build-bonus'), points: z.int().positive() }),
  /** "Reduce the cost of other crew on this ship by N": lowers the cost of every other crew aboard. */
  z.object({ kind: z.literal('crew-cost-reduction'), points: z.int().positive() }),
  /** "This ship gets +N cargo spaces." */
  z.object({ kind: z.literal('cargo-bonus'), spaces: z.int().positive() }),
  /** "This crew takes up no cargo space." */
  z.object({ kind: z.literal('no-cargo-space') }),
  /** "All friendly ships of the same nationality as this crew get +1 cargo spaces" (the Cargo Master crew's text). */
  z.object({ kind: z.literal('fleet-cargo'), spaces: z.int().positive() }),
  /** A ship whose text lets crew of any nationality use their abilities aboard. */
  z.object({ kind: z.literal('crew-any-nationality') }),
  /** "Pirate crew may use their abilities on this ship": crew of that nation keep their abilities aboard. */
  z.object({ kind: z.literal('crew-nationality-allowed'), nation: z.string() }),
  /** "This ship cannot carry crew": no crew may be assigned to her, nor come aboard in play. */
  z.object({ kind: z.literal('no-crew') }),
  /** "Choose one French crew during setup; this crew is linked to that crew": a link, to a crew of `nation`, chosen at setup. */
  z.object({ kind: z.literal('setup-link'), nation: z.string() }),
] as const;

const moveEffects = [
  /**
   * "This ship gets +S to her base move" [if she has all of her masts / when she carries no cargo / with a Captain];
   * `nearFriend`: only while a friendly ship lies within that distance of her as she is given the move action.
   */
  z.object({ kind: z.literal('move-bonus'), leg: Leg, condition: Condition.optional(), nearFriend: Leg.optional(), nearEnemy: Leg.optional() }),
  /** "If derelict, this ship gains a base move of S." */
  z.object({ kind: z.literal('derelict-move'), leg: Leg }),
  /** "This ship's base move becomes S when she reaches her cargo limit." */
  z.object({ kind: z.literal('full-cargo-slow') }),
  /** "This ship ignores terrain when she is given a move action." */
  z.object({ kind: z.literal('ignore-terrain') }),
  /** "This ship may move and shoot using the same move action." */
  z.object({ kind: z.literal('move-and-shoot') }),
  /** "After this ship resolves a shoot action, she may move as a free action." */
  z.object({ kind: z.literal('move-after-shoot') }),
  /** "This ship may dock and explore a wild island using the same move action." */
  z.object({ kind: z.literal('dock-and-explore') }),
  /**
   * "This ship may dock at an enemy home island and load one treasure" (the sentence after it makes her leave);
   * `treasures` is how many, or (`all`) "as much treasure as she can carry".
   */
  z.object({ kind: z.literal('raid-home'), treasures: z.int().positive(), all: z.boolean().optional() }),
  /** "This ship may unload cargo at your home island if she's within S of it." */
  z.object({ kind: z.literal('unload-within'), within: Leg }),
  /** "If able, she must leave on your next turn": the raid's other half. */
  z.object({ kind: z.literal('must-leave') }),
  /** "If a sea monster begins its move within L of this ship, it gets +L to its base move." */
  z.object({ kind: z.literal('lure-monsters'), within: Leg, leg: Leg }),
  /** "Once per turn, this ship may move S after loading treasure" (`after: 'load'`) / "after unloading cargo". */
  z.object({ kind: z.literal('move-after-cargo'), after: z.enum(['load', 'unload']), leg: Leg }),
  /** "If this ship ends her turn in a fog bank, on her next turn she may use her move action to move out of any other fog bank in play." */
  z.object({ kind: z.literal('fog-hop') }),
  /** "If this ship isn't assigned a Helmsman crew, roll a d6 after she resolves a move action": the die `move-roll-result` reads. */
  z.object({ kind: z.literal('move-roll') }),
  /** "On a result of 4-6, this ship can move L": the roll's faces, and the free move they give. */
  z.object({ kind: z.literal('move-roll-result'), faces: z.array(z.int().min(1).max(6)).min(1), leg: Leg }),
  /** "This ship cannot be pinned." */
  z.object({ kind: z.literal('cannot-be-pinned') }),
] as const;

const shootEffects = [
  /** "+N to her cannon rolls [against X ships]", or with a Captain aboard. */
  z.object({ kind: z.literal('cannon-bonus'), amount: z.int().positive(), against: Against.optional(), condition: Condition.optional(), nearFriend: Leg.optional() }),
  /** "In a turn when this ship damages another ship, the damaged ship loses an extra mast": once a turn, one more mast. */
  z.object({ kind: z.literal('extra-mast') }),
  /** "When this ship is damaged, remove any crew member, except this one, instead of a mast." */
  z.object({ kind: z.literal('crew-for-mast') }),
  /**
   * "Give this ship a move action but do not move her. Instead, roll a d6. On a result of 5 or 6, move an enemy ship
   * L in any direction": the first sentence (`push-action`) and the second (`push-roll`) complete the third.
   */
  z.object({ kind: z.literal('push'), faces: z.array(z.int().min(1).max(6)).min(1), leg: Leg }),
  z.object({ kind: z.literal('push-action') }),
  z.object({ kind: z.literal('push-roll') }),
  /**
   * "If an enemy ship is within S of this ship, you can use this ship's action for the turn to try to possess a target
   * crew on that ship. Roll a d6; on a result of 6, the target is immediately assigned to this ship. Its nationality
   * changes to match the nationality of this ship": the first sentence (`possess`) and its two reminders.
   */
  z.object({ kind: z.literal('possess'), within: Leg }),
  z.object({ kind: z.literal('possess-roll'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  z.object({ kind: z.literal('possess-turns') }),
  /** A fort's "If a ship docks at this fort and unloads at least 4 gold, it may be given a second action that turn." */
  z.object({ kind: z.literal('unload-extra-action'), gold: z.int().positive() }),
  /** A fort's "When a ship docks here, roll a d6, on a 5 or 6, the ship loses its next turn." */
  z.object({ kind: z.literal('dock-idle-roll'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  /** "Once per turn this ship's controller may choose another ship and bellow 'HO-HO-HO!' Any crew on the target falls asleep, and so the target loses her next turn." */
  z.object({ kind: z.literal('bellow') }),
  /** A fort's "A ship docked at this fort may use its action for the turn to look at one face-down treasure on each island." */
  z.object({ kind: z.literal('fort-look') }),
  /**
   * "When this ship is docked at your home island, you may eliminate one treasure. It becomes a 3S cannon that can be
   * eliminated only when the ship sinks": the first sentence (`forge-cannon`), and the cannon it makes (`forged-cannon`).
   */
  z.object({ kind: z.literal('forge-cannon') }),
  z.object({ kind: z.literal('forged-cannon'), rank: z.int().min(1).max(6), range: Leg }),
  /** "This ship's cannons have a range of 2L against sea creatures": each cannon's range, at the least, against one. */
  z.object({ kind: z.literal('range-against-creatures'), legs: z.int().min(1).max(4) }),
  /** "X ships get +N to their cannon rolls against this ship." */
  z.object({ kind: z.literal('vulnerable'), amount: z.int().refine((n) => n !== 0), from: z.array(z.string()), creatures: z.array(z.enum(['sea-dragon', 'sea-monster', 'titan', 'kraken', 'octopus'])).optional() }),
  /** "Friendly ships within S of this ship get +N to their cannon rolls." */
  z.object({ kind: z.literal('cannon-aura'), amount: z.int().positive() }),
  /** "+N to her cannon rolls for every friendly ship within S of her." */
  z.object({ kind: z.literal('cannon-bonus-per-friend'), amount: z.int().positive() }),
  /** "If this ship shoots at a ship that was previously shot at by another ship this turn, she gets +N ..." */
  z.object({ kind: z.literal('focus-fire'), amount: z.int().positive() }),
  /** "Once per turn, you may reroll any die roll you make for this ship; you must use the second die roll result." */
  z.object({ kind: z.literal('reroll') }),
  /** "Once per turn, one of this ship's cannons may shoot again if it misses." */
  z.object({ kind: z.literal('shoot-again') }),
  /** "This ship gains one 3S cannon that may not have its range or cannon roll increased." */
  z.object({ kind: z.literal('extra-cannon'), rank: z.int().min(1).max(6), range: Leg }),
  /** "It can shoot from any mast (even an eliminated mast)": the extra cannon's reminder. */
  z.object({ kind: z.literal('extra-cannon-any-mast') }),
  /** "If derelict, she cannot shoot": said of an extra cannon. */
  z.object({ kind: z.literal('derelict-cannot-shoot') }),
  /** "L-range cannons cannot hit this ship." (and "this fort") */
  z.object({ kind: z.literal('long-range-immune') }),
  /** "Cannon ranges of enemy ships are reduced to S against this ship." */
  z.object({ kind: z.literal('short-range-against') }),
  /** A fort's: "This fort gets +1 to its cannon rolls when a ship is docked at it." */
  z.object({ kind: z.literal('docked-cannon-bonus'), amount: z.int().positive() }),
  /** A fort's: "When a ship docks here, you may repair all of her masts." */
  z.object({ kind: z.literal('dock-repair-all') }),
  /** A fort's: "The first time this fort is shot at each turn, roll a d6." */
  z.object({ kind: z.literal('hit-shield') }),
  /** Its second sentence: "The result is the number of times this fort must be hit that turn before any of its cannons can be eliminated." */
  z.object({ kind: z.literal('hit-shield-count') }),
  /** "This ship cannot be shot at by ships within S of her." */
  z.object({ kind: z.literal('close-range-immune') }),
  /** "This ship can shoot at submerged ships [submarines] within S of her"; without `within`, at any range her guns reach. */
  z.object({ kind: z.literal('shoot-submerged'), within: Leg.optional() }),
  /** "Forts cannot hit this ship." */
  z.object({ kind: z.literal('fort-immune') }),
  /** "This ship may not be shot at while docked." */
  z.object({ kind: z.literal('docked-immune') }),
  /** "This ship eliminates two masts with one hit." */
  z.object({ kind: z.literal('double-damage') }),
  /**
   * "This ship cannot sink, but she can be scuttled": hits, a fort's included, never sink her, and her owner's scuttle
   * still does; `may-be-scuttled` is the printing that says the second half as its own sentence ("It can be scuttled").
   */
  z.object({ kind: z.literal('cannot-sink') }),
  z.object({ kind: z.literal('may-be-scuttled') }),
  /** "This ship sinks when her last mast is eliminated." */
  z.object({ kind: z.literal('sinks-mastless') }),
  /** "Two hits from the same shoot action are required to eliminate one of this ship's masts." */
  z.object({ kind: z.literal('two-hits-per-mast') }),
  /** "Masts on this ship can't be eliminated by shots unless the cannon roll is a 6." */
  z.object({ kind: z.literal('masts-need-roll'), roll: z.int().min(2).max(6) }),
  /** "This ship ignores the first hit she takes each turn as long as she has all of her masts." */
  z.object({ kind: z.literal('ignore-first-hit') }),
  /** "Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship." */
  z.object({ kind: z.literal('hit-eliminates-crew') }),
  /** "When this ship hits an enemy ship, you may also eliminate one cargo from that ship" (`once`: "Once per turn, when ..."). */
  z.object({ kind: z.literal('hit-eliminates-cargo'), once: z.boolean().optional() }),
  /** "When this ship hits another ship, you choose which mast is eliminated." */
  z.object({ kind: z.literal('attacker-chooses-mast') }),
  /** "Other ships do not block this ship's line of fire." */
  z.object({ kind: z.literal('fire-through-ships') }),
  /** "All of this ship's cannons have L range." */
  z.object({ kind: z.literal('all-long-range') }),
  /** "You may double the range of this ship's cannons each turn, but you must roll a 6 to hit." */
  z.object({ kind: z.literal('double-range'), need: z.int().min(2).max(6) }),
  /** "This ship cannot shoot when she carries treasure." */
  z.object({ kind: z.literal('no-shooting-with-treasure') }),
  /** "This ship cannot be given shoot actions." */
  z.object({ kind: z.literal('no-shooting') }),
  /** "This ship's cannons may not be eliminated (masts still may be)." */
  z.object({ kind: z.literal('cannons-survive') }),
  /** "Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S." */
  z.object({ kind: z.literal('chainshot'), anyRange: z.literal(true).optional() }),
  /** "You must declare which cannon will shoot the chainshot before rolling the d6": the chainshot's reminder. */
  z.object({ kind: z.literal('chainshot-declare') }),
  /** "If the chainshot hits, do not eliminate a mast; instead, the target cannot move next turn." */
  z.object({ kind: z.literal('chainshot-hit') }),
  /** The same three sentences for a stinkpot, whose hit stops the target's crew using their abilities on her next turn. */
  z.object({ kind: z.literal('stinkpot'), anyRange: z.literal(true).optional() }),
  z.object({ kind: z.literal('stinkpot-declare') }),
  z.object({ kind: z.literal('stinkpot-hit') }),
  /** "Eliminate one of this ship's masts when she rolls a 1 on any cannon roll." */
  z.object({ kind: z.literal('misfire'), on: z.int().min(1).max(6) }),
] as const;

const Face = z.int().min(1).max(6);

/**
 * Fire and smoke: the firepot's seven sentences, printed whole on every firepot card (the shot sets a mast on fire;
 * the rest are the rules of burning masts, which act on whichever ship is burning), and the smokepot's three.
 */
const fireEffects = [
  /**
   * "Once per turn when this ship is given a shoot action, one of her cannons may shoot a firepot at a target within S
   * of her." `anyRange`: equipment's "one of her cannons can shoot a fire shot" (and chain and stinkpot shots), at any
   * target that cannon reaches.
   */
  z.object({ kind: z.literal('firepot'), anyRange: z.literal(true).optional() }),
  /** "Declare which cannon will shoot the firepot before rolling the d6." */
  z.object({ kind: z.literal('firepot-declare') }),
  /** "If it hits, the target's controller replaces one of her masts with a fire mast." */
  z.object({ kind: z.literal('firepot-hit') }),
  /** "At the beginning of every turn, roll a d6 for each fire mast": the roll the table below reads. */
  z.object({ kind: z.literal('fire-roll') }),
  /** "On a result of 6, remove the fire mast; on a 1-3, the ship's controller replaces another of her masts with a fire mast." */
  z.object({ kind: z.literal('fire-table'), out: z.array(Face).min(1), spread: z.array(Face) }),
  /**
   * Equipment that breaks: "If the cannon roll is a 1, remove Chain Shot from the game", and, for some, "and replace
   * one of this ship's masts with a fire mast" or "and eliminate a mast from this ship".
   */
  z.object({ kind: z.literal('equipment-jams'), self: z.enum(['fire-mast', 'mast']).optional(), keeps: z.literal(true).optional() }),
  /** Equipment's "one of her cannons can shoot a grape shot": "If it hits, eliminate a crew instead of a mast." */
  z.object({ kind: z.literal('grapeshot') }),
  z.object({ kind: z.literal('grapeshot-hit') }),
  /** "... an exploding shot": "If it hits, the target's controller replaces one mast with a fire mast and eliminates a crew." */
  z.object({ kind: z.literal('exploding-shot') }),
  z.object({ kind: z.literal('exploding-shot-hit') }),
  /** "... a double shot": "If it hits, the cannon can shoot again." */
  z.object({ kind: z.literal('double-shot') }),
  z.object({ kind: z.literal('double-shot-hit') }),
  /** "... a grapple shot": "If it hits, do not eliminate a mast; instead this ship can initiate a boarding party against the target." */
  z.object({ kind: z.literal('grapple-shot') }),
  z.object({ kind: z.literal('grapple-shot-hit') }),
  /** "Declare which cannon will shoot the grape shot before rolling the d6": any of these four shots' reminder. */
  z.object({ kind: z.literal('equipment-shot-declare') }),
  /** "After using Chain Shot, remove it from the game": equipment good for one shot. */
  z.object({ kind: z.literal('equipment-once') }),
  /** "When a ship has only fire masts, she must be scuttled on her next turn." */
  z.object({ kind: z.literal('fire-scuttle') }),
  /** "When a ship docks at her home island or a fort, remove all of her fire masts as a free action." */
  z.object({ kind: z.literal('fire-dock') }),
  /** "Once per turn when this ship is given a shoot action, you may declare that one of her cannons is shooting a smokepot instead of a cannon; you do not need to target a ship." */
  z.object({ kind: z.literal('smokepot') }),
  /** "Simply place the center of a fog bank within S of this ship; it may not touch an island or any ship docked at an island." */
  z.object({ kind: z.literal('smokepot-place') }),
  /** "Remove the fog bank at the beginning of your next turn." */
  z.object({ kind: z.literal('smokepot-clear') }),
] as const;

const boardEffects = [
  /** "This ship gets +N to her boarding rolls [against X ships]" (`perCrew`: "for every crew on her"). */
  z.object({ kind: z.literal('boarding-bonus'), amount: z.int().positive(), against: Against.optional(), perCrew: z.literal(true).optional() }),
  /**
   * "She gets +2 instead if her opponent is a sea monster [or submarine]": completes the boarding bonus printed just
   * before it, whose amount becomes `amount` against those opponents.
   */
  z.object({ kind: z.literal('boarding-bonus-instead'), amount: z.int().positive(), opponents: z.array(z.enum(['sea-monster', 'submarine'])).min(1) }),
  /** "As part of a move action, this ship may initiate a boarding party against a ship up to S away from her, without having to ram." */
  z.object({ kind: z.literal('board-at-range') }),
  /** "The boarded ship may not use any boarding bonuses." */
  z.object({ kind: z.literal('deny-boarding-bonus') }),
  /** "If this ship succeeds at a boarding party, she may eliminate all of the other ship's crew." */
  z.object({ kind: z.literal('board-eliminates-all-crew') }),
  /** "If this ship wins a boarding party, she may take as much treasure from the other ship as she can carry." */
  z.object({ kind: z.literal('board-takes-all-treasure') }),
  /** "If this ship succeeds at a boarding party, choose two of the following: eliminate a crew, take a treasure, or eliminate a mast." */
  z.object({ kind: z.literal('board-two-spoils') }),
  /** "If this sea monster succeeds at a boarding party, it also eliminates a mast": a mast of the loser's besides the spoil. */
  z.object({ kind: z.literal('board-eliminates-mast') }),
  /** "When this ship is given a move action, instead of moving her you may roll a d6": the Navigator's die, completing `place-current`. */
  z.object({ kind: z.literal('current-roll') }),
  /** "On a result of 3-6, put a trade current within S of any friendly ship" (001 "Trade Current"). */
  z.object({ kind: z.literal('place-current'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  /**
   * "If this ship wins a boarding party, she may capture the crew with the highest point cost instead of eliminating
   * it": the capture, which the engine makes only where the text also says what a captive becomes (`captive-gold`).
   */
  z.object({ kind: z.literal('board-captures-crew') }),
  /** "This (A) captured crew becomes cargo worth its point cost in gold when unloaded at your home island." */
  z.object({ kind: z.literal('captive-gold') }),
  /** "This ship's crew cannot be eliminated unless she sinks." */
  z.object({ kind: z.literal('crew-protected') }),
  /**
   * "If any crew on this ship with point cost 5 or more (`orMore`) / 4 or less would be eliminated, eliminate this
   * crew instead": a crew's text, this crew taking the other's place.
   */
  z.object({ kind: z.literal('crew-guard'), cost: z.int().min(0), orMore: z.boolean() }),
  /**
   * "When another face-up crew on this ship would be eliminated, turn it face down instead" (the Doctors; Jack's Piece
   * of Eight): the crew stays aboard, face down, until it is revealed again.
   */
  z.object({ kind: z.literal('turn-face-down-instead') }),
  /** "Place this crew face up during setup": ashore at home at the start, it lies face up (lib/pirates/view.ts). */
  z.object({ kind: z.literal('face-up-at-setup') }),
  /**
   * "When revealed, put a crew with point cost 2 or less from outside of the game onto this ship": the table reveals
   * every crew aboard at the start, so the player names that crew in the fleet, aboard this ship, and it costs nothing.
   */
  z.object({ kind: z.literal('crew-from-outside'), points: z.int().min(0) }),
  /** "It cannot be eliminated unless its ship sinks": this crew survives everything but its ship's sinking. */
  z.object({ kind: z.literal('crew-self-protected') }),
  /**
   * "Crew placed on this ship cost no points, but they always each take up one cargo space": every crew aboard her
   * (this one too) costs 0 points, and each takes a cargo space, even one whose text says it takes none.
   */
  z.object({ kind: z.literal('crew-cost-free') }),
  /** "When this ship is hit, roll a d6": the die of `hit-crew-ashore`. */
  z.object({ kind: z.literal('hit-roll') }),
  /** "On a result of 5 or 6, move the crew on this ship with the highest point cost to a wild island chosen by the player to your left." */
  z.object({ kind: z.literal('hit-crew-ashore'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  /** "This crew cannot leave this ship (unless captured or eliminated)": never dropped off, handed over, possessed or swapped. */
  z.object({ kind: z.literal('cannot-leave') }),
  /** "This ship can move through whirlpools without losing crew, masts, or treasure." */
  z.object({ kind: z.literal('whirlpool-safe') }),
  /** "(You may) load this treasure face down": aboard face down, acting only when turned face up as its text says. */
  z.object({ kind: z.literal('load-face-down'), optional: z.boolean().optional() }),
  /**
   * "On any one of your turns, you may turn <this> face up to give this ship an extra shoot action / +L to her base
   * move / +2 to her cannon rolls that turn": a free action of her owner's, once.
   */
  z.object({
    kind: z.literal('reveal-boost'),
    shots: z.int().min(1).optional(),
    moves: z.int().min(1).optional(),
    leg: z.enum(['S', 'L']).optional(),
    cannon: z.int().min(1).optional(),
  }),
  /** "You may reveal it at the start of your turn": turned face up only before any ship of hers is given an action. */
  z.object({ kind: z.literal('reveal-at-start') }),
  /** "When revealed, none of this ship's abilities or crew abilities can be used this turn." */
  z.object({ kind: z.literal('reveal-unnerve') }),
  /** "The targets of the shoot actions cannot use their abilities or crew abilities this turn": of her shots after a reveal. */
  z.object({ kind: z.literal('reveal-silence-targets') }),
  /** "Reveal it when this ship is given a move or shoot action; any one target enemy ship cannot use any crew or ship abilities this turn." */
  z.object({ kind: z.literal('reveal-silence-one') }),
  /**
   * Plague: "Eliminate all crew on this ship; she cannot dock. When she touches another ship, unload Plague onto that
   * ship": every crew of the ship carrying it is eliminated as it comes aboard, she docks nowhere while it is aboard,
   * and it passes to a ship she touches. `spread` for the second sentence.
   */
  z.object({ kind: z.literal('plague'), spread: z.boolean().optional() }),
  /** "You may reveal it when this ship rams or pins a ship": Explosives, turned as she rams or pins. */
  z.object({ kind: z.literal('reveal-explosives') }),
  /** "On a result of 4-6, both ships sink": what the die of `reveal-explosives` does. */
  z.object({ kind: z.literal('explosives-sink'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  /** "Reveal <this> to remove a unique treasure from the game": one her owner knows of, which he names. */
  z.object({ kind: z.literal('reveal-remove-unique') }),
  /** "This ship gains the Fear keyword, except that it also affects your ships." */
  z.object({ kind: z.literal('fear-all') }),
  /** "When revealed, eliminate an iceberg": the iceberg her owner names. */
  z.object({ kind: z.literal('reveal-break-iceberg') }),
  /** "When revealed, move any iceberg L in any direction." */
  z.object({ kind: z.literal('reveal-move-iceberg') }),
  /** "Reveal it when target enemy ship moves within S of this ship": a mine, turned as an enemy move ends that near her. */
  z.object({ kind: z.literal('reveal-mines') }),
  /** "Choose and eliminate one mast from the target at the end of her move": what `reveal-mines` does. */
  z.object({ kind: z.literal('mines-mast') }),
  /** "When revealed, trade one random treasure from your home island with a random treasure from an enemy home island." */
  z.object({ kind: z.literal('reveal-trade-homes') }),
  /** "Both home islands must have treasure in order for <this> to be used": the condition of `reveal-trade-homes`. */
  z.object({ kind: z.literal('trade-homes-needs-treasure') }),
  /** "Reveal it when unloaded at your home island: You may choose to eliminate crew from this ship." */
  z.object({ kind: z.literal('reveal-sell-crew') }),
  /** "For each crew you eliminate, you gain N gold": what each crew `reveal-sell-crew` eliminates is worth. */
  z.object({ kind: z.literal('sell-crew-gold'), gold: z.int().min(0) }),
  /** "If one of this ship's masts would be eliminated, you may reveal <this> and remove it from the game instead." */
  z.object({ kind: z.literal('reveal-save-mast') }),
  /** "When this ship is given a shoot action, you may reveal <this>; one of this ship's cannons automatically hits an enemy ship within range." */
  z.object({ kind: z.literal('reveal-sure-hit') }),
  /**
   * "If this sea creature is within S of both a wild island and a friendly ship, she can place one treasure from that
   * wild island on that ship as a free action."
   */
  z.object({ kind: z.literal('fetch-for-friend') }),
  /** "Once per turn instead of giving this ship an action, you may place a fog bank within L of her": it stays. */
  z.object({ kind: z.literal('brew-fog') }),
  /** "Instead you may transfer one treasure from any ship within S of this ship to this ship": her move action, spent so. */
  z.object({ kind: z.literal('pilfer-within') }),
  /** "When this ship is given a shoot action you may double the range of one of her cannons." */
  z.object({ kind: z.literal('double-one-range') }),
  /** "Once per turn when an enemy ship is given a shoot action to shoot at this ship, ... one of her cannons within range ... automatically hits." */
  z.object({ kind: z.literal('paw-auto-hit') }),
  /** "This ship and any crew aboard her belong to the Cursed nation instead of to their nation." */
  z.object({ kind: z.literal('cursed-nation') }),
  /** "If one of this ship's masts or crew would be eliminated by a ship, you may give Relics to the attacker instead, ending that ship's turn." */
  z.object({ kind: z.literal('relics-instead') }),
  /** "This ship can dock at an enemy home island and be given repair actions (only) while there." */
  z.object({ kind: z.literal('dock-enemy-home-repair') }),
  /** "If this sea monster succeeds at a boarding party, you may choose two crew, two treasure, or one crew and one treasure." */
  z.object({ kind: z.literal('board-two-picks') }),
  /** "When <this> is unloaded at your home island, you can eliminate any number of crew in your fleet; each is worth N gold." */
  z.object({ kind: z.literal('unload-sell-crew'), gold: z.int().min(0) }),
  /** "If this crew is eliminated, place it on your home island (instead)": ashore at home rather than out of the game. */
  z.object({ kind: z.literal('crew-to-home') }),
  /** "Ramming cannot eliminate this ship's masts." */
  z.object({ kind: z.literal('ram-proof') }),
  /** "On the turn this ship is pinned, eliminate one crew [and one mast] from the enemy ship." */
  z.object({ kind: z.literal('pinned-eliminates-crew'), mast: z.boolean().optional() }),
  /** "Once per turn, if this ship carries treasure and is within S of an enemy ship, you may randomly trade one treasure with that ship." */
  z.object({ kind: z.literal('trade-treasure') }),
  /** "When touching a Pirate ship, this ship may load as much of that ship's treasure as she can carry." */
  z.object({ kind: z.literal('load-from-nation'), nation: z.string() }),
  /** "Once per turn, if this ship is touching another ship, reveal all face-down treasure aboard the other ship." */
  z.object({ kind: z.literal('reveal-touching') }),
  /** "This ship can take as much unique treasure from the other ship as she can carry": the ship the reveal touches. */
  z.object({ kind: z.literal('take-unique-touching') }),
  /** "Once per turn, this ship may randomly take one treasure from any ship she touches" (`all`: as much as she can carry). */
  z.object({ kind: z.literal('plunder-touching'), all: z.boolean().optional() }),
] as const;

const actionEffects = [
  /** "Once per turn before you give this ship an action, roll a d6": the roll the next sentence reads. */
  z.object({ kind: z.literal('action-roll') }),
  /** "On a 5 or 6, this ship may be given an extra action / the same action twice." */
  z.object({ kind: z.literal('extra-action-on-roll'), faces: z.array(z.int().min(1).max(6)), sameAction: z.boolean() }),
  /** "Instead of giving this ship an action this turn, you can give another ship in your fleet two actions." */
  z.object({ kind: z.literal('delegate-action'), pirateOnly: z.boolean().optional() }),
  /** "Once per turn, you may eliminate one of this ship's crew to give her an extra action." */
  z.object({ kind: z.literal('crew-for-action') }),
  /** "Once per turn, if this ship is within S of an island, you may mark the island as explored without docking at it." */
  z.object({ kind: z.literal('mark-explored') }),
  /** "The island becomes unexplored in regards to all other players": the mark's other half. */
  z.object({ kind: z.literal('unexplore-others') }),
  /**
   * "After looking at treasure on a wild island, you may trade any one treasure from that island for a random treasure
   * on any other wild island."
   */
  z.object({ kind: z.literal('island-trade') }),
  /** "When this ship is given an explore action, you can swap a treasure on the wild island with a crew on any friendly ship." */
  z.object({ kind: z.literal('explore-swap-crew') }),
  /** "This ship must load the traded treasure": the trade's other half. */
  z.object({ kind: z.literal('load-traded') }),
  /** "Once per turn, one crew or ship within S of this ship cannot use its ability that turn." */
  z.object({ kind: z.literal('silence'), within: Leg }),
  /** "Once per turn, this ship may look at one face-down cargo on any ship" (`on: 'ship'`) / "treasure on any island". */
  z.object({ kind: z.literal('look'), on: z.enum(['ship', 'island']) }),
  /** "After this ship moves, she can look at all treasure on all islands and ships within L of her." */
  z.object({ kind: z.literal('look-around'), within: Leg }),
  /** "If this ship carries no crew, she gets +2 cargo capacity": room that counts only while no crew is aboard. */
  z.object({ kind: z.literal('cargo-if-no-crew'), spaces: z.int().positive() }),
  /** "You own any derelict this ship explores; both ships become docked at your home island." */
  z.object({ kind: z.literal('capture-derelict') }),
  /** "This ship may never load the last treasure from an island." */
  z.object({ kind: z.literal('leave-last-treasure') }),
  /** "This ship may repair at sea or at any island." */
  z.object({ kind: z.literal('repair-anywhere') }),
  /** "One of this ship's treasures is worth +N gold when unloaded at your home island." */
  z.object({ kind: z.literal('unload-bonus'), gold: z.int().positive() }),
  /** "When this ship sinks another ship, you may repair one of this ship's masts." */
  z.object({ kind: z.literal('repair-on-sink') }),
  /** "Each time this ship sinks a non-French ship, randomly choose one gold coin on a wild island and put it on your home island." */
  z.object({ kind: z.literal('sink-bounty'), except: z.string() }),
  /** "If this ship sinks, dock it fully repaired at its home island, then remove Neptune's Figurehead from the game." */
  z.object({ kind: z.literal('sink-return') }),
] as const;

/**
 * Die-roll tables: a roll at the beginning of the turn, and rows of faces, each giving effects for that turn. A row's
 * effects are effect kinds of their own (listed here too, so ./modelled.ts names them), applied only through a row.
 */
/** "Any ship in your fleet may be given two actions that turn": one ship of the fleet, the player's pick, takes a second action. */
const fleetExtraAction = z.object({ kind: z.literal('fleet-extra-action') });
/** "Eliminate a crew on this ship" (her owner's pick), and "the crew on this ship with the highest point cost". */
const loseCrew = z.object({ kind: z.literal('lose-crew'), which: z.enum(['chosen', 'costliest']) });
export const RowEffect = z.discriminatedUnion('kind', [fleetExtraAction, loseCrew]);
export type RowEffect = z.infer<typeof RowEffect>;
export const RollRow = z.object({ faces: z.array(Face).min(1), effects: z.array(RowEffect) });
export type RollRow = z.infer<typeof RollRow>;

const rollEffects = [
  /** "Each turn roll a d6, on a result of 5 or 6 no crew abilities can be used this turn." */
  z.object({ kind: z.literal('crew-blackout'), faces: z.array(Face).min(1) }),
  /** "Once at the beginning of each of your turns, roll a d6": the die the rows after it read. */
  z.object({ kind: z.literal('turn-roll') }),
  /** "On a result of 6, …": rows of the table (a row with no effects is "No effect"). */
  z.object({ kind: z.literal('roll-table'), rows: z.array(RollRow).min(1) }),
  fleetExtraAction,
  loseCrew,
] as const;

/**
 * A unique treasure's one-time effects, acting as it is revealed: placed face up aboard the ship that explored its
 * island (001 "Exploring": "any ability a face-up unique treasure has comes into play immediately").
 */
const revealEffects = [
  /**
   * "Eliminate the crew on this ship with the lowest point cost" (`cheapest`); "Remove all crew on this ship from the
   * game" (`all-removed`: out of the game, not eliminated, so no Ransom gold and no crew dying in another's place).
   */
  z.object({ kind: z.literal('reveal-crew-loss'), which: z.enum(['cheapest', 'all-removed']) }),
  /** "Immediately move this ship into the nearest whirlpool, and then follow the whirlpool rules for ship placement and damage." */
  z.object({ kind: z.literal('reveal-whirlpool') }),
  /** "Put this ship's crew on your home island" (Jail!): her crew go ashore at home, to be taken aboard again there. */
  z.object({ kind: z.literal('reveal-crew-home') }),
  /** "Eliminate one crew or mast from this ship." */
  z.object({ kind: z.literal('reveal-crew-or-mast') }),
  /** "When revealed, eliminate one mast from every ship in play." */
  z.object({ kind: z.literal('reveal-mast-every-ship') }),
  /**
   * "This ship may not be given an action the turn after loading Plunder": her owner's next turn she stands idle;
   * `rounds: 'crew'`, "for a number of rounds equal to number of crew on her when Natives is revealed".
   */
  z.object({ kind: z.literal('reveal-idle'), rounds: z.literal('crew').optional() }),
  /**
   * What the treasure is worth, set as it is loaded: "After loading Plunder, roll a d6; Plunder is worth gold equal to
   * the result" (`d6`); "Rum is worth gold equal to 6 minus the number of this ship's crew when Rum was loaded".
   */
  z.object({ kind: z.literal('reveal-value'), from: z.enum(['d6', 'six-minus-crew', 'crew']) }),
  /** "Each non-unique treasure on this ship is worth 1 fewer gold when unloaded." */
  z.object({ kind: z.literal('unload-penalty'), amount: z.int().positive() }),
  /**
   * "Double the value of one non-unique treasure on this ship when unloaded at your home island or fort" (`best`, the
   * owner's pick); "When this ship unloads gold at your home island, double the gold value of the treasure with the
   * lowest gold value on this ship" (`lowest`). `fort`: at one of her fleet's forts too.
   */
  z.object({ kind: z.literal('unload-double'), which: z.enum(['best', 'lowest']), fort: z.boolean() }),
  /** "Rats cannot be unloaded": a reminder, as a treasure worth no gold is never unloaded (001 "Docking"). */
  z.object({ kind: z.literal('stays-aboard') }),
  /**
   * "When this treasure is revealed, mark all wild islands as explored and choose any wild island and look at all the
   * face down treasure on that island."
   */
  z.object({ kind: z.literal('reveal-charts') }),
  /** "When revealed, eliminate one random treasure from the island and one random crew from every ship docked at the island." */
  z.object({ kind: z.literal('reveal-volcano') }),
  /** "When revealed, turn all treasure on all wild islands face up for the remainder of the game." */
  z.object({ kind: z.literal('reveal-wild-face-up') }),
  /** "Once after revealing, roll a d6 for each crew on the ship" (the dice), "On a result of 1, that crew is eliminated". */
  z.object({ kind: z.literal('reveal-crew-dice') }),
  z.object({ kind: z.literal('reveal-crew-cull'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  /** "Remove Scurvy from the game when this ship docks at her home island." */
  z.object({ kind: z.literal('discard-at-home') }),
  /** "This treasure takes up one cargo space" (a unique treasure takes none unless its text says so, 001 "Exploring"). */
  z.object({ kind: z.literal('takes-cargo'), spaces: z.int().min(1).optional() }),
  /** "If this ship loads Scurvy, it has no effect; remove it from the game": the treasure named, loaded by her, leaves at once. */
  z.object({ kind: z.literal('neutralizes'), name: z.string() }),
  /** "Trees may remain face-down on its island if the ship that explores that island has all of its masts." */
  z.object({ kind: z.literal('stays-if-whole') }),
  /** "Leave Natives face down on its island": it acts on each ship that explores there, and stays. */
  z.object({ kind: z.literal('stays-on-island') }),
  /** "When Trees is revealed, fully repair this ship": every felled mast stands, its fire out. */
  z.object({ kind: z.literal('reveal-repair-all') }),
  /** "You may give this ship a repair action to eliminate Wet Gunpowder instead of repairing a mast" (it cannot be unloaded). */
  z.object({ kind: z.literal('repair-discards') }),
  /** "Roll a d6." alone: the die the sentence after it reads (`reveal-island-gold-loss`). */
  z.object({ kind: z.literal('reveal-roll') }),
  /** "On a result of 1, all gold on this island is removed from the game." */
  z.object({ kind: z.literal('reveal-island-gold-loss'), faces: z.array(z.int().min(1).max(6)).min(1) }),
  /** "Swap Davy Jones' Key with one face-down treasure on any other wild island." */
  z.object({ kind: z.literal('reveal-swap') }),
  /** "Immediately dock this ship at the wild island with the fewest treasure coins on it" (a tie is the opponent's pick). */
  z.object({ kind: z.literal('reveal-dock-poorest') }),
  z.object({ kind: z.literal('reveal-dock-tie') }),
  /** "On a result of 1-3, eliminate the crew on this ship that has the lowest point value; on a 4-6, ... the highest." */
  z.object({ kind: z.literal('reveal-natives-cull'), cheapest: z.array(z.int().min(1).max(6)), costliest: z.array(z.int().min(1).max(6)) }),
  /** "Then this ship can load one more treasure (only)": of the coins on the island, she loads one at most. */
  z.object({ kind: z.literal('load-one-more') }),
  /** "Then put Savage Natives face down on the island; this ship must leave the island on your next turn." */
  z.object({ kind: z.literal('natives-leave') }),
  /** "Cursed ships and crew are not affected": on a Cursed ship the rest of the text does nothing. */
  z.object({ kind: z.literal('cursed-immune') }),
  /** "When this ship has reached her cargo capacity, roll a d6. Replace the value of each non-unique treasure on this ship with the result." */
  z.object({ kind: z.literal('full-hold-roll') }),
  z.object({ kind: z.literal('full-hold-values') }),
  /**
   * "Then remove Cannibals from the game": the treasure leaves the game once the rest of its text has acted, as it is
   * revealed or, for a text that acts at unloading, then.
   */
  z.object({ kind: z.literal('reveal-discard') }),
] as const;

export const Effect = z.discriminatedUnion('kind', [...buildEffects, ...moveEffects, ...shootEffects, ...fireEffects, ...boardEffects, ...actionEffects, ...rollEffects, ...revealEffects]);
export type Effect = z.infer<typeof Effect>;
export type EffectKind = Effect['kind'];
export type EffectOf<K extends EffectKind> = Extract<Effect, { kind: K }>;
