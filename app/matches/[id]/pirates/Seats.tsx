import { seatColour } from '@/app/matches/_lib/seat-colours';
import { PIRATES_SEATS, type PiratesSeat } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';
import { goldOf } from './economy-view';

/**
 * Every seat at the table in turn order, each in its colour: who it is (you, a friend, the computer), whose turn it
 * is, and its gold at home and inside its forts (which counts as home gold does) as this viewer may count it, coins
 * face down to her (Daniel's stash, an island's treasure taken into a fort) only numbered; a seat that resigned says
 * so, its gold still ranking.
 */
export function Seats({ view }: { view: PiratesView }) {
  const game = view.game;
  const seats = (Object.keys(view.seats) as PiratesSeat[]).sort((a, b) => PIRATES_SEATS.indexOf(a) - PIRATES_SEATS.indexOf(b));
  const order = view.order.length ? view.order : seats;
  const worth = (ids: readonly number[]) => {
    if (!game) return '0 gold';
    const coins = ids.map((id) => game.treasures[id]);
    const gold = coins.reduce((sum, t) => sum + ('hidden' in t ? 0 : t.value), 0);
    const hidden = coins.filter((t) => 'hidden' in t).length;
    return `${gold} gold${hidden ? ` and ${hidden} face-down coin${hidden === 1 ? '' : 's'}` : ''}`;
  };
  const atHome = (p: number) => {
    if (!game) return null;
    // Economy Edition: the purse and the coins at home are one sum, the gold that scores (the market panel has the rest).
    if (game.economy) return `${goldOf(game, p)} gold`;
    const forts = game.forts.filter((f) => f.owner === p && f.island >= 0);
    const inForts = forts.length ? ` (${worth(forts.flatMap((f) => f.treasure))} in ${forts.length === 1 ? forts[0].name : `${forts.length} forts`})` : '';
    return `${worth(game.players[p].home)}${inForts}`;
  };
  return (
    <section className="rounded-lg border border-ink/20 bg-white p-2 text-sm" data-testid="seats" aria-label="Seats in turn order">
      <ol className="flex flex-wrap gap-x-4 gap-y-1" data-testid="gold-at-home">
        {order.map((letter, i) => {
          const s = view.seats[letter]!;
          const who = letter === view.you ? 'you' : s.computer ? 'computer' : s.filled ? null : 'waiting';
          const acting = view.toAct === letter && !view.over;
          return (
            <li key={letter} className={`flex items-center gap-1.5 ${s.left ? 'opacity-60' : ''}`} data-testid={`seat-${letter}`} aria-current={acting ? 'step' : undefined}>
              {view.order.length > 0 && <span className="text-xs text-ink/60">{i + 1}.</span>}
              <span className="inline-block h-3 w-3 shrink-0 rounded-full" style={{ background: seatColour(letter) }} aria-hidden />
              <strong style={{ color: seatColour(letter) }}>{letter}</strong>
              {who && <span className="text-ink/70">({who})</span>}
              {game && <span data-testid={`gold-${letter}`}>{atHome(s.player)}</span>}
              {s.left && <span className="text-ink/70">resigned</span>}
              {acting && (
                <span className="rounded bg-brass/20 px-1 text-xs font-semibold" data-testid="turn-marker">
                  to act
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
