/**
 * The effects the game applies, by effect kind (keywords as `keyword:<id>`). An entry belongs here only when the
 * engine or the fleet validator applies it and a test shows it changing a game or a fleet's legality.
 */
export const MODELLED_EFFECTS: ReadonlySet<string> = new Set([
  'build-bonus',
  'crew-cost-reduction',
  'cargo-bonus',
  'no-cargo-space',
  'keyword:limit',
]);
