import { matchService } from '@/app/api/matches/_lib/service';
import type { PiratesEvent, PiratesState } from '@/lib/pirates/game';
import { type BattleReport, battleReport } from '@/lib/pirates/report';

/**
 * The battle report of a finished Pirates match, or why there is none: no such match, not a Pirates match, or not
 * over yet (the report tells every value, which only the game's end reveals).
 */
export function loadReport(matchId: string): { ok: true; report: BattleReport } | { ok: false; reason: 'unknown' | 'not-pirates' | 'not-over' } {
  const service = matchService();
  const kind = service.kindOf(matchId);
  if (!kind) return { ok: false, reason: 'unknown' };
  if (kind !== 'pirates') return { ok: false, reason: 'not-pirates' };
  const { game, setup, events, over } = service.fullLog(matchId);
  if (!over) return { ok: false, reason: 'not-over' };
  return { ok: true, report: battleReport(game.initial(setup) as PiratesState, events as PiratesEvent[], (s, e) => game.apply(s, e) as PiratesState) };
}
