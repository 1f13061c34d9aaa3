import { describe, expect, it } from 'vitest';
import { notFoundSubject } from './not-found-subject';

describe('notFoundSubject', () => {
  it('says a match was not found for a bad match link, naming the id', () => {
    const s = notFoundSubject('/matches/abc123');
    expect(s.title).toBe('No match here');
    expect(s.text).toContain('"abc123"');
    expect(s.text).not.toMatch(/card/i);
  });

  it('says a card was not found for a bad card id', () => {
    const s = notFoundSubject('/cards/SM-XX-999');
    expect(s.title).toBe('No card here');
    expect(s.text).toContain('"SM-XX-999"');
  });

  it('says a fleet was not found under /fleets', () => {
    expect(notFoundSubject('/fleets/zzz/print').title).toBe('No fleet here');
  });

  it('says no page exists for any other address, and never blames a card id', () => {
    for (const path of ['/nope', '/cards', '/a/b/c', '/matches/abc/more', null]) {
      const s = notFoundSubject(path);
      expect(s.title).toBe('No page here');
      expect(s.text).not.toMatch(/card id/i);
    }
    expect(notFoundSubject('/caf%C3%A9').text).toContain('/café');
  });

  it('reads a path that does not decode as it was written', () => {
    expect(notFoundSubject('/matches/%E0%A4%A').text).toContain('"%E0%A4%A"');
  });
});
