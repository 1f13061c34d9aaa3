import { describe, expect, it } from 'vitest';
import { readRefusal } from './errors';

describe('readRefusal', () => {
  it('sorts an illegal-fleet answer to the fleet each violation belongs to', () => {
    const body = {
      error: {
        code: 'illegal-fleet',
        message: 'Fleet A and B is not legal under Official (see issues).',
        issues: [
          { fleet: 'a', rule: 'over-points', message: 'Too many points.', cardIds: ['X-1'] },
          { fleet: 'b', rule: 'unique', message: 'Two of a unique card.', cardIds: ['Y-2', 'Y-2'] },
          { fleet: 'a', rule: 'no-ship', message: 'A fleet needs a ship.', cardIds: [] },
        ],
      },
    };
    const r = readRefusal(422, body);
    expect(r.message).toBe('Fleet A and B is not legal under Official (see issues).');
    expect(r.issues.a.map((i) => i.rule)).toEqual(['over-points', 'no-ship']);
    expect(r.issues.b).toEqual([{ rule: 'unique', message: 'Two of a unique card.', cardIds: ['Y-2', 'Y-2'] }]);
    expect(r.other).toEqual([]);
  });

  it('lists a bad request body by the path of each problem', () => {
    const r = readRefusal(400, { error: { code: 'invalid-request', message: 'games must be at most 100,000', issues: [{ path: 'games', message: 'Too big' }] } });
    expect(r.message).toBe('games must be at most 100,000');
    expect(r.other).toEqual(['games: Too big']);
  });

  it('says what came back when the answer is not the API error shape', () => {
    expect(readRefusal(502, null)).toEqual({ message: 'The simulation failed: the server answered 502.', issues: { a: [], b: [] }, other: [] });
    expect(readRefusal(500, { error: { issues: 'nonsense' } }).message).toBe('The simulation failed: the server answered 500.');
  });
});
