import type { RulesetId } from '@/lib/ruleset-ids';
import { EDGES, type Edge, MAX_TURNS_CAP } from '@/lib/engine/core/scenario';
import { POLICY_IDS, type PolicyId, MAX_GAMES } from '@/lib/simulate/schema';
import { SIMULATED_RULESETS } from './rulesets';

/**
 * A simulation's form as URL parameters, so the page's address reproduces the run: each fleet as `slug:<slug>` or
 * `code:<share code>`, the ruleset both play under, the policies, games, seed, turn cap and edge. `run=1` starts it
 * on arrival.
 */
export type FleetSource = { kind: 'slug'; value: string } | { kind: 'code'; value: string };

export interface SimulateParams {
  a: FleetSource | null;
  b: FleetSource | null;
  /** Fleets C to F of a free-for-all, in order (`c` … `f`), each with its policy (`pc` … `pf`; null: the default). */
  more: { source: FleetSource; policy: PolicyId | null }[];
  /** Null: the ruleset the first loaded fleet was built for. */
  ruleset: RulesetId | null;
  policyA: PolicyId | null;
  policyB: PolicyId | null;
  games: number;
  seed: number | null;
  maxTurns: number | null;
  edge: Edge | null;
  run: boolean;
}

export const DEFAULT_GAMES = 1000;

/** The address's names for fleets C to F: 001 seats up to six players. */
const MORE = ['c', 'd', 'e', 'f'] as const;

function source(raw: string | undefined): FleetSource | null {
  if (!raw) return null;
  const colon = raw.indexOf(':');
  const kind = raw.slice(0, colon);
  const value = raw.slice(colon + 1).trim();
  if ((kind === 'slug' || kind === 'code') && value) return { kind, value };
  return null;
}

function int(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

const oneOf = <T extends string>(list: readonly T[], raw: string | undefined): T | null => ((list as readonly string[]).includes(raw ?? '') ? (raw as T) : null);

export function readParams(get: (name: string) => string | undefined): SimulateParams {
  return {
    a: source(get('a')),
    b: source(get('b')),
    more: MORE.flatMap((k) => {
      const found = source(get(k));
      return found ? [{ source: found, policy: oneOf<PolicyId>(POLICY_IDS, get(`p${k}`)) }] : [];
    }),
    ruleset: oneOf<RulesetId>(
      SIMULATED_RULESETS.map((r) => r.id),
      get('rs'),
    ),
    policyA: oneOf<PolicyId>(POLICY_IDS, get('pa')),
    policyB: oneOf<PolicyId>(POLICY_IDS, get('pb')),
    games: int(get('games'), 1, MAX_GAMES) ?? DEFAULT_GAMES,
    seed: int(get('seed'), 0, 2 ** 32 - 1),
    maxTurns: int(get('turns'), 1, MAX_TURNS_CAP),
    edge: oneOf<Edge>(EDGES, get('edge')),
    run: get('run') === '1',
  };
}

export function writeParams(p: SimulateParams): string {
  const q = new URLSearchParams();
  if (p.a) q.set('a', `${p.a.kind}:${p.a.value}`);
  if (p.b) q.set('b', `${p.b.kind}:${p.b.value}`);
  p.more.forEach((m, i) => {
    q.set(MORE[i], `${m.source.kind}:${m.source.value}`);
    if (m.policy) q.set(`p${MORE[i]}`, m.policy);
  });
  if (p.ruleset) q.set('rs', p.ruleset);
  if (p.policyA) q.set('pa', p.policyA);
  if (p.policyB) q.set('pb', p.policyB);
  q.set('games', String(p.games));
  if (p.seed !== null) q.set('seed', String(p.seed));
  if (p.maxTurns !== null) q.set('turns', String(p.maxTurns));
  if (p.edge) q.set('edge', p.edge);
  if (p.run) q.set('run', '1');
  return q.toString();
}
