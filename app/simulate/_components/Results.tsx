import type { Histogram, SimulateResult } from '@/lib/simulate/schema';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = ([lo, hi]: [number, number]) => `${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%`;

/** Bars of a histogram, scaled to its tallest bin; each bar says its range and count for screen readers and print. */
function Bars({ title, histogram, unit }: { title: string; histogram: Histogram; unit: string }) {
  const max = Math.max(1, ...histogram.counts);
  const total = histogram.counts.reduce((a, b) => a + b, 0);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <ol className="flex h-28 items-end gap-px border-b border-ink/30" aria-label={title}>
        {histogram.counts.map((n, i) => {
          const from = i * histogram.binWidth;
          const label = `${from}–${from + histogram.binWidth - 1} ${unit}: ${n} game${n === 1 ? '' : 's'} (${total ? pct(n / total) : '0%'})`;
          return (
            <li key={i} title={label} className="flex-1 bg-brass/80 print:bg-ink/60" style={{ height: `${(100 * n) / max}%`, minWidth: '2px' }}>
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ol>
      <div className="flex justify-between text-xs text-ink/70">
        <span>0</span>
        <span>
          {histogram.counts.length * histogram.binWidth} {unit}
        </span>
      </div>
    </figure>
  );
}

export function Results({ result, nameA, nameB }: { result: SimulateResult; nameA: string; nameB: string }) {
  const { a, b, drawRate } = result;
  const partial = [...result.partial.a.map((p) => ({ ...p, side: 'A' })), ...result.partial.b.map((p) => ({ ...p, side: 'B' }))];
  return (
    <section aria-labelledby="results-heading" className="space-y-4 rounded-lg border border-ink/20 bg-white p-3" data-testid="results">
      <h2 id="results-heading" className="font-display text-xl font-bold">
        {result.games.toLocaleString('en')} games, seed {result.seed}
      </h2>
      <div className="flex h-8 overflow-hidden rounded border border-ink/30 text-xs font-semibold" aria-hidden="true">
        <div className="flex items-center justify-center bg-blue-800 text-white" style={{ width: pct(a.winRate) }}>
          {a.winRate >= 0.1 ? `A ${pct(a.winRate)}` : ''}
        </div>
        <div className="flex items-center justify-center bg-ink/20" style={{ width: pct(drawRate) }}>
          {drawRate >= 0.1 ? `Draw ${pct(drawRate)}` : ''}
        </div>
        <div className="flex items-center justify-center bg-red-800 text-white" style={{ width: pct(b.winRate) }}>
          {b.winRate >= 0.1 ? `B ${pct(b.winRate)}` : ''}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">{nameA} (A) wins: </dt>
          <dd className="inline" data-testid="win-a">
            {pct(a.winRate)} (95% interval {interval(a.ci95)}), mean gold home {a.meanGold}, playing as {a.policy}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{nameB} (B) wins: </dt>
          <dd className="inline" data-testid="win-b">
            {pct(b.winRate)} (95% interval {interval(b.ci95)}), mean gold home {b.meanGold}, playing as {b.policy}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Draws: </dt>
          <dd className="inline">
            {pct(drawRate)}
            {result.turnCapDraws > 0 ? `, of which ${result.turnCapDraws} reached the ${result.scenario.maxTurns}-turn cap` : ''}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Mean length: </dt>
          <dd className="inline">{result.meanTurns} turns</dd>
        </div>
        <div>
          <dt className="inline font-semibold">First player wins: </dt>
          <dd className="inline">
            {pct(result.firstPlayer.winRate)} (95% interval {interval(result.firstPlayer.ci95)})
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Time: </dt>
          <dd className="inline">{(result.elapsedMs / 1000).toFixed(1)} s</dd>
        </div>
      </dl>
      <div className="grid gap-4 sm:grid-cols-3">
        <Bars title="Gold home, fleet A" histogram={result.histograms.goldA} unit="gold" />
        <Bars title="Gold home, fleet B" histogram={result.histograms.goldB} unit="gold" />
        <Bars title="Game length" histogram={result.histograms.turns} unit="turns" />
      </div>
      {partial.length > 0 ? (
        <details className="text-sm" data-testid="partial">
          <summary className="cursor-pointer font-semibold">
            {partial.length} card{partial.length === 1 ? ' is' : 's are'} only partly simulated
          </summary>
          <ul className="mt-2 space-y-1">
            {partial.map((p) => (
              <li key={`${p.side}-${p.cardId}`}>
                <strong>
                  {p.name} ({p.side})
                </strong>
                : ignored “{p.ignored.join('”, “')}”
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="text-sm">Every card text of both fleets is simulated.</p>
      )}
    </section>
  );
}
