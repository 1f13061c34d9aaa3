'use client';

import { useState } from 'react';
import type { PiratesSeat } from '@/lib/pirates/schema';
import { seatColour } from '@/app/matches/_lib/seat-colours';
import type { PiratesView } from '@/lib/pirates/view';
import { getRuleset } from '@/lib/rules';
import type { Issue } from '@/lib/rules';
import { FleetPicker, type LoadedFleet } from '@/app/simulate/_components/FleetPicker';
import { fleetRef, inviteFromUrl, matchError } from '@/app/matches/_lib/api';
import { saveSeat, type StoredSeat } from '@/app/matches/_lib/seat-store';

/**
 * A seat is its token, kept in the browser that took it. To play the same seat elsewhere, its player copies the token
 * here and pastes it on the other device, which asks the server whose seat it is (the join route reopens it).
 */
export function SeatOnAnotherDevice({ matchId, seat, onSeated, open }: { matchId: string; seat: StoredSeat | null; onSeated: (s: StoredSeat) => void; open: boolean }) {
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  if (seat) {
    return (
      <details className="text-sm">
        <summary className="cursor-pointer">Play this seat on another device</summary>
        <p className="mt-1">Open this match&apos;s link on the other device and paste this seat token there. Keep it to yourself: it is your seat.</p>
        <CopyLink label="Seat token" url={seat.token} testid="seat-token" />
      </details>
    );
  }
  async function reopen() {
    setMessage(null);
    const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/join`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${pasted.trim()}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) {
      setMessage(res.status === 401 ? 'That token holds no seat in this match.' : (await matchError(res)).message);
      return;
    }
    const joined = (await res.json()) as { seat: string; token: string };
    const stored: StoredSeat = { seat: joined.seat, token: joined.token, game: 'pirates' };
    saveSeat(matchId, stored);
    onSeated(stored);
  }
  return (
    <details className="text-sm" open={open}>
      <summary className="cursor-pointer">Have a seat in this match? Reopen it here</summary>
      <form
        className="mt-1 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void reopen();
        }}
      >
        <label>
          Seat token
          <input value={pasted} onChange={(e) => setPasted(e.target.value)} className="ml-2 rounded border border-ink/30 px-2 py-1 font-mono" autoComplete="off" data-testid="paste-token" />
        </label>
        <button type="submit" disabled={pasted.trim() === ''} className="rounded border border-ink/40 px-3 py-1 font-semibold disabled:opacity-50">
          Reopen my seat
        </button>
      </form>
      {message && (
        <p role="alert" className="text-red-800">
          {message}
        </p>
      )}
    </details>
  );
}

function CopyLink({ label, url, testid }: { label: string; url: string; testid: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1">
      <label className="block text-sm font-semibold">
        {label}
        <input readOnly value={url} className="mt-1 block w-full rounded border border-ink/30 px-2 py-1 font-mono text-xs" data-testid={testid} onFocus={(e) => e.target.select()} />
      </label>
      <button
        type="button"
        className="rounded border border-ink/30 px-3 py-1 text-sm"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}

export function Waiting({ view, matchId, seat, spectate, onJoined }: { view: PiratesView; matchId: string; seat: StoredSeat | null; spectate: boolean; onJoined: (s: StoredSeat) => void }) {
  const [fleet, setFleet] = useState<LoadedFleet | null>(null);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  if (view.you === 'A') {
    const invites = seat?.invites ?? (seat?.inviteUrl ? [{ seat: 'B', inviteUrl: seat.inviteUrl }] : []);
    const several = invites.length > 1;
    return (
      <section className="space-y-3 rounded-lg border border-ink/20 bg-white p-3" data-testid="invite">
        <p>
          {several
            ? 'Send each link to one friend: each opens one seat. They choose their fleets, and the game starts when every seat is filled.'
            : 'Send this link to the friend you are playing. They choose their fleet, and the game starts when they join.'}
        </p>
        {invites.length === 0 && <CopyLink label="Invite link" url={`${origin}/matches/${matchId}`} testid="invite-link" />}
        {invites.map((i, k) => {
          const filled = view.seats[i.seat as PiratesSeat]?.filled ?? false;
          return (
            <div key={i.seat} className="border-l-4 pl-2" style={{ borderColor: seatColour(i.seat) }} data-testid={`invite-${i.seat}`}>
              {filled ? (
                <p className="text-sm">Seat {i.seat} has joined.</p>
              ) : (
                <CopyLink label={several ? `Invite link for seat ${i.seat}` : 'Invite link'} url={i.inviteUrl} testid={k === 0 ? 'invite-link' : `invite-link-${i.seat}`} />
              )}
            </div>
          );
        })}
        <CopyLink label="Spectator link" url={seat?.spectateUrl ?? `${origin}/matches/${matchId}?spectate=1`} testid="spectate-link" />
      </section>
    );
  }
  if (spectate || view.you !== null || Object.values(view.seats).every((x) => x.filled || x.computer)) return <p>The match has not begun yet.</p>;
  async function join() {
    if (!fleet) return;
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(`/api/matches/${encodeURIComponent(matchId)}/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fleet: fleetRef(fleet.source), invite: inviteFromUrl() }) });
      if (!res.ok) {
        const e = await matchError(res);
        setMessage(e.message);
        setIssues(e.issues);
        return;
      }
      const joined = (await res.json()) as { seat: string; token: string };
      const stored: StoredSeat = { seat: joined.seat, token: joined.token, game: 'pirates', title: fleet.fleet.name ?? 'Your fleet' };
      saveSeat(matchId, stored);
      onJoined(stored);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="space-y-3" data-testid="join">
      <p>
        You are invited to a match played under {getRuleset(view.ruleset)?.name ?? view.ruleset}. Choose your fleet (one you saved, a share code or a
        list): it must be legal under those rules.
      </p>
      <FleetPicker side="B" initial={null} ruleset={view.ruleset as never} refused={issues} onLoad={setFleet} />
      {message && (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      )}
      <button type="button" disabled={!fleet || busy} onClick={() => void join()} className="rounded bg-sea px-4 py-2 font-semibold text-white disabled:opacity-50">
        {busy ? 'Joining…' : 'Join the match with this fleet'}
      </button>
    </section>
  );
}
