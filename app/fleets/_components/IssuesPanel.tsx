'use client';

import type { Issue, Ruleset, ValidationResult } from '@/lib/rules';
import { Meter } from './Meter';
import { buildAmount } from '@/app/_components/card-labels';

interface Props {
  result: ValidationResult | null;
  /** No cards yet: the rules' "needs a ship" is then the starting point, not a problem to alarm a player with. */
  empty: boolean;
  /** What the build total counts under the fleet's ruleset. */
  unit: Ruleset['buildUnit'];
  /** Called with the cards of the issue the player points at (hover or focus), and null when they stop. */
  onFocusIssue: (cardIds: string[] | null) => void;
}

/** The points meter and the live list of what breaks a rule (violations) and what a player should know (warnings). */
export function IssuesPanel({ result, empty, unit, onFocusIssue }: Props) {
  if (!result) {
    return (
      <p aria-live="polite" className="text-sm text-ink/70" data-testid="validation-pending">
        Checking the fleet…
      </p>
    );
  }
  const { points, violations, warnings, legal } = result;
  const left = points.allowed - points.used;
  return (
    <section aria-labelledby="issues-heading" className="space-y-2" data-testid="issues">
      <h2 id="issues-heading" className="sr-only">
        Legality
      </h2>
      <Meter label={unit === 'gold' ? 'Gold' : 'Build points'} used={points.used} limit={points.allowed} unit={unit === 'gold' ? 'gold' : undefined} testId="points-meter" />
      <p className="text-sm" data-testid="points-left">
        {left >= 0 ? `${buildAmount(left, unit)} left` : `${buildAmount(-left, unit)} over`}
      </p>
      {empty ? (
        <p aria-live="polite" data-testid="legal-status" data-legal={legal} className="rounded bg-ink/5 px-2 py-1 text-sm font-semibold">
          Empty fleet: add a ship to start.
        </p>
      ) : (
        <>
          <p
            aria-live="polite"
            data-testid="legal-status"
            data-legal={legal}
            className={`rounded px-2 py-1 text-sm font-semibold ${legal ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'}`}
          >
            {legal ? 'Legal fleet' : `Not legal: ${violations.length} ${violations.length === 1 ? 'problem' : 'problems'}`}
          </p>
          <IssueList title="Problems" issues={violations} tone="violation" onFocusIssue={onFocusIssue} />
          <IssueList title="Notes" issues={warnings} tone="warning" onFocusIssue={onFocusIssue} />
        </>
      )}
    </section>
  );
}

function IssueList({ title, issues, tone, onFocusIssue }: { title: string; issues: Issue[]; tone: 'violation' | 'warning' } & Pick<Props, 'onFocusIssue'>) {
  if (issues.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1">
        {issues.map((issue, i) => (
          <li key={`${issue.rule}-${i}`}>
            <button
              type="button"
              data-testid={tone}
              data-rule={issue.rule}
              onMouseEnter={() => onFocusIssue(issue.cardIds)}
              onMouseLeave={() => onFocusIssue(null)}
              onFocus={() => onFocusIssue(issue.cardIds)}
              onBlur={() => onFocusIssue(null)}
              className={`w-full rounded border-l-4 px-2 py-1 text-left text-sm ${tone === 'violation' ? 'border-red-700 bg-red-50' : 'border-amber-500 bg-amber-50'}`}
            >
              {issue.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
