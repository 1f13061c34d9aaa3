'use client';

import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { useNewestInView } from '@/app/matches/_lib/use-newest-in-view';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayerIndex } from '@/lib/engine/state/state';
import type { PiratesEvent } from '@/lib/pirates/game';
import { describeEvent, type LogTable } from '@/lib/pirates/log';
import { pricesText } from '@/lib/pirates/economy-log';
import { goldOf, goodsLine, tokensAboard } from '../pirates/economy-view';
import { nextOf, turnStep } from '@/lib/table/replay-steps';
import { recentTurn } from '../pirates/recent';
import { Table } from '../pirates/Table';
import type { TableGame } from '../pirates/types';

/** One moment of a Pirates game as a replay shows it: the table, and how the game stood. */
export interface ReplayMoment {
  game: TableGame | null;
  turn: number;
  over: boolean;
  /** The winner's name as the page says it ('A', 'fleet B'), or null. */
  winner: string | null;
  endReason: string;
}

/** How long a played replay rests on each moment worth a line of the log. */
const PLAY_MS = 700;

/**
 * The replay of a Pirates game, a match's or a simulated one's: the table as it stood after event `at`, a slider
 * over the whole game, steps by event and by turn, play and pause, and the log in step (every line up to `at`, the
 * newest marked; a line clicked goes to its moment). Where the moments come from is the caller's: the match page
 * fetches them, the simulator's folds them in the browser. Only `at` moves here; `onAt` asks for it.
 */
export function ReplayView({
  at,
  last,
  onAt,
  moment,
  events,
  describeWith,
  you,
  heading,
}: {
  at: number;
  last: number;
  onAt: (at: number) => void;
  moment: ReplayMoment | null;
  events: readonly { seq: number; event: PiratesEvent }[];
  /** The table the log's lines name ships and islands from (the latest one the viewer has). */
  describeWith: LogTable | null;
  you: PlayerIndex | null;
  heading: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const lines = useMemo(
    () => events.flatMap(({ seq, event }) => {
      const text = describeEvent(event, describeWith);
      return text ? [{ seq, text }] : [];
    }),
    [events, describeWith],
  );
  const lineSeqs = useMemo(() => lines.map((l) => l.seq), [lines]);
  const turnStarts = useMemo(() => events.filter((e) => e.event.type === 'turn-started').map((e) => e.seq), [events]);
  const shown = useMemo(() => lines.filter((l) => l.seq <= at), [lines, at]);
  // The turn being shown, drawn on the table: each sailing's wake and each shot's line of fire up to this moment.
  const recent = useMemo(() => (moment?.game ? recentTurn(events.filter((e) => e.seq <= at), [], moment.game, null) : null), [events, at, moment?.game]);

  const atNow = useRef(at);
  atNow.current = at;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (atNow.current >= last) setPlaying(false);
      else onAt(nextOf(atNow.current, lineSeqs, last));
    }, PLAY_MS);
    return () => clearInterval(timer);
  }, [playing, last, lineSeqs, onAt]);

  const go = (n: number) => {
    setPlaying(false);
    onAt(Math.max(0, Math.min(last, n)));
  };
  // The keyboard, anywhere on the page but in a field (the slider takes its own arrows): ← → an event, with Shift a
  // turn; the space bar plays and pauses.
  const keys = useRef({ go, at, last, turnStarts, playing });
  keys.current = { go, at, last, turnStarts, playing };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea, button')) return;
      const k = keys.current;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const dir = e.key === 'ArrowLeft' ? -1 : 1;
        k.go(e.shiftKey ? turnStep(k.at, k.turnStarts, dir, k.last) : k.at + dir);
      } else if (e.key === ' ') setPlaying(!k.playing && k.at < k.last);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const button = 'min-h-11 min-w-11 rounded border border-ink/30 bg-white px-2 py-1 text-sm disabled:opacity-40';
  const game = moment?.game ?? null;
  const ship = game && selected !== null ? game.ships[selected] : null;

  return (
    <div className="space-y-3" data-testid="replay" data-at={at} data-last={last}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        {heading}
        <p className="text-sm text-ink/70" data-testid="replay-where">
          Event {at} of {last}
          {moment && moment.turn > 0 && ` · turn ${moment.turn}`}
          {moment?.over && ` · over: ${moment.winner ? `${moment.winner} won` : 'a draw'}`}
        </p>
      </header>
      <div className="space-y-2 rounded-lg border border-ink/20 bg-white p-2">
        <label className="block text-sm">
          <span className="sr-only">Moment of the game</span>
          <input
            type="range"
            min={0}
            max={last}
            value={at}
            onChange={(e) => go(Number(e.target.value))}
            className="h-11 w-full"
            aria-label="Moment of the game"
            aria-valuetext={`Event ${at} of ${last}`}
            data-testid="replay-slider"
          />
        </label>
        <div className="flex flex-wrap gap-1">
          <button type="button" className={button} onClick={() => go(turnStep(at, turnStarts, -1, last))} disabled={at === 0} aria-label="Back a turn" data-testid="replay-turn-back">
            « Turn
          </button>
          <button type="button" className={button} onClick={() => go(at - 1)} disabled={at === 0} aria-label="Back an event" data-testid="replay-back">
            ◀ Event
          </button>
          <button type="button" className={`${button} font-semibold`} onClick={() => setPlaying(!playing && at < last)} aria-pressed={playing} data-testid="replay-play">
            {playing ? 'Pause' : 'Play'}
          </button>
          <button type="button" className={button} onClick={() => go(at + 1)} disabled={at >= last} aria-label="Forward an event" data-testid="replay-forward">
            Event ▶
          </button>
          <button type="button" className={button} onClick={() => go(turnStep(at, turnStarts, 1, last))} disabled={at >= last} aria-label="Forward a turn" data-testid="replay-turn-forward">
            Turn »
          </button>
        </div>
        <p className="text-xs text-ink/60 pointer-coarse:hidden">Keys: ← → an event, Shift with them a turn, space to play or pause.</p>
      </div>
      {moment === null ? (
        <p>Loading this moment…</p>
      ) : game === null ? (
        <p className="rounded border border-ink/20 bg-white p-3 text-sm">The table is not built yet at this moment: the fleets are still coming in and the set-up is being made.</p>
      ) : (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-2">
            <GoldAtHome game={game} />
            <Table
              game={game}
              you={you}
              selected={selected}
              onSelect={setSelected}
              onPoint={() => setSelected(null)}
              overlay={{ wakes: recent?.wakes, fire: recent?.fire }}
              rangesOf={null}
              focus={null}
            />
            {ship && (
              <p className="text-sm" data-testid="replay-ship">
                <strong>{ship.name}</strong> ({PIRATES_SEATS[ship.owner]}) · {ship.sunk ? 'sunk' : `${ship.masts}/${ship.cannons.length} masts`} · {ship.treasure.length} coin{ship.treasure.length === 1 ? '' : 's'} aboard
                {game.economy && ` · ${tokensAboard(ship) ?? 'no tokens'}`}
              </p>
            )}
          </div>
          <ReplayLog lines={shown} onAt={go} />
        </div>
      )}
    </div>
  );
}

/**
 * Each player's gold at home at this moment: the coins shown counted, those face down to this viewer numbered. Under
 * Economy Edition her gold (the purse and the coins) and her resources at home, and the market's prices then.
 */
function GoldAtHome({ game }: { game: TableGame }) {
  const eco = game.economy;
  if (eco) {
    return (
      <div className="text-sm" data-testid="replay-gold">
        <p>At home: {game.players.map((_, p) => `${PIRATES_SEATS[p]} ${goldOf(game, p)} gold (${goodsLine(eco.stock[p] ?? [])})`).join(' · ')}</p>
        <p data-testid="replay-market">{eco.row ? `Market, row ${eco.row} through round ${eco.until}: ${pricesText(eco.row)} gold.` : 'The market opens as the first round begins.'}</p>
      </div>
    );
  }
  const line = (p: number) => {
    const coins = game.players[p].home.map((id) => game.treasures[id]);
    const gold = coins.reduce((sum, t) => sum + ('hidden' in t ? 0 : t.value), 0);
    const hidden = coins.filter((t) => 'hidden' in t).length;
    return `${PIRATES_SEATS[p]} ${gold} gold${hidden ? ` and ${hidden} face-down coin${hidden === 1 ? '' : 's'}` : ''}`;
  };
  return (
    <p className="text-sm" data-testid="replay-gold">
      At home: {game.players.map((_, p) => line(p)).join(' · ')}
    </p>
  );
}

function ReplayLog({ lines, onAt }: { lines: { seq: number; text: string }[]; onAt: (at: number) => void }) {
  const list = useNewestInView(lines.length);
  return (
    <section className="rounded-lg border border-ink/20 bg-white p-3">
      <h2 className="font-display text-lg font-bold">Log</h2>
      <ol ref={list} className="mt-1 max-h-64 space-y-0.5 overflow-y-auto text-sm lg:max-h-[60vh]" data-testid="replay-log">
        {lines.map((l, i) => (
          <li key={l.seq}>
            <button type="button" onClick={() => onAt(l.seq)} className={`w-full rounded px-1 text-left hover:bg-ink/5 pointer-coarse:min-h-11 ${i === lines.length - 1 ? 'bg-brass/20 font-semibold' : ''}`} aria-current={i === lines.length - 1 ? 'step' : undefined}>
              {l.text}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
