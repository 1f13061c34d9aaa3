'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { powerDisplayName } from '@/lib/diplomacy/map';
import { saveSeat } from '@/app/matches/_lib/seat-store';
import { diplomacyMapSchema } from '../_lib/view';

/** Creates a Diplomacy match: the creator's power, and which other powers bots play (all of them unless unticked). */
export function NewGameForm() {
  const router = useRouter();
  const [powers, setPowers] = useState<string[]>([]);
  const [power, setPower] = useState('');
  const [humans, setHumans] = useState<Set<string>>(new Set());
  const [deadline, setDeadline] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetch('/api/diplomacy/map')
      .then(async (res) => {
        const parsed = diplomacyMapSchema.safeParse(res.ok ? await res.json() : null);
        if (!parsed.success) throw new Error('The map could not be loaded.');
        const names = parsed.data.powers.map((p) => p.name);
        setPowers(names);
        setPower(names[0] ?? '');
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  async function create(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const bots = powers.filter((p) => p !== power && !humans.has(p));
    let res: Response;
    try {
      res = await fetch('/api/matches', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ game: 'diplomacy', power, bots, ...(deadline ? { deadlineMinutes: Number(deadline) } : {}) }),
      });
    } catch {
      setError('The game could not be created: the server could not be reached.');
      setBusy(false);
      return;
    }
    const body = (await res.json().catch(() => null)) as {
      matchId?: string;
      seat?: string;
      token?: string;
      invites?: { seat: string; inviteUrl: string }[];
      spectateUrl?: string;
      error?: { message?: string };
    } | null;
    if (!res.ok || !body?.matchId || !body.token || !body.seat) {
      setError(body?.error?.message ?? `The game could not be created (${res.status}).`);
      setBusy(false);
      return;
    }
    saveSeat(body.matchId, { seat: body.seat, token: body.token, creator: true, game: 'diplomacy', title: body.seat, invites: body.invites, spectateUrl: body.spectateUrl });
    router.push(`/matches/${body.matchId}`);
  }

  return (
    <form onSubmit={create} className="space-y-4">
      <label className="block">
        <span className="font-semibold">You play</span>
        <select value={power} onChange={(e) => setPower(e.target.value)} className="mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2">
          {powers.map((p) => (
            <option key={p} value={p}>
              {powerDisplayName(p)}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="font-semibold">Played by people you invite (unticked powers are played by bots)</legend>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {powers
            .filter((p) => p !== power)
            .map((p) => (
              <li key={p}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={humans.has(p)}
                    onChange={(e) =>
                      setHumans((h) => {
                        const next = new Set(h);
                        if (e.target.checked) next.add(p);
                        else next.delete(p);
                        return next;
                      })
                    }
                  />
                  {powerDisplayName(p)}
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
      <label className="block">
        <span className="font-semibold">Time for each phase</span>
        <select value={deadline} onChange={(e) => setDeadline(e.target.value)} className="mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2" data-testid="deadline">
          <option value="">No deadline: the phase waits for every player (or for you to resolve it)</option>
          <option value="60">1 hour</option>
          <option value="1440">24 hours</option>
          <option value="2880">48 hours</option>
        </select>
        <span className="text-xs text-ink/70">When time runs out, powers that have not ordered hold.</span>
      </label>
      {error && <p role="alert" className="text-red-800">{error}</p>}
      <button type="submit" disabled={busy || !power} className="rounded bg-sea px-4 py-2 font-semibold text-white disabled:opacity-50">
        Start the game
      </button>
    </form>
  );
}
