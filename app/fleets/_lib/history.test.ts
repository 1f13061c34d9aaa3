import { describe, expect, it } from 'vitest';
import { endTyping, HISTORY_LIMIT, record, redo, startHistory, undo } from './history';

describe('undo/redo history', () => {
  it('undoes and redoes steps in order', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    h = redo(h);
    expect(h.present).toBe(2);
    expect(redo(redo(h)).present).toBe(3);
  });

  it('drops the redo branch when a new step is recorded', () => {
    const h = record(undo(record(startHistory('a'), 'b')), 'c');
    expect(h.future).toEqual([]);
    expect(undo(h).present).toBe('a');
  });

  it('ignores changes that change nothing and undo past the start', () => {
    const h = startHistory(1);
    expect(record(h, 1)).toBe(h);
    expect(undo(h)).toBe(h);
  });

  it('keeps a bounded number of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = record(h, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });

  it('makes a run of typing in one field one step, ended by another edit, by leaving the field or by undo', () => {
    let h = record(startHistory(''), 'a', Object.is, 'name');
    h = record(h, 'ab', Object.is, 'name');
    h = record(h, 'abc', Object.is, 'name');
    expect(undo(h).present).toBe('');
    h = record(h, 'abc!', Object.is);
    expect(undo(h).present).toBe('abc');
    let t = record(record(startHistory('x'), 'xy', Object.is, 'total'), 'xyz', Object.is, 'name');
    expect(undo(t).present).toBe('xy');
    t = record(endTyping(record(startHistory('1'), '12', Object.is, 'total')), '123', Object.is, 'total');
    expect(undo(t).present).toBe('12');
    expect(record(undo(t), '12x', Object.is, 'total').past).toEqual(['1', '12']);
  });
});
