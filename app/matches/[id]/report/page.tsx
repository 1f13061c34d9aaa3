import { seatColour } from '@/app/matches/_lib/seat-colours';
import { plural } from '@/app/_lib/plural';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { endingWords, reportSummary, type BattleReport } from '@/lib/pirates/report';
import { LineChart } from './Chart';
import { loadReport } from './load';
import { PrintButton } from './PrintButton';

type Props = { params: Promise<{ id: string }> };

const title = (r: BattleReport) => `Battle report: ${r.fleets.map((f) => f.name).join(' against ')}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { id } = await params;
  const loaded = loadReport(id);
  if (!loaded.ok) return { title: 'Battle report' };
  const t = title(loaded.report);
  const description = reportSummary(loaded.report);
  return { title: t, description, openGraph: { title: t, description, url: `/matches/${id}/report` }, twitter: { card: 'summary', title: t, description } };
}

const KIND_MARK: Record<string, string> = { found: 'Found', banked: 'Banked', hit: 'Hit', ram: 'Ram', boarding: 'Boarding', sunk: 'Sunk', ending: 'End' };

/** `/matches/{id}/report`: a finished Pirates match told from its log (lib/pirates/report.ts), to share and print. */
export default async function ReportPage({ params }: Props) {
  await connection();
  const { id } = await params;
  const loaded = loadReport(id);
  if (!loaded.ok && loaded.reason !== 'not-over') notFound();
  if (!loaded.ok) {
    return (
      <div className="space-y-3">
        <h1 className="font-display text-3xl font-bold">Battle report</h1>
        <p data-testid="report-not-over">This match is still being played: its report is written once the game is over, when every coin is turned up.</p>
        <Link href={`/matches/${id}?spectate=1`} className="underline">
          Watch the match
        </Link>
      </div>
    );
  }
  const r = loaded.report;
  const names = r.fleets.map((f) => `${f.seat}: ${f.name}`);
  const labels = ['start', ...r.turns.map((t) => `${t.turn}${t.seat}`)];
  const series = (pick: (s: { gold: number[]; masts: number[] }) => number[]) =>
    r.fleets.map((_, p) => ({ name: names[p], colour: seatColour(p), dashed: p % 2 === 1, values: [pick(r.start)[p], ...r.turns.map((t) => pick(t)[p])] }));
  const winner = r.ending.winner ? (r.fleets.find((f) => f.seat === r.ending.winner) ?? null) : null;
  const eventful = r.turns.filter((t) => t.lines.length > 0);
  const stat = (label: string, v: number[]) => (
    <tr key={label} className="border-b border-ink/10">
      <th scope="row" className="py-1 pr-3 text-left font-normal">
        {label}
      </th>
      {v.map((n, p) => (
        <td key={p} className="py-1 pr-3 text-right">
          {n}
        </td>
      ))}
    </tr>
  );

  return (
    <article className="space-y-5" data-testid="battle-report">
      <header className="space-y-1">
        <h1 className="font-display text-3xl font-bold print:text-2xl">{title(r)}</h1>
        <p className="text-lg" data-testid="report-ending">
          {winner ? `${winner.name} (${winner.seat}) won` : 'A draw'}
          {r.ending.reason ? `: ${endingWords(r.ending.reason)}` : ''}, after {plural(r.ending.turns, 'turn')}, {r.ending.gold.join(' gold to ')}.
        </p>
        {r.turned && (
          <p data-testid="report-turned">
            The game turned in turn {r.turned.turn}, {r.turned.seat} to play: from then on {winner?.name} stayed ahead on gold.
          </p>
        )}
        <div className="flex flex-wrap gap-3 print:hidden">
          <PrintButton />
          <Link href={`/matches/${id}/replay`} className="inline-flex min-h-11 items-center underline" data-testid="report-replay">
            Watch the replay
          </Link>
        </div>
      </header>

      <section className="grid gap-3 sm:grid-cols-2">
        {r.fleets.map((f, p) => (
          <div key={f.seat} className="rounded-lg border border-ink/20 bg-white p-3 break-inside-avoid">
            <h2 className="font-display text-lg font-bold" style={{ color: seatColour(p) }}>
              {f.seat}: {f.name}
            </h2>
            <ul className="text-sm">
              {f.ships.map((s, i) => (
                <li key={i}>
                  {s.name} · {s.masts} masts · {s.points} points{s.crew.length ? ` · ${s.crew.join(', ')}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="overflow-x-auto">
        <table className="text-sm" data-testid="report-totals">
          <thead>
            <tr className="border-b border-ink/20">
              <th scope="col" className="py-1 pr-3 text-left font-normal text-ink/70">
                Over the game
              </th>
              {r.fleets.map((f) => (
                <th key={f.seat} scope="col" className="py-1 pr-3 text-right" style={{ color: seatColour(f.seat) }}>
                  {f.seat}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stat('Gold found', r.totals.found)}
            {stat('Gold banked', r.totals.banked)}
            {stat('Hits', r.totals.hits)}
            {stat('Rams', r.totals.rams)}
            {stat('Boardings', r.totals.boardings)}
            {stat('Ships lost', r.totals.shipsLost)}
          </tbody>
        </table>
      </section>

      <section className="grid gap-4 lg:grid-cols-2" data-testid="report-charts">
        <LineChart title="Gold at home after each turn" labels={labels} series={series((s) => s.gold)} unit="gold" />
        <LineChart title="Masts standing after each turn" labels={labels} series={series((s) => s.masts)} unit="masts" />
      </section>

      <section className="space-y-2">
        <h2 className="font-display text-xl font-bold">Turn by turn</h2>
        {eventful.length === 0 && <p>Nothing found, banked, hit or sunk: the game ended before any of it.</p>}
        <ol className="space-y-2" data-testid="report-turns">
          {eventful.map((t) => (
            <li key={`${t.turn}${t.seat}`} className="break-inside-avoid rounded border border-ink/15 bg-white p-2">
              <h3 className="font-semibold">
                Turn {t.turn}, {t.seat} · gold at home {t.gold[0]} to {t.gold[1]} · masts {t.masts[0]} to {t.masts[1]}
                {r.turned && r.turned.turn === t.turn && r.turned.seat === t.seat ? ' · the game turned' : ''}
              </h3>
              <ul className="text-sm">
                {t.lines.map((l) => (
                  <li key={l.seq}>
                    <Link href={`/matches/${id}/replay?at=${l.seq}`} className="hover:underline">
                      <span className="font-semibold">{KIND_MARK[l.kind]}:</span> {l.text}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
