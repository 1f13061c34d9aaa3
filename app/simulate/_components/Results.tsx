import type { Histogram, PartialCard, PlayerResult, SimulateManyResult, SimulateResult } from '@/lib/simulate/schema';
import { wilson95 } from '@/lib/simulate/stats';
import { plural } from '@/app/_lib/plural';
import { binLabel, histogramBars, shareTicks, valueTicks } from '../_lib/histogram';
import { EDGE_LABEL, endingWords, POLICY_LABEL } from '../_lib/labels';
import { firstPlayerNote, firstPlayerShare } from '../_lib/first-player';
import { fewFightsNote } from '../_lib/fights';
import { playedByNote } from '../_lib/played-by';
import { turnCapWarning } from '../_lib/turn-cap';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = ([lo, hi]: [number, number]) => `95% interval ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%`;
/** Past this many partly simulated cards the list starts folded, so it does not push the figures off a phone. */
const OPEN_PARTIAL_UP_TO = 3;

/**
 * Bars of a histogram, scaled to its tallest bin, on two scales: the share of games up the side, the values along
 * the bottom. Each bar says its range and count for screen readers and print.
 */
function Bars({ title, histogram, unit, trimLeading }: { title: string; histogram: Histogram; unit: string; trimLeading: boolean }) {
  const bars = histogramBars(histogram, trimLeading);
  if (bars.length === 0) {
    return (
      <figure className="space-y-1">
        <figcaption className="text-sm font-semibold">{title}</figcaption>
        <p className="text-sm text-ink/70">No games to show.</p>
      </figure>
    );
  }
  return (
    <figure className="space-y-1" data-testid="histogram">
      <figcaption className="text-sm font-semibold">
        {title} <span className="text-xs font-normal text-ink/70">(% of games)</span>
      </figcaption>
      <div className="flex gap-1">
        <div className="relative h-28 w-9 shrink-0 text-right text-[10px] leading-none text-ink/70" aria-hidden="true" data-testid="share-axis">
          {shareTicks(bars).map((t) => (
            <span key={t.at} className="absolute right-0 -translate-y-1/2" style={{ top: `${100 - 100 * t.at}%` }}>
              {t.label}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <ol className="relative flex h-28 items-end gap-px border-b border-l border-ink/30" aria-label={title}>
            {shareTicks(bars).map((t) => (
              <span key={t.at} aria-hidden="true" className="pointer-events-none absolute inset-x-0 border-t border-dashed border-ink/10" style={{ bottom: `${100 * t.at}%` }} />
            ))}
            {bars.map((bar) => {
              const label = `${binLabel(bar)} ${unit}: ${plural(bar.count, 'game')} (${pct(bar.share)})`;
              return (
                <li key={bar.from} title={label} className="min-w-[2px] flex-1 bg-brass/80 print:bg-ink/60" style={{ height: `${bar.height}%` }}>
                  <span className="sr-only">{label}</span>
                </li>
              );
            })}
          </ol>
          <div className="relative h-4 text-[10px] text-ink/70" aria-hidden="true" data-testid="value-axis">
            {valueTicks(bars).map((t) => (
              // The end ticks stand inside the chart, so the last label does not run past its edge.
              <span
                key={t.at}
                className={`absolute top-0 pt-1 leading-none ${t.at >= 1 ? '-translate-x-full border-r pr-px' : t.at <= 0 ? 'border-l pl-px' : '-translate-x-1/2 border-l pl-px'} border-ink/40`}
                style={{ left: `${100 * t.at}%` }}
              >
                {t.label}
              </span>
            ))}
          </div>
          <p className="text-center text-xs text-ink/70" aria-hidden="true" data-testid="value-title">
            {unit}
          </p>
        </div>
      </div>
    </figure>
  );
}

/** How the games ended, and who won the games that ended each way. */
function Endings({ endings, games, letters, economy }: { endings: SimulateResult['endings']; games: number; letters: string[]; economy: boolean }) {
  const rows = Object.entries(endings);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="endings">
        <caption className="pb-1 text-left font-semibold">How the games ended</caption>
        <thead>
          <tr className="border-b border-ink/20 text-xs text-ink/70">
            <th scope="col" className="py-1 pr-2 font-normal">
              Ending
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">
              Games
            </th>
            {letters.map((l) => (
              <th key={l} scope="col" className="py-1 pr-2 text-right font-normal">
                {l} won
              </th>
            ))}
            <th scope="col" className="py-1 text-right font-normal">
              Drawn
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([reason, e]) => {
            const words = endingWords(reason, economy);
            return (
              <tr key={reason} className="border-b border-ink/10 align-top" data-testid={`ending-${reason}`}>
                <th scope="row" className="py-1 pr-2 font-normal">
                  <span className="font-semibold">{words?.label ?? reason}</span>
                  {words && <span className="block text-xs text-ink/70">{words.means}</span>}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">
                  {e.games.toLocaleString('en')} <span className="text-xs text-ink/70">({pct(e.games / games)})</span>
                </td>
                {letters.map((l, i) => (
                  <td key={l} className="py-1 pr-2 text-right tabular-nums">
                    {(e.wins[i] ?? 0).toLocaleString('en')}
                  </td>
                ))}
                <td className="py-1 text-right tabular-nums">{e.draws.toLocaleString('en')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Each fleet's colour in a run's figures: A and B as ever, then one for each further fleet of a free-for-all. */
const FLEET_BAR = ['bg-sea text-white', 'bg-red-800 text-white', 'bg-brass text-ink', 'bg-emerald-700 text-white', 'bg-violet-700 text-white', 'bg-orange-600 text-white'];

/** Wins of each fleet and draws as one bar; the legend says the same in words, so thin segments are never lost. */
function OutcomeBar({ wins, draw, letters }: { wins: number[]; draw: number; letters: string[] }) {
  const parts = [
    ...wins.map((share, i) => ({ key: letters[i], short: letters[i], label: `${letters[i]} wins`, share, className: FLEET_BAR[i] })),
    // Keyed apart from the letters: fleet D is no draw.
    { key: 'draws', short: 'Draw', label: 'Draws', share: draw, className: 'bg-ink/20' },
  ];
  // Draws sit between A and B in a two-fleet bar, as a reader of a head-to-head expects.
  if (wins.length === 2) parts.splice(1, 0, parts.pop()!);
  const summary = parts.map((p) => `${p.label} ${pct(p.share)}`).join(', ');
  return (
    <div className="space-y-1">
      <div role="img" aria-label={summary} data-testid="outcome-bar" className="flex h-8 overflow-hidden rounded border border-ink/30 text-xs font-semibold">
        {parts.map((p) => (
          <div key={p.key} className={`flex items-center justify-center overflow-hidden whitespace-nowrap ${p.className}`} style={{ width: pct(p.share) }}>
            {p.share >= 0.12 ? `${p.short} ${pct(p.share)}` : ''}
          </div>
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 text-xs" aria-hidden="true">
        {parts.map((p) => (
          <li key={p.key} className="flex items-center gap-1">
            <span className={`inline-block h-3 w-3 rounded-sm ${p.className}`} />
            {p.label} {pct(p.share)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PartialList({ side, name, cards }: { side: string; name: string; cards: PartialCard[] }) {
  if (cards.length === 0) return null;
  return (
    <div>
      <h4 className="font-semibold">
        Fleet {side}: {name}
      </h4>
      <ul className="list-disc space-y-1 pl-5">
        {cards.map((p) => (
          <li key={p.cardId}>
            <strong>{p.name}</strong> ({p.cardId}): {p.ignored.length === 1 ? 'ignores' : `ignores ${p.ignored.length} sentences:`}{' '}
            {p.ignored.map((s) => `“${s}”`).join(' ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Two fleets' figures side by side, a column each. */
function SideBySide({ players, names, letters, goldLabel }: { players: PlayerResult[]; names: string[]; letters: string[]; goldLabel: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="py-1 pr-2 font-normal text-ink/70">
              <span className="sr-only">Figure</span>
            </th>
            {players.map((_, i) => (
              <th key={i} scope="col" className="py-1 pr-2">
                {letters[i]}: {names[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-ink/10 align-top">
            <th scope="row" className="py-1 pr-2 font-semibold">
              Wins
            </th>
            {players.map((p, i) => (
              <td key={i} className="py-1 pr-2" data-testid={`win-${letters[i].toLowerCase()}`}>
                <strong>{pct(p.winRate)}</strong> ({interval(p.ci95)})
              </td>
            ))}
          </tr>
          <tr className="border-b border-ink/10">
            <th scope="row" className="py-1 pr-2 font-semibold">
              {goldLabel}
            </th>
            {players.map((p, i) => (
              <td key={i} className="py-1 pr-2">
                {p.meanGold}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-1 pr-2 font-semibold">
              Played as
            </th>
            {players.map((p, i) => (
              <td key={i} className="py-1 pr-2">
                {POLICY_LABEL[p.policy]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** A free-for-all's figures, a row a fleet, so three to six fleets fit a phone's width without scrolling. */
function FleetRows({ players, names, letters, goldLabel }: { players: PlayerResult[]; names: string[]; letters: string[]; goldLabel: string }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-ink/20 text-xs text-ink/70">
          <th scope="col" className="py-1 pr-2 font-normal">
            Fleet
          </th>
          <th scope="col" className="py-1 pr-2 font-normal">
            Wins
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-normal">
            {goldLabel}
          </th>
          <th scope="col" className="py-1 font-normal">
            Played as
          </th>
        </tr>
      </thead>
      <tbody>
        {players.map((p, i) => (
          <tr key={i} className="border-b border-ink/10 align-top">
            <th scope="row" className="py-1 pr-2 font-semibold">
              {letters[i]}: {names[i]}
            </th>
            <td className="py-1 pr-2" data-testid={`win-${letters[i].toLowerCase()}`}>
              <strong>{pct(p.winRate)}</strong> <span className="block text-xs text-ink/70 sm:inline">({interval(p.ci95)})</span>
            </td>
            <td className="py-1 pr-2 text-right tabular-nums">{p.meanGold}</td>
            <td className="py-1">{POLICY_LABEL[p.policy]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The letter that names fleet `i` of a run: A, B, C, … */
export const fleetLetterOf = (i: number) => String.fromCharCode(65 + i);

/**
 * A finished run, of two fleets or a free-for-all of more: who won and how surely, how the games went, and which card
 * texts the games left out. Every figure is read from `players`, in fleet order.
 */
export function Results({
  result,
  names,
  rulesetName,
  economy = false,
  holdless = [],
  onRunWithHard,
}: {
  result: SimulateResult | SimulateManyResult;
  names: string[];
  rulesetName: string;
  economy?: boolean;
  /** The fleets, named as the warning names them, whose starting ship has no cargo space under Daniel's rules (./FleetPicker.tsx's notes). */
  holdless?: string[];
  /** Runs the same fleets again with every one played by Hard: offered beside the note that Hard played no side. */
  onRunWithHard?: () => void;
}) {
  const { players, drawRate, scenario } = result;
  const letters = players.map((_, i) => fleetLetterOf(i));
  // Economy Edition's games end at their time limit by design: reaching it says nothing amiss.
  // Economy Edition scores gold at home, sales in and upkeep out, not coins carried home.
  const goldLabel = economy ? 'Mean gold' : 'Mean gold home';
  const capWarning = economy ? null : turnCapWarning(result.turnCapGames, result.games, scenario.maxTurns, holdless);
  const fightsNote = fewFightsNote(result.gamesWithShots, result.games);
  const playedBy = playedByNote(players.map((p) => p.policy), economy);
  const firstShare = firstPlayerShare(result.firstPlayer.winRate, drawRate, result.games);
  const firstNote = firstPlayerNote(result.firstPlayer.winRate, drawRate, result.games, players.length);
  const draws = Math.round(drawRate * result.games);
  const partialCount = players.reduce((n, p) => n + p.partial.length, 0);
  const homes =
    result.homes === 'as-given'
      ? ', fleet A at the first island named'
      : players.length === 2
        ? ', each fleet starting at each home island in half the games'
        : ', the fleets taking turns at the home islands, each at each home equally often';
  return (
    <section aria-labelledby="results-heading" className="space-y-4 rounded-lg border border-ink/20 bg-white p-3" data-testid="results">
      <div>
        <h2 id="results-heading" className="font-display text-xl font-bold">
          {result.games.toLocaleString('en')} games, seed {result.seed}
          {players.length > 2 ? `: a free-for-all of ${players.length} fleets` : ''}
        </h2>
        <p className="text-sm text-ink/70" data-testid="scenario">
          {rulesetName}: {economy ? `a time limit of ${scenario.maxTurns} rounds` : `${scenario.maxTurns}-turn cap`}, {EDGE_LABEL[scenario.edge].toLowerCase()} edge, a {scenario.area.width} × {scenario.area.height} S table,{' '}
          {economy ? 'no gold on the wild islands (their resources are found by exploring)' : `${scenario.treasurePerPlayer} gold each`}{scenario.terrain?.length ? `, ${plural(scenario.terrain.length, 'terrain piece')}` : ''}
          {homes}. Played in {(result.elapsedMs / 1000).toFixed(1)} s.
        </p>
      </div>
      <OutcomeBar wins={players.map((p) => p.winRate)} draw={drawRate} letters={letters} />
      {players.length === 2 ? (
        <SideBySide players={players} names={names} letters={letters} goldLabel={goldLabel} />
      ) : (
        <FleetRows players={players} names={names} letters={letters} goldLabel={goldLabel} />
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">Draws: </dt>
          <dd className="inline" data-testid="draws">
            {pct(drawRate)} ({interval(wilson95(draws, result.games))})
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">{economy ? 'Played to the time limit: ' : 'Stopped at the turn cap: '}</dt>
          <dd className="inline" data-testid="turn-cap-games">
            {result.turnCapGames === 0 ? 'none' : economy ? `${plural(result.turnCapGames, 'game')}, won by the most gold` : `${plural(result.turnCapGames, 'game')}, each scored as it stood`}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Mean length: </dt>
          <dd className="inline">{result.meanTurns} {economy ? 'rounds' : 'turns'}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Games with a shot fired: </dt>
          <dd className="inline" data-testid="games-with-shots">
            {pct(result.gamesWithShots / result.games)}
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Whoever went first won: </dt>
          <dd className="inline" data-testid="first-player">
            {pct(result.firstPlayer.winRate)} of games ({interval(result.firstPlayer.ci95)})
            {firstShare && firstShare.decided < result.games ? `, ${pct(firstShare.share)} of the decided games` : ''}
            <span className="block text-xs text-ink/70" data-testid="first-player-means">
              {players.length === 2
                ? 'A die decides who moves first, so each fleet did in about half the games. Near 50% of the decided games, moving first matters little; far from it, the die settles many games and the win rates show less of the fleets themselves.'
                : `Dice decide the order of play, so each fleet went first in about one game in ${players.length}. Near ${pct(1 / players.length)} of the decided games, moving first matters little; far from it, the dice settle many games.`}
            </span>
          </dd>
        </div>
      </dl>
      <Endings endings={result.endings} games={result.games} letters={letters} economy={economy} />
      {firstNote && (
        <p className="rounded border border-brass/60 bg-brass/10 p-2 text-sm" role="note" data-testid="first-player-note">
          {firstNote}
        </p>
      )}
      {fightsNote && (
        <p className="rounded border border-brass/60 bg-brass/10 p-2 text-sm" role="note" data-testid="few-fights">
          {fightsNote}
        </p>
      )}
      {playedBy && (
        <div className="rounded border border-ink/20 bg-parchment/40 p-2 text-sm" role="note" data-testid="played-by-note">
          <p>{playedBy}</p>
          {onRunWithHard && (
            <button type="button" onClick={onRunWithHard} className="mt-2 min-h-11 rounded border border-ink/40 bg-white px-4 py-2 font-semibold">
              Run again with Hard
            </button>
          )}
        </div>
      )}
      {capWarning && (
        <p className="rounded border border-brass/60 bg-brass/10 p-2 text-sm" role="note" data-testid="turn-cap-warning">
          {capWarning}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {players.map((p, i) => (
          <Bars key={i} title={economy ? `Gold at the end, fleet ${letters[i]}` : `Gold home, fleet ${letters[i]}`} histogram={p.gold} unit="gold" trimLeading={false} />
        ))}
        <Bars title="Game length" histogram={result.histograms.turns} unit={economy ? 'rounds' : 'turns'} trimLeading />
      </div>
      {partialCount > 0 ? (
        <details className="text-sm" data-testid="partial" open={partialCount <= OPEN_PARTIAL_UP_TO}>
          <summary className="cursor-pointer font-semibold">
            {plural(partialCount, 'card')} only partly simulated: the games ignore some of {partialCount === 1 ? 'its' : 'their'} text
          </summary>
          <div className="mt-2 space-y-2">
            {players.map((p, i) => (
              <PartialList key={i} side={letters[i]} name={names[i]} cards={p.partial} />
            ))}
          </div>
        </details>
      ) : (
        <p className="text-sm">Every card text of {players.length === 2 ? 'both fleets' : 'every fleet'} is simulated.</p>
      )}
    </section>
  );
}
