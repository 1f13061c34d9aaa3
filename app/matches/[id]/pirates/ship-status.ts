import { ACTION } from '@/lib/engine/state/events';
import type { Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';

/**
 * What a ship has done this turn and what she may still do, read from the view: what she did from her per-turn flags
 * (`actionKinds`, a bit per kind of action given, lib/engine/state/state.ts), what is left from the seat's `legal` list, so
 * it says exactly what the buttons offer. Actions are split as 001 counts them: a move, shoot, explore, repair (and
 * the actions that stand in for one, such as a push "instead of moving") use her action; the rest are free.
 */
export interface ShipStatus {
  /** What she was given this turn, in words: "moved", "shot", ... */
  done: string[];
  /** The kinds of action still offered that use up an action. */
  actions: string[];
  /** The free actions still offered. */
  free: string[];
  /** One short line for the table: "ready", "moved", "moved, shot", "done". */
  short: string;
}

const DONE: [number, string][] = [
  [ACTION.move, 'moved'],
  [ACTION.shoot, 'shot'],
  [ACTION.explore, 'explored'],
  [ACTION.repair, 'repaired'],
  [ACTION.untangle, 'tried to break free'],
  [ACTION.scavenge, 'scavenged'],
];

const ACTIONS: Partial<Record<PiratesAction['type'], string>> = {
  move: 'move',
  shoot: 'shoot',
  'shoot-fort': 'shoot',
  // Economy Edition (003): shooting at a town and boarding one take her shoot action.
  'shoot-town': 'shoot',
  'board-town': 'board the town',
  explore: 'explore',
  transfer: 'explore',
  repair: 'repair',
  untangle: 'break free',
  scavenge: 'scavenge',
  navigate: 'move',
  push: 'move',
  pilfer: 'move',
};

const FREE: Partial<Record<PiratesAction['type'], string>> = {
  'free-move': 'free move',
  'crew-ashore': 'crew ashore',
  'crew-aboard': 'crew aboard',
  'drop-tow': 'cast off',
  look: 'look',
  'trade-treasure': 'trade',
  'sacrifice-crew': 'give up a crew',
  fetch: 'fetch',
  brew: 'brew fog',
  reveal: 'reveal',
  'mark-explored': 'mark explored',
  delegate: 'give up her action',
  submerge: 'dive or surface',
  forge: 'forge',
  'fort-look': 'look',
  bellow: 'bellow',
  possess: 'possess',
  smokepot: 'smokepot',
  'build-fort': 'build a fort',
  scuttle: 'scuttle',
  'come-about': 'come about',
  barter: 'trade',
  blockade: 'blockade',
  'buy-crew': 'buy crew',
  'buy-upgrade': 'buy a token',
  found: 'found a town',
};

const unique = (xs: string[]) => [...new Set(xs)];

export function shipStatus(s: Ship, legal: readonly PiratesAction[], myTurn: boolean): ShipStatus {
  const done = DONE.filter(([bit]) => (s.actionKinds & bit) !== 0).map(([, w]) => w);
  const hers = myTurn ? legal.filter((a) => 'ship' in a && a.ship === s.id && a.type !== 'buy') : [];
  const actions = unique(hers.flatMap((a) => (ACTIONS[a.type] ? [ACTIONS[a.type]!] : [])));
  const free = unique(hers.flatMap((a) => (FREE[a.type] ? [FREE[a.type]!] : [])));
  const short = !myTurn ? (done.length ? done.join(', ') : '') : actions.length === 0 ? 'done' : done.length ? done.join(', ') : 'ready';
  return { done, actions, free, short };
}

/** The fleet list's line: what she did, what she may still do, and her free actions. */
export function statusLine(st: ShipStatus): string {
  return [
    st.done.length ? `acted: ${st.done.join(', ')}` : 'no action yet',
    st.actions.length ? `may still ${st.actions.join(' or ')}` : 'no action left',
    st.free.length ? `free: ${st.free.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
