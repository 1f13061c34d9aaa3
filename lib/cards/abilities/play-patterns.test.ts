import { describe, expect, it } from 'vitest';
import { Effect } from './effects';
import { parseAbility } from './parse';
import { canonicalSentence, matchPlayPattern, PLAY_PATTERNS } from './play-patterns';

/**
 * Each play pattern read from a sentence worded the way cards word it (invented lines, not copied card text), with
 * the parameters the engine needs. Every pattern has at least one line here, so a pattern added without a reading
 * test fails below.
 */
const READINGS: [string, Effect[]][] = [
  // Movement
  ['This ship gets +S to her base move.', [{ kind: 'move-bonus', leg: 'S' }]],
  ['This ship gets + L to her base move if she has all of her masts.', [{ kind: 'move-bonus', leg: 'L', condition: 'all-masts' }]],
  ['When this ship carries no cargo, she gets +S to her base move.', [{ kind: 'move-bonus', leg: 'S', condition: 'no-cargo' }]],
  ['If this ship has a Captain crew, she gets +L to her base move.', [{ kind: 'move-bonus', leg: 'L', condition: 'captain' }]],
  [
    'If this ship has a crew with the Captain keyword, she gets +2 to her cannon rolls and +S to her base move.',
    [
      { kind: 'cannon-bonus', amount: 2, condition: 'captain' },
      { kind: 'move-bonus', leg: 'S', condition: 'captain' },
    ],
  ],
  ['If derelict, this ship has a base move of L.', [{ kind: 'derelict-move', leg: 'L' }]],
  ["This ship's base move becomes S when she reaches her cargo limit.", [{ kind: 'full-cargo-slow' }]],
  ['This ship ignores terrain when she is given a move action (islands are not terrain).', [{ kind: 'ignore-terrain' }]],
  ['This ship ignores terrain when given move actions (islands are not terrain).', [{ kind: 'ignore-terrain' }]],
  ['This ship gets +1 to her boarding rolls for every crew on her.', [{ kind: 'boarding-bonus', amount: 1, perCrew: true }]],
  ['This ship gets +1 to her boarding rolls for every crew assigned to her.', [{ kind: 'boarding-bonus', amount: 1, perCrew: true }]],
  ['This ship can move and then shoot using the same move action.', [{ kind: 'move-and-shoot' }]],
  ['After this ship resolves a shoot action, she may move as a free action.', [{ kind: 'move-after-shoot' }]],
  ['This ship may dock and explore a wild island using the same move action.', [{ kind: 'dock-and-explore' }]],
  ["If this ship isn't assigned a Helmsman crew, roll a d6 after she resolves a move action.", [{ kind: 'move-roll' }]],
  ['On a result of 4\u20136, this ship can move L.', [{ kind: 'move-roll-result', faces: [4, 5, 6], leg: 'L' }]],
  ['This ship can dock and then explore a wild island using the same move action.', [{ kind: 'dock-and-explore' }]],
  [
    'If this sea creature is within S of a friendly ship when this sea creature is given a move action, it gets +S to its base move.',
    [{ kind: 'move-bonus', leg: 'S', nearFriend: 'S' }],
  ],
  ['If this ship is within L of a friendly ship when this ship is given a move action, she gets +S to her base move.', [{ kind: 'move-bonus', leg: 'S', nearFriend: 'L' }]],
  ['If this ship is within S of a friendly ship when it is given a move action, this ship gets +L to its base move.', [{ kind: 'move-bonus', leg: 'L', nearFriend: 'S' }]],
  ['This ship may dock at an enemy home island and load up to two treasures.', [{ kind: 'raid-home', treasures: 2 }]],
  ['If able, she must leave on your next turn.', [{ kind: 'must-leave' }]],
  ["This ship can't be pinned.", [{ kind: 'cannot-be-pinned' }]],
  ['If this ship ends her turn in a fog bank, on her next turn she can use her move action to move out of any other fog bank in play.', [{ kind: 'fog-hop' }]],
  ['Once per turn, this ship can move S after loading cargo.', [{ kind: 'move-after-cargo', after: 'load', leg: 'S' }]],
  ['Once per turn, this ship may move S after unloading cargo.', [{ kind: 'move-after-cargo', after: 'unload', leg: 'S' }]],
  ['If a sea monster begins its move within L of this ship, it gets +L to its base move.', [{ kind: 'lure-monsters', within: 'L', leg: 'L' }]],
  ['Crew of any nationality can use their abilities on this ship.', [{ kind: 'crew-any-nationality' }]],
  ["This ship can't carry crew.", [{ kind: 'no-crew' }]],
  ['Reduce the cost of all other crew placed on this ship by two.', [{ kind: 'crew-cost-reduction', points: 2 }]],
  ["This ship's crew can not be eliminated unless she sinks.", [{ kind: 'crew-protected' }]],
  // Shooting
  ['This ship gets +1 to her cannon rolls against French ships.', [{ kind: 'cannon-bonus', amount: 1, against: { nations: ['French'], except: false, forts: false, damaged: false } }]],
  ['This ship gets +2 to her cannon rolls against any non-Pirate ship or fort.', [{ kind: 'cannon-bonus', amount: 2, against: { nations: ['Pirate'], except: true, forts: true, damaged: false } }]],
  ['This ship gets +1 to her cannon rolls against targets without all their masts.', [{ kind: 'cannon-bonus', amount: 1, against: { nations: [], except: false, forts: false, damaged: true } }]],
  [
    'This ship gets +2 to her cannon rolls against forts within L of her.',
    [{ kind: 'cannon-bonus', amount: 2, against: { nations: [], except: false, forts: true, damaged: false, fortWithin: 'L' } }],
  ],
  ['This ship can shoot at submerged submarines within S of her.', [{ kind: 'shoot-submerged', within: 'S' }]],
  ['This ship gets +1 to her cannon rolls against the Cursed.', [{ kind: 'cannon-bonus', amount: 1, against: { nations: ['Cursed'], except: false, forts: false, damaged: false } }]],
  ['This ship gets +1 to her cannon rolls against any ship.', [{ kind: 'cannon-bonus', amount: 1 }]],
  [
    'This ship gets +1 to her cannon rolls and boarding rolls against Spanish ships.',
    [
      { kind: 'cannon-bonus', amount: 1, against: { nations: ['Spanish'], except: false, forts: false, damaged: false } },
      { kind: 'boarding-bonus', amount: 1, against: { nations: ['Spanish'], except: false, forts: false, damaged: false } },
    ],
  ],
  ['If this ship has a Captain crew, she gets +1 to her cannon rolls.', [{ kind: 'cannon-bonus', amount: 1, condition: 'captain' }]],
  ['American ships get +1 to their cannon rolls against this ship.', [{ kind: 'vulnerable', amount: 1, from: ['American'] }]],
  ['Friendly ships within S of this ship get +1 to their cannon rolls.', [{ kind: 'cannon-aura', amount: 1 }]],
  ['This ship gets +1 to her cannon rolls for every friendly ship within S of her.', [{ kind: 'cannon-bonus-per-friend', amount: 1 }]],
  [
    'If this ship shoots at a ship that was previously shot at by another ship this turn, she gets +2 to her cannon rolls against that ship this turn.',
    [{ kind: 'focus-fire', amount: 2 }],
  ],
  ['Once per turn, you may reroll any die roll made for this ship; you must use the second roll.', [{ kind: 'reroll' }]],
  ["Once per turn, one of this ship's cannons can shoot again if it misses.", [{ kind: 'shoot-again' }]],
  ['This ship gains one 4L cannon that may not have its range or cannon roll increased.', [{ kind: 'extra-cannon', rank: 4, range: 'L' }]],
  ['This ship gains one rank 2 cannon with S range cannon that may not have its range or cannon roll increased.', [{ kind: 'extra-cannon', rank: 2, range: 'S' }]],
  ['This ship gains one L range cannon, with a rank of 5 that may not have its range or cannon roll increased.', [{ kind: 'extra-cannon', rank: 5, range: 'L' }]],
  ['This ship gains one S range rank 3 cannon that may not have its range or cannon roll increased.', [{ kind: 'extra-cannon', rank: 3, range: 'S' }]],
  ["This ship gains one 2S cannon that can't have its range or cannon roll increased.", [{ kind: 'extra-cannon', rank: 2, range: 'S' }]],
  ['It can shoot from any mast (even an eliminated mast).', [{ kind: 'extra-cannon-any-mast' }]],
  ['If derelict, she cannot shoot.', [{ kind: 'derelict-cannot-shoot' }]],
  ['L-range cannons cannot hit this ship.', [{ kind: 'long-range-immune' }]],
  ['Cannon ranges of enemy ships are reduced to S against this ship.', [{ kind: 'short-range-against' }]],
  ['This ship cannot be shot at by ships within S of her.', [{ kind: 'close-range-immune' }]],
  ["Forts can't hit this ship.", [{ kind: 'fort-immune' }]],
  ["Once per turn, one of this fort's cannons may shoot again if it misses.", [{ kind: 'shoot-again' }]],
  ['L-range cannons cannot hit this fort.', [{ kind: 'long-range-immune' }]],
  ['When this fort hits a ship, you may also eliminate one cargo from that ship.', [{ kind: 'hit-eliminates-cargo' }]],
  ['When this fort hits an enemy ship, you may also eliminate one cargo from that ship.', [{ kind: 'hit-eliminates-cargo' }]],
  ['This fort gets +1 to its cannon rolls when a ship is docked at it.', [{ kind: 'docked-cannon-bonus', amount: 1 }]],
  ['When a ship docks here, you may repair all of her masts.', [{ kind: 'dock-repair-all' }]],
  ['The first time this fort is shot at each turn, roll a d6.', [{ kind: 'hit-shield' }]],
  ["The result is the number of times this fort must be hit that turn before any of its cannons can be eliminated.", [{ kind: 'hit-shield-count' }]],
  ['This ship may not be shot at while docked.', [{ kind: 'docked-immune' }]],
  ['This ship eliminates two masts with one hit.', [{ kind: 'double-damage' }]],
  ['This titan eliminates two masts with one hit.', [{ kind: 'double-damage' }]],
  ["Masts on this ship can't be eliminated by shots unless the cannon roll is a 6.", [{ kind: 'masts-need-roll', roll: 6 }]],
  ["Two hits from the same shoot action are required to eliminate one of this ship's hull pieces.", [{ kind: 'two-hits-per-mast' }]],
  ['This ship ignores the first hit she takes each turn as long as she has all of her hull pieces.', [{ kind: 'ignore-first-hit' }]],
  ['This ship cannot sink, but she can be scuttled.', [{ kind: 'cannot-sink' }]],
  ['This ship cannot sink.', [{ kind: 'cannot-sink' }]],
  ['It can be scuttled.', [{ kind: 'may-be-scuttled' }]],
  ["Two hits from the same shoot action are required to eliminate one of this ship's masts.", [{ kind: 'two-hits-per-mast' }]],
  ['This ship ignores the first hit she takes each turn as long as she has all of her masts.', [{ kind: 'ignore-first-hit' }]],
  ['Once per turn when this ship hits an enemy ship, also eliminate one crew from that ship.', [{ kind: 'hit-eliminates-crew' }]],
  ['Once per turn, when this sea creature hits an enemy ship, also eliminate one crew from that ship.', [{ kind: 'hit-eliminates-crew' }]],
  ['When this ship hits an enemy ship, you may also eliminate one cargo from that ship.', [{ kind: 'hit-eliminates-cargo' }]],
  ['When this ship hits another ship, you choose which mast is eliminated.', [{ kind: 'attacker-chooses-mast' }]],
  ["Other ships do not block this ship's line of fire.", [{ kind: 'fire-through-ships' }]],
  ["All of this ship's cannons have L range.", [{ kind: 'all-long-range' }]],
  ["You may double the range of this ship's cannons each turn, but you must roll a 5 to hit.", [{ kind: 'double-range', need: 5 }]],
  ['This ship cannot shoot when she carries treasure.', [{ kind: 'no-shooting-with-treasure' }]],
  ["This ship's cannons may not be eliminated (masts still may be).", [{ kind: 'cannons-survive' }]],
  ['Once per turn when this ship is given a shoot action, one of her cannons may shoot a chainshot at a target within S range.', [{ kind: 'chainshot' }]],
  ['You must declare which cannon will shoot the chainshot before rolling the d6.', [{ kind: 'chainshot-declare' }]],
  ['If the chainshot hits, do not eliminate a mast; instead, the target cannot move next turn.', [{ kind: 'chainshot-hit' }]],
  ['Once per turn when this ship is given a shoot action, one of her cannons may shoot a stinkpot shot at a target within S of her.', [{ kind: 'stinkpot' }]],
  ['You must declare which cannon will shoot the stinkpot before rolling the d6.', [{ kind: 'stinkpot-declare' }]],
  ["If the stinkpot hits, do not eliminate a mast; instead, the target's crew cannot use their abilities on the target's next turn.", [{ kind: 'stinkpot-hit' }]],
  ["Eliminate one of this ship's masts when she rolls a 1 on any cannon roll.", [{ kind: 'misfire', on: 1 }]],
  // Fire
  ['Once per turn when this ship is given a shoot action, one of her cannons can shoot a firepot at a target within S of her.', [{ kind: 'firepot' }]],
  ['Declare which cannon will shoot the firepot before rolling the d6.', [{ kind: 'firepot-declare' }]],
  ["If it hits, the target's controller replaces one of her masts with a fire mast.", [{ kind: 'firepot-hit' }]],
  ["If it hits, the ship's controller replaces one of her masts with a fire mast.", [{ kind: 'firepot-hit' }]],
  ['At the beginning of every turn, roll one d6 for each fire mast.', [{ kind: 'fire-roll' }]],
  ['At the beginning of every turn, roll d6 for each fire mast.', [{ kind: 'fire-roll' }]],
  [
    "On a result of 6, remove the fire mast; on a 1\u20132, the ship's controller replaces another of her masts with a fire mast.",
    [{ kind: 'fire-table', out: [6], spread: [1, 2] }],
  ],
  ["On a 5 or 6 remove the fire mast; on a 1-3 the ship's controller replaces another of her masts with a fire mast.", [{ kind: 'fire-table', out: [5, 6], spread: [1, 2, 3] }]],
  ['When a ship has only fire masts, she must be scuttled on her next turn.', [{ kind: 'fire-scuttle' }]],
  ['When a ship docks at her home island or a fort, remove all of her fire masts as a free action.', [{ kind: 'fire-dock' }]],
  ['When a ship docks at her home island or at a fort, remove all fire masts as a free action.', [{ kind: 'fire-dock' }]],
  [
    'Once per turn when this ship is given a shoot action, you can declare that one of her cannons is shooting a smokepot instead of a cannon; you do not need to target a ship.',
    [{ kind: 'smokepot' }],
  ],
  ["Simply place the center of a fog bank within S of this ship; it can't touch an island or any ship docked at an island.", [{ kind: 'smokepot-place' }]],
  ['Remove the fog bank at the beginning of your next turn.', [{ kind: 'smokepot-clear' }]],
  // Boarding and ramming
  ['She gets +2 to her boarding rolls against English ships.', [{ kind: 'boarding-bonus', amount: 2, against: { nations: ['English'], except: false, forts: false, damaged: false } }]],
  ['She gets +3 instead if her opponent is a submarine.', [{ kind: 'boarding-bonus-instead', amount: 3, opponents: ['submarine'] }]],
  ['She gets +2 instead if her opponent is a sea monster or submarine.', [{ kind: 'boarding-bonus-instead', amount: 2, opponents: ['sea-monster', 'submarine'] }]],
  [
    'As part of a move action, this ship may initiate a boarding party against a ship up to S away from her, without having to ram.',
    [{ kind: 'board-at-range' }],
  ],
  ['The boarded ship may not use any boarding bonuses.', [{ kind: 'deny-boarding-bonus' }]],
  ['The boarded ship may not use any boarding bonuses she may have.', [{ kind: 'deny-boarding-bonus' }]],
  ['As part of a move action, this ship may initiate a boarding party against a ship within S of her, without having to ram.', [{ kind: 'board-at-range' }]],
  ['As part of a move action, this sea creature can initiate a boarding party against a ship up to S away from her, without having to ram.', [{ kind: 'board-at-range' }]],
  ["The boarded ship can't use any boarding bonuses.", [{ kind: 'deny-boarding-bonus' }]],
  ["If this ship succeeds at a boarding party, she may eliminate all of the other ship's crew.", [{ kind: 'board-eliminates-all-crew' }]],
  [
    'If this ship wins a boarding party, she may take as much treasure from the other ship as she wants, up to her available cargo space.',
    [{ kind: 'board-takes-all-treasure' }],
  ],
  ['If this ship wins a boarding party, she can take as much treasure from that ship as she can carry.', [{ kind: 'board-takes-all-treasure' }]],
  ['If this ship succeeds at a boarding party, choose two of the following: eliminate a crew, take a treasure, or eliminate a mast.', [{ kind: 'board-two-spoils' }]],
  ['If this ship wins a boarding party, she can capture the crew with the highest point cost instead of eliminating it.', [{ kind: 'board-captures-crew' }]],
  ['This captured crew becomes cargo worth its point cost in gold when unloaded at your home island.', [{ kind: 'captive-gold' }]],
  ['A captured crew becomes cargo worth its point cost in gold when unloaded at your home island.', [{ kind: 'captive-gold' }]],
  ["Ramming can't eliminate this ship's masts.", [{ kind: 'ram-proof' }]],
  ['Once per turn, if this ship is touching another ship, reveal all face-down treasure aboard the other ship.', [{ kind: 'reveal-touching' }]],
  ['This ship can take as much unique treasure from the other ship as she can carry.', [{ kind: 'take-unique-touching' }]],
  ['If any crew on this ship with point cost 5 or more would be eliminated, eliminate this crew instead.', [{ kind: 'crew-guard', cost: 5, orMore: true }]],
  ['If any crew on this ship with point cost 3 or less would be eliminated, eliminate Mara instead.', [{ kind: 'crew-guard', cost: 3, orMore: false }]],
  ['On the turn this ship is pinned, eliminate one crew from the enemy ship.', [{ kind: 'pinned-eliminates-crew' }]],
  ['On the turn this ship is pinned, eliminate one crew and one mast from the rammed ship.', [{ kind: 'pinned-eliminates-crew', mast: true }]],
  [
    'Once per turn, if this ship carries treasure and is within S of an enemy ship, you may randomly trade one treasure with that ship.',
    [{ kind: 'trade-treasure' }],
  ],
  ['Once per turn, this ship can randomly take one treasure from any ship she touches.', [{ kind: 'plunder-touching' }]],
  ["When touching an English ship, this ship can load as much of that ship's treasure as she can carry.", [{ kind: 'load-from-nation', nation: 'English' }]],
  [
    'Once per turn, if this ship is touching another ship, she can randomly take as much treasure from the other ship as she can carry.',
    [{ kind: 'plunder-touching', all: true }],
  ],
  // Actions, repairs, treasure
  ['Once per turn before you give this ship an action, roll a d6.', [{ kind: 'action-roll' }]],
  ['Once per turn, roll a d6.', [{ kind: 'action-roll' }]],
  ['On a 5 or 6, this ship may be given an extra action.', [{ kind: 'extra-action-on-roll', faces: [5, 6], sameAction: false }]],
  ['On a 4 or 6, this ship may be given the same action twice.', [{ kind: 'extra-action-on-roll', faces: [4, 6], sameAction: true }]],
  ["Once per turn, you may eliminate one of this ship's crew to give her an extra action.", [{ kind: 'crew-for-action' }]],
  ['Once per turn, if this ship is within S of an island, you may mark the island as explored without docking at it.', [{ kind: 'mark-explored' }]],
  ['The island becomes unexplored in regards to all other players.', [{ kind: 'unexplore-others' }]],
  [
    'After looking at treasure on a wild island, you can trade any one treasure from that island for a random treasure on any other wild island.',
    [{ kind: 'island-trade' }],
  ],
  ['This ship must load the traded treasure.', [{ kind: 'load-traded' }]],
  ['Instead of giving this ship an action this turn, you can give another ship in your fleet two actions.', [{ kind: 'delegate-action' }]],
  ['This sea monster can attack submerged submarines.', [{ kind: 'shoot-submerged' }]],
  ['This titan ignores the first hit it takes each turn as long as it has all of its segments.', [{ kind: 'ignore-first-hit' }]],
  ['This ship can dock at an enemy home island and take as much treasure as she can carry.', [{ kind: 'raid-home', treasures: 1, all: true }]],
  ["This ship can unload cargo at your home island if she's within S of it.", [{ kind: 'unload-within', within: 'S' }]],
  ['When this ship is at full cargo capacity, her move is S.', [{ kind: 'full-cargo-slow' }]],
  ["All of this ship's cannons have L-range.", [{ kind: 'all-long-range' }]],
  ["This ship's cannons can't be eliminated (masts still can be).", [{ kind: 'cannons-survive' }]],
  ['When this ship is given an explore action, you can swap a treasure on the wild island with a crew on any friendly ship.', [{ kind: 'explore-swap-crew' }]],
  ['When this ship is given an explore action, you can swap a treasure on the wild island for a crew on any friendly ship.', [{ kind: 'explore-swap-crew' }]],
  ['When this ship is given an explore action, you can swap a treasure on the wild island a crew on any friendly ship.', [{ kind: 'explore-swap-crew' }]],
  ['After this ship moves, she can look at all treasure on all islands and ships within L of her.', [{ kind: 'look-around', within: 'L' }]],
  ['This ship may never load the last treasure from an island.', [{ kind: 'leave-last-treasure' }]],
  ["This ship can't load the last treasure from an island.", [{ kind: 'leave-last-treasure' }]],
  ['You own any derelict this ship explores; both ships become docked at your home island.', [{ kind: 'capture-derelict' }]],
  ['If this ship carries no crew, she gets +3 cargo capacity.', [{ kind: 'cargo-if-no-crew', spaces: 3 }]],
  ['This ship sinks when her last mast is removed.', [{ kind: 'sinks-mastless' }]],
  ['This ship gains one S range rank-4 cannon that may not have its range or cannon roll increased.', [{ kind: 'extra-cannon', rank: 4, range: 'S' }]],
  ['This ship may move and shoot using the same move action, plus.', [{ kind: 'move-and-shoot' }]],
  ['Once per turn, this ship can look at one face-down cargo on any ship.', [{ kind: 'look', on: 'ship' }]],
  ['Once per turn, this ship may look at one face-down treasure on any island.', [{ kind: 'look', on: 'island' }]],
  ['Once per turn, this ship may look at any one face-down treasure on any ship or island.', [{ kind: 'look', on: 'ship' }, { kind: 'look', on: 'island' }]],
  ['Once per turn, cancel the ability of one crew or ship within S of this ship.', [{ kind: 'silence', within: 'S' }]],
  ['Forts cannot shoot at this ship.', [{ kind: 'fort-immune' }]],
  ['This ship ignores terrain, except icebergs, when she is given a move action (islands are not terrain).', [{ kind: 'ignore-terrain' }]],
  ["Once per turn, one crew or ship within S of this ship can't use its ability that turn.", [{ kind: 'silence', within: 'S' }]],
  ['This ship may repair at sea or at any island.', [{ kind: 'repair-anywhere' }]],
  ["One of this ship's treasures is worth +3 gold when she docks at your home island.", [{ kind: 'unload-bonus', gold: 3 }]],
  ["When this ship sinks another ship, you may repair one of this ship's masts.", [{ kind: 'repair-on-sink' }]],
  // Sea creatures' wordings of ship effects
  ['After this sea monster resolves a shoot action, it may move as a free action.', [{ kind: 'move-after-shoot' }]],
  ['Once per turn, you may reroll any die roll you make for this sea monster; you must use the second die roll result.', [{ kind: 'reroll' }]],
  ['If this sea monster ends its turn in a fog bank, on her next turn it may use its move action to move out of any other fog bank in play.', [{ kind: 'fog-hop' }]],
  ['When this sea dragon hits an enemy ship, you may also eliminate one cargo from that ship.', [{ kind: 'hit-eliminates-cargo' }]],
  ['Once per turn, when this ship hits an enemy ship, you may also eliminate one cargo from that ship.', [{ kind: 'hit-eliminates-cargo', once: true }]],
  ['This ship gains one rank 2 with L range cannon that may not have its range or cannon roll increased.', [{ kind: 'extra-cannon', rank: 2, range: 'L' }]],
  [
    'This ship gets +2 to her cannons rolls against sea creatures.',
    [{ kind: 'cannon-bonus', amount: 2, against: { nations: [], except: false, forts: false, damaged: false, seaCreatures: true } }],
  ],
  [
    'This ship gets +1 to her boarding rolls against sea monsters.',
    [{ kind: 'boarding-bonus', amount: 1, against: { nations: [], except: false, forts: false, damaged: false, seaCreatures: true } }],
  ],
  ["This ship can't be shot at while docked.", [{ kind: 'docked-immune' }]],
  // A unique treasure's one-time text
  ['Eliminate the crew on this ship with the lowest point cost.', [{ kind: 'reveal-crew-loss', which: 'cheapest' }]],
  ['Remove all crew on this ship from the game and then remove Hermit from the game.', [{ kind: 'reveal-crew-loss', which: 'all-removed' }, { kind: 'reveal-discard' }]],
  ['Eliminate one crew or mast from this ship.', [{ kind: 'reveal-crew-or-mast' }]],
  ['When revealed, eliminate one mast from every ship in play.', [{ kind: 'reveal-mast-every-ship' }]],
  ["Then remove Odin's Anger from the game.", [{ kind: 'reveal-discard' }]],
  ['Do not give this ship an action the turn after loading Grog.', [{ kind: 'reveal-idle' }]],
  ["This ship can't be given an action the turn after loading Loot.", [{ kind: 'reveal-idle' }]],
  ['This ship may not be given an action the turn after loading Hidden Gold.', [{ kind: 'reveal-idle' }]],
  ['After loading Hidden Gold, roll a d6; Hidden Gold is worth gold equal to the result.', [{ kind: 'reveal-value', from: 'd6' }]],
  ["Grog is worth gold equal to 6 minus the number of this ship's crew when Grog was loaded.", [{ kind: 'reveal-value', from: 'six-minus-crew' }]],
  ['Each non-unique treasure on this ship is worth 2 fewer gold when unloaded.', [{ kind: 'unload-penalty', amount: 2 }]],
  ['Double the value of one non-unique treasure on this ship when unloaded at your home island or fort, and then remove Saffron from the game.', [{ kind: 'unload-double', which: 'best', fort: true }, { kind: 'reveal-discard' }]],
  ['When this ship unloads gold at your home island, double the gold value of the treasure with the lowest gold value on this ship.', [{ kind: 'unload-double', which: 'lowest', fort: false }]],
  ['Mice cannot be unloaded.', [{ kind: 'stays-aboard' }]],
  // Equipment shots
  ['Once per turn when this ship is given a shoot action, one of her cannons can shoot a chain shot.', [{ kind: 'chainshot', anyRange: true }]],
  ['When this ship is given a shoot action, one of her cannons can shoot a stinkpot shot.', [{ kind: 'stinkpot', anyRange: true }]],
  ['Once per turn when this ship is given a shoot action, one of her cannons can shoot a fire shot.', [{ kind: 'firepot', anyRange: true }]],
  ['Declare which cannon will shoot the chain shot before rolling the d6.', [{ kind: 'chainshot-declare' }]],
  ['You must declare which cannon will shoot the stinkpot shot before rolling the d6.', [{ kind: 'stinkpot-declare' }]],
  ['Declare which cannon will shoot the fire shot before rolling the d6.', [{ kind: 'firepot-declare' }]],
  ["If the shot hits, do not eliminate a mast; instead the target can't move on her next turn.", [{ kind: 'chainshot-hit' }]],
  ["If it hits, do not eliminate a mast; instead, the target's crew can't use their abilities on her next turn.", [{ kind: 'stinkpot-hit' }]],
  ['If the cannon roll is a 1, remove Chain Shot from the game.', [{ kind: 'equipment-jams' }]],
  ["If the cannon roll is a 1, eliminate Fire Shot from the game and replace one of this ship's masts with a fire mast.", [{ kind: 'equipment-jams', self: 'fire-mast' }]],
  ['If the cannon roll is a 1, remove Bombard from the game and eliminate a mast from this ship.', [{ kind: 'equipment-jams', self: 'mast' }]],
  ['After using Chain Shot, remove it from the game.', [{ kind: 'equipment-once' }]],
  ['Once per turn when this ship is given a shoot action, one of her cannons can shoot a smokepot shot; you do not need to target a ship.', [{ kind: 'smokepot' }]],
  ["Simply place the center of a fog bank within S of this ship; it can't touch any island or ship.", [{ kind: 'smokepot-place' }]],
  ['If a ship has a fire mast, before she is given an action roll a d6 for each fire mast on her.', [{ kind: 'fire-roll' }]],
  ['On a result of 5 or 6, remove the fire mast; on a 1 or 2, replace another of her masts with a fire mast.', [{ kind: 'fire-table', out: [5, 6], spread: [1, 2] }]],
  ['All cannon rolls made by English ships against this ship are reduced by 2.', [{ kind: 'vulnerable', amount: -2, from: ['English'] }]],
  ["If this ship sinks, dock it fully repaired at its home island, then remove Saint's Relic from the game.", [{ kind: 'sink-return' }]],
  ['Each time this ship sinks a non-Spanish ship, randomly choose one gold coin on a wild island and put it on your home island.', [{ kind: 'sink-bounty', except: 'Spanish' }]],
  ['The Curse of the Deep cannot be unloaded from this ship.', [{ kind: 'stays-aboard' }]],
  ['Once per turn, if this ship is within S of a wild island, you can mark it as explored without docking at it.', [{ kind: 'mark-explored' }]],
  ['If this ship has a Captain, add +2 to the die roll for all cannon shots.', [{ kind: 'cannon-bonus', amount: 2, condition: 'captain' }]],
  ['When this ship is pinned, you may kill a crewman on the ship that pinned you.', [{ kind: 'pinned-eliminates-crew' }]],
  [
    "If this ship wins a boarding party, she can either take as much treasure from the other ship as she wants, up to her available cargo space or can eliminate all of the other ship's crew.",
    [{ kind: 'board-takes-all-treasure' }, { kind: 'board-eliminates-all-crew' }],
  ],
  // German printings
  ['Einmal pro Spielzug darf sich das Schiff einen verdeckten Schatz auf einer beliebigen Insel anschauen.', [{ kind: 'look', on: 'island' }]],
  ['Englische Schiffe bekommen +1 auf Kanonenwürfe gegen dieses Schiff.', [{ kind: 'vulnerable', amount: 1, from: ['English'] }]],
  ['Spanische Schiffe bekommen +2 auf Kanonenwürfe gegen dieses Schiff.', [{ kind: 'vulnerable', amount: 2, from: ['Spanish'] }]],
  ['L-Reichweiten-Kanonen können dieses Schiff nicht treffen.', [{ kind: 'long-range-immune' }]],
  ['Versenkt das Schiff ein anderes Schiff, so darfst du einen seiner Masten reparieren.', [{ kind: 'repair-on-sink' }]],
  ['Each turn roll a d6, on a result of 5 or 6 no crew abilities can be used this turn.', [{ kind: 'crew-blackout', faces: [5, 6] }]],
  // Roll tables
  ['Once at the beginning of each of your turns, roll a d6.', [{ kind: 'turn-roll' }]],
  ['At the beginning of each of your turns, roll one d6.', [{ kind: 'turn-roll' }]],
  ['Roll a d6 at the beginning of each of your turns.', [{ kind: 'turn-roll' }]],
  ['On a result of 6, any ship in your fleet can be given two actions that turn.', [{ kind: 'roll-table', rows: [{ faces: [6], effects: [{ kind: 'fleet-extra-action' }] }] }]],
  [
    'On a 1\u20133, no effect; on a 5 or 6, any ship in your fleet may be given two actions this turn.',
    [{ kind: 'roll-table', rows: [{ faces: [1, 2, 3], effects: [] }, { faces: [5, 6], effects: [{ kind: 'fleet-extra-action' }] }] }],
  ],
];

describe('play patterns', () => {
  it.each(READINGS)('reads "%s"', (sentence, effects) => {
    expect(parseAbility(sentence)).toEqual([{ text: sentence.replace(/\.$/, ''), effects, understood: true }]);
    for (const e of effects) expect(Effect.parse(e)).toEqual(e);
  });

  it('has a reading above for every pattern', () => {
    const unread = PLAY_PATTERNS.filter((p) => !READINGS.some(([sentence]) => p.regex.test(canonicalSentence(sentence.replace(/\.$/, '')))));
    expect(unread.map((p) => p.regex.source)).toEqual([]);
  });

  it('reads a roll table only when every row is read', () => {
    expect(matchPlayPattern('On a 6, any ship in your fleet may be given two actions that turn; on a 1, you may give an enemy ship an action')).toBeNull();
    expect(matchPlayPattern('On a 6, eliminate a kraken')).toBeNull();
  });

  it('reads a sentence only whole: more words after a pattern leave it unread', () => {
    expect(matchPlayPattern('This ship gets +S to her base move when she carries treasure')).toBeNull();
    expect(matchPlayPattern('This ship gets +1 to her cannon rolls against forts within S of her when she is docked')).toBeNull();
    expect(parseAbility('This ship gets +1 to her cannon rolls against French ships within S of her.')[0].understood).toBe(false);
  });

  it('folds the printings\' spellings into one before matching', () => {
    expect(canonicalSentence("This ship can't be pinned")).toBe('This ship cannot be pinned');
    expect(canonicalSentence('This ship gets + 2 to her cannon rolls \u2013 always')).toBe('This ship gets +2 to her cannon rolls - always');
  });
});
