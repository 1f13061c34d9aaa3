import type { QueryProblem } from '@/app/_lib/search-cards';

/** The parse error under the search box, with a caret under the offending character. */
export function QueryProblemView({ query, problem, id, keptResults }: { query: string; problem: QueryProblem; id: string; keptResults: boolean }) {
  const position = Math.max(0, Math.min(problem.position, query.length));
  return (
    <div id={id} role="alert" className="rounded border border-red-700/40 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="query-error">
      <p className="font-semibold">{problem.message}</p>
      <pre className="mt-1 overflow-x-auto font-mono text-sm leading-tight" aria-hidden="true">
        {query}
        {'\n'}
        {' '.repeat(position)}^
      </pre>
      <p className="mt-1 text-xs">{keptResults ? 'Showing the results of your last valid search.' : 'Fix the query to see results.'}</p>
    </div>
  );
}
