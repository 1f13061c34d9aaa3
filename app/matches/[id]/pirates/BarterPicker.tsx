'use client';

import { useState } from 'react';
import { autoFee, owesFee } from '@/lib/engine/economy/ports';
import { RESOURCES } from '@/lib/engine/state/economy';
import type { GameState, Ship } from '@/lib/engine/state/state';
import type { PiratesAction } from '@/lib/pirates/schema';
import { PIRATES_SEATS } from '@/lib/pirates/schema';
import { upgradeName } from '@/lib/pirates/economy-log';
import { barterAction, barterChoices, feeChoices, pairKey, pairText } from './barter-choices';

const field = 'min-h-11 w-full rounded border border-ink/30 bg-white px-2 text-sm';

/**
 * Trading at a port (003 "Trading port"): one picker instead of a button for every trade `legal` offers: the two
 * tokens she gives, the one she takes, and, at another player's port when she has no Parley, the third token she pays
 * its owner (the engine's own pick shown first: what she has most of once the pair is given).
 */
export function BarterPicker({ ship, state, actions, busy, send }: { ship: Ship; state: GameState; actions: PiratesAction[]; busy: boolean; send: (a: PiratesAction) => void }) {
  const { pairs, gets } = barterChoices(actions);
  const [pick, setPick] = useState<{ pair: string; get: number; fee: number | null } | null>(null);
  if (pairs.length === 0 || ship.docked < 0) return null;
  const town = state.economy?.towns[ship.docked];
  const pair = pairs.find((p) => pairKey(p) === pick?.pair) ?? pairs[0];
  const key = pairKey(pair);
  const getList = gets.get(key)!;
  const get = pick && pick.pair === key && getList.includes(pick.get) ? pick.get : getList[0];
  const due = owesFee(state, ship);
  const fees = due ? feeChoices(ship.goods, pair) : [];
  const fee = due ? (pick && pick.pair === key && pick.fee !== null && fees.includes(pick.fee) ? pick.fee : autoFee(state, ship, pair)) : null;
  const owner = town ? PIRATES_SEATS[town.owner] : '';
  return (
    <section className="space-y-1 rounded border border-sea/40 bg-sea/5 p-2 text-sm" data-testid="barter">
      <h3 className="font-semibold">Trade at {town && town.owner === ship.owner ? 'your' : `${owner}'s`} {upgradeName(town?.kind ?? 'trading-port')}: two tokens for one</h3>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        <label className="block">
          Give
          <select className={field} value={key} onChange={(e) => setPick({ pair: e.target.value, get: 0, fee: null })} data-testid="barter-give">
            {pairs.map((p) => (
              <option key={pairKey(p)} value={pairKey(p)}>
                {pairText(p)}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          Take
          <select className={field} value={get} onChange={(e) => setPick({ pair: key, get: Number(e.target.value), fee: pick?.fee ?? null })} data-testid="barter-get">
            {getList.map((r) => (
              <option key={r} value={r}>
                {RESOURCES[r - 1]}
              </option>
            ))}
          </select>
        </label>
        {due && (
          <label className="block">
            Fee to {owner} (the owner)
            <select className={field} value={fee ?? ''} onChange={(e) => setPick({ pair: key, get, fee: Number(e.target.value) })} data-testid="barter-fee">
              {fees.map((r) => (
                <option key={r} value={r}>
                  1 {RESOURCES[r - 1]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p className="text-xs text-ink/70" data-testid="barter-fee-note">
        {due ? `A visitor pays the owner one more token for each trade (003); a ship with Parley does not.` : town && town.owner === ship.owner ? 'Your own port: no fee.' : 'She has Parley: no fee.'}
      </p>
      <button type="button" disabled={busy} onClick={() => send(barterAction(ship.id, pair, get, fee))} className="min-h-11 w-full rounded bg-sea px-3 py-1 font-semibold text-white disabled:opacity-50" data-testid="barter-send">
        Trade {pairText(pair)} for 1 {RESOURCES[get - 1]}
        {fee !== null && fee > 0 ? `, paying 1 ${RESOURCES[fee - 1]} to ${owner}` : ''}
      </button>
    </section>
  );
}
