import { decisionRng } from '@/lib/table/rng';
import { diplomacyGame, type DiplomacyState } from './game';
import type { DiplomacyMap } from './map';

/**
 * A game played out without the match service, as the service would play it: bots order in `advance`, every
 * decision draws from the match's seeded generator (one stream per event number), and the one power not played by a
 * bot (`holder`) only ever holds. The bot benchmark and the bot tests use it.
 */
export function selfPlay(map: DiplomacyMap, options: { seed: number; holder: string; lastYear: number; onPhase?: (s: DiplomacyState) => void }): DiplomacyState {
  const game = diplomacyGame(map);
  const bots = map.powers.map((p) => p.name).filter((p) => p !== options.holder);
  let state = game.initial(game.setup.parse({ power: options.holder, bots }));
  let seq = 0;
  while (!state.winner && state.year <= options.lastYear) {
    let events = game.advance(state, 0, decisionRng(options.seed, seq));
    if (events.length === 0) {
      const d = game.act(state, options.holder, { type: 'orders', orders: [] }, decisionRng(options.seed, seq), 0);
      // The holder has nothing to order (or was refused): resolve as the creator may.
      const forced = d.ok ? d : game.act(state, options.holder, { type: 'advance' }, decisionRng(options.seed, seq), 0);
      if (!forced.ok) throw new Error(forced.message);
      events = forced.events;
    }
    for (const e of events) {
      const before = state.history.length;
      state = game.apply(state, [e]);
      seq += 1;
      if (state.history.length > before) options.onPhase?.(state);
    }
  }
  return state;
}
