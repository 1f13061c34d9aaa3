/**
 * The effects the game applies, by effect kind (keywords as `keyword:<id>`). An entry belongs here only when the
 * engine or the fleet validator applies it and a test shows it changing a game or a fleet's legality: the play
 * effects in ./abilities-*.test.ts (each with the text and without it, same position and dice), the build effects in
 * lib/rules (`cargo-bonus` and `no-cargo-space` also in play, where they change how much treasure a ship takes).
 *
 * Some entries are reminder sentences that complete another effect and count with it, each tested as part of it:
 * `extra-cannon-any-mast` ("It can shoot from any mast") is how the engine fires every extra cannon, `action-roll`
 * is the die that `extra-action-on-roll` reads, `must-leave` is the end of `raid-home`, `chainshot-declare` and
 * `chainshot-hit` complete `chainshot` (and the stinkpot's two its own), `unexplore-others` completes
 * `mark-explored`, `load-traded` completes `island-trade`, the six fire sentences after `firepot` are the rules
 * of the fire masts it sets (./fire.ts),
 * `smokepot-place` and `smokepot-clear` complete `smokepot` (./smoke.ts), and `turn-roll` is the die a `roll-table`
 * reads. A reminder sentence with no effect around it ("roll a d6" alone) changes nothing, but the card's
 * other sentences then keep it from counting as modelled.
 *
 * ./modelled.test.ts checks that every effect kind is here, so a new kind must be applied and tested or left out
 * here by name.
 */
export const MODELLED_EFFECTS: ReadonlySet<string> = new Set([
  // Fleet building, applied by the validator.
  'build-bonus',
  'crew-cost-reduction',
  'cargo-bonus',
  'no-cargo-space',
  'keyword:limit',
  'crew-any-nationality',
  'crew-nationality-allowed',
  // Movement.
  'move-bonus',
  'derelict-move',
  'full-cargo-slow',
  'ignore-terrain',
  'move-and-shoot',
  'dock-and-explore',
  'raid-home',
  'unload-within',
  'must-leave',
  'cannot-be-pinned',
  'lure-monsters',
  'move-after-cargo',
  'keyword:ghost-ship',
  'keyword:schooner',
  'move-after-shoot',
  // Shooting.
  'cannon-bonus',
  'vulnerable',
  'cannon-aura',
  'cannon-bonus-per-friend',
  'focus-fire',
  'reroll',
  'shoot-again',
  'extra-cannon',
  'extra-cannon-any-mast',
  'derelict-cannot-shoot',
  'long-range-immune',
  'close-range-immune',
  'docked-immune',
  'fort-immune',
  'shoot-submerged',
  'double-damage',
  'two-hits-per-mast',
  'sinks-mastless',
  'ignore-first-hit',
  'hit-eliminates-crew',
  'hit-eliminates-cargo',
  'attacker-chooses-mast',
  'fire-through-ships',
  'all-long-range',
  'double-range',
  'no-shooting-with-treasure',
  'misfire',
  'cannons-survive',
  'chainshot',
  'chainshot-declare',
  'chainshot-hit',
  'stinkpot',
  'stinkpot-declare',
  'stinkpot-hit',
  'keyword:broadsides-attack',
  // Fire and smoke (./fire.ts, ./smoke.ts): every sentence tested in ./abilities-fire.test.ts.
  'firepot',
  'firepot-declare',
  'firepot-hit',
  'fire-roll',
  'fire-table',
  'fire-scuttle',
  'fire-dock',
  'smokepot',
  'smokepot-place',
  'smokepot-clear',
  // Roll tables: the turn's die, its rows (each modelled when its effects are), and what rows give.
  'turn-roll',
  'roll-table',
  'fleet-extra-action',
  // Boarding and ramming.
  'boarding-bonus',
  'boarding-bonus-instead',
  'board-at-range',
  'deny-boarding-bonus',
  'board-eliminates-all-crew',
  'board-takes-all-treasure',
  'ram-proof',
  'pinned-eliminates-crew',
  'crew-protected',
  'plunder-touching',
  'load-from-nation',
  'trade-treasure',
  'keyword:ransom',
  // Actions, repairs and treasure.
  'action-roll',
  'extra-action-on-roll',
  'repair-anywhere',
  'unload-bonus',
  'repair-on-sink',
  'crew-for-action',
  'delegate-action',
  'mark-explored',
  'unexplore-others',
  'island-trade',
  'load-traded',
  'leave-last-treasure',
  'cargo-if-no-crew',
  'capture-derelict',
  'silence',
  'look',
  // Crew types (Crimson Coast "Placing Crew"), each the effect of the same name above.
  'keyword:helmsman',
  'keyword:captain',
  'keyword:cannoneer',
  'keyword:explorer',
  'keyword:oarsman',
  'keyword:shipwright',
  'keyword:musketeer',
  // Sea creatures (001 "Sea Creatures").
  'keyword:sea-monster',
  'keyword:sea-dragon',
  'keyword:titan',
  'keyword:kraken',
  'keyword:octopus',
  // Keywords from WizKids' keyword texts (./abilities.ts `keywordEffects`, data/keywords.json names the source).
  'keyword:longship',
  'keyword:fear',
  'keyword:submarine',
]);
