'use client';

import { useState } from 'react';
import { PIRATES_SEATS, type PiratesAction } from '@/lib/pirates/schema';
import type { PiratesView } from '@/lib/pirates/view';
import { seatColour } from '@/app/matches/_lib/seat-colours';
import { pricesText } from '@/lib/pirates/economy-log';
import { goldOf, goodsLine, marketRows, pricesHold, roundsLeft, upkeepDue } from './economy-view';

/**
 * Economy Edition's market (003 "Resources"): the six prices under the row rolled, how many rounds they still hold,
 * the rounds left before the time limit, and every roll so far; then each player's gold, resources at home and the
 * upkeep due as her turn ends; and, on this seat's turn, selling what lies at home. A sale is offered in `legal` as
 * one token or all of a resource; the count chosen here lies between, and the engine takes any count up to the stock.
 */
export function Market({ view, busy, send }: { view: PiratesView; busy: boolean; send: (a: PiratesAction) => void }) {
  const game = view.game!;
  const eco = game.economy!;
  const you = view.you ? PIRATES_SEATS.indexOf(view.you) : null;
  const rows = marketRows(game, you);
  const sells = view.legal.filter((a): a is Extract<PiratesAction, { type: 'sell' }> => a.type === 'sell');
  const most = (resource: number) => Math.max(0, ...sells.filter((a) => a.resource === resource).map((a) => a.count));
  const order = view.order.length ? view.order : (Object.keys(view.seats) as (typeof PIRATES_SEATS)[number][]);
  const hold = pricesHold(game);
  return (
    <section id="market" className="scroll-mt-2 space-y-2 rounded-lg border-2 border-brass/60 bg-white p-3 text-sm" data-testid="market" aria-label="Market">
      <h2 className="font-display text-lg font-bold">Market</h2>
      {eco.row === 0 ? (
        <p>The market opens as the first round begins.</p>
      ) : (
        <p data-testid="market-hold">
          Row {eco.row}:{' '}
          {eco.until >= game.maxTurns ? 'these prices hold to the end of the game.' : `these prices hold ${hold === 1 ? 'this round only' : `${hold} rounds, this one included`} (through round ${eco.until}).`}{' '}
          <span data-testid="rounds-left">
            {roundsLeft(game)} round{roundsLeft(game) === 1 ? '' : 's'} left before the time limit (round {game.maxTurns}).
          </span>
        </p>
      )}
      <table className="w-full" data-testid="prices">
        <caption className="sr-only">Prices in gold per token, and your resources at home</caption>
        <thead>
          <tr className="text-left text-xs text-ink/70">
            <th className="font-normal">Resource</th>
            <th className="text-right font-normal">Price</th>
            {you !== null && <th className="text-right font-normal">At your home</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.resource} data-testid={`price-${r.name}`}>
              <td className="capitalize">{r.name}</td>
              <td className="text-right font-semibold">{r.price ? `${r.price} gold` : '–'}</td>
              {you !== null && <td className="text-right">{r.home}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {sells.length > 0 && (
        <div className="space-y-1" data-testid="sell">
          <h3 className="font-semibold">Sell at home</h3>
          {rows
            .filter((r) => most(r.resource) > 0)
            .map((r) => (
              <SellRow key={r.resource} name={r.name} resource={r.resource} price={r.price} max={most(r.resource)} busy={busy} send={send} />
            ))}
        </div>
      )}
      <div>
        <h3 className="font-semibold">Players</h3>
        <ul className="space-y-0.5" data-testid="purses">
          {order.map((letter) => {
            const p = PIRATES_SEATS.indexOf(letter);
            const due = upkeepDue(game, p);
            return (
              <li key={letter} data-testid={`purse-${letter}`} className="border-l-4 pl-1.5" style={{ borderColor: seatColour(letter) }}>
                <strong>{letter}</strong>
                {letter === view.you ? ' (you)' : ''}: {goldOf(game, p)} gold · at home {goodsLine(eco.stock[p] ?? [])} · upkeep {due} gold as {letter === view.you ? 'your' : 'their'} turn ends
              </li>
            );
          })}
        </ul>
      </div>
      {eco.history.length > 0 && (
        <details data-testid="market-history">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">Market rolls ({eco.history.length})</summary>
          <ol className="space-y-0.5">
            {[...eco.history].reverse().map((h) => (
              <li key={h.round}>
                Round {h.round}: d6 {h.row}, d20 {h.rounds} (rounds {h.round}–{h.round + h.rounds - 1}): {pricesText(h.row)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

function SellRow({ name, resource, price, max, busy, send }: { name: string; resource: number; price: number; max: number; busy: boolean; send: (a: PiratesAction) => void }) {
  const [count, setCount] = useState(max);
  const n = Math.min(count, max);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-1">
        <span className="sr-only">How many {name} to sell</span>
        <select value={n} onChange={(e) => setCount(Number(e.target.value))} className="min-h-11 rounded border border-ink/30 px-2" data-testid={`sell-count-${name}`}>
          {Array.from({ length: max }, (_, k) => k + 1).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
        <span className="capitalize">{name}</span>
      </label>
      <button type="button" disabled={busy} onClick={() => send({ type: 'sell', resource, count: n })} className="min-h-11 flex-1 rounded bg-sea px-3 py-1 text-left font-semibold text-white disabled:opacity-50" data-testid={`sell-${name}`}>
        Sell {n} at {price} gold each: {n * price} gold
      </button>
    </div>
  );
}
