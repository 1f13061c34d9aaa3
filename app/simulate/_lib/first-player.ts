import { wilson95 } from '@/lib/simulate/stats';

/**
 * Past this distance from 50% of the decided games, with its 95% interval wholly on one side of 50%, the results page
 * says that moving first decides games. A die decides who moves first (001 "Setup"), so each fleet moves first in about
 * half the games and the share favours neither fleet; but a share far from 50% means the die, not the fleets, settles
 * many of the games (the first to reach the treasure, or to fire, wins), and the win rates say less about the fleets.
 */
export const FIRST_PLAYER_EDGE = 0.1;

/** How often the player who moved first won the decided games, with its 95% interval; null when none was decided. */
export function firstPlayerShare(firstWinRate: number, drawRate: number, games: number): { share: number; ci95: [number, number]; decided: number } | null {
  const decided = Math.round((1 - drawRate) * games);
  if (decided <= 0) return null;
  const wins = Math.round(firstWinRate * games);
  return { share: wins / decided, ci95: wilson95(wins, decided), decided };
}

/**
 * The note to print when moving first decides games, or null when its share of the decided games is near the fair
 * share: 50% with two fleets, one in `fleets` in a free-for-all, where each fleet goes first in about that share.
 */
export function firstPlayerNote(firstWinRate: number, drawRate: number, games: number, fleets = 2): string | null {
  const first = firstPlayerShare(firstWinRate, drawRate, games);
  const fair = 1 / fleets;
  if (!first || Math.abs(first.share - fair) < FIRST_PLAYER_EDGE || (first.ci95[0] <= fair && first.ci95[1] >= fair)) return null;
  if (fleets > 2) {
    const more = first.share > fair;
    return `The player who moved first won ${Math.round(100 * first.share)}% of the decided games, where each of the ${fleets} fleets went first in about one game in ${fleets}. This favours no fleet, but it means moving first ${more ? 'settles' : 'costs'} many of these games, so the win rates show less of the difference between the fleets themselves.`;
  }
  const who = first.share > 0.5 ? 'first' : 'second';
  return `The player who moved ${who} won ${Math.round(100 * (first.share > 0.5 ? first.share : 1 - first.share))}% of the decided games. A die decides who moves first, and each fleet did in about half the games, so this favours neither fleet; but far from 50% it means moving ${who} settles many of these games (the first to reach the treasure, or to fire, wins them), so the win rates show less of the difference between the fleets themselves.`;
}
