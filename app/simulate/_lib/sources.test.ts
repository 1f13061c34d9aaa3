import { describe, expect, it } from 'vitest';
import { codeOf, slugOf } from './sources';

describe('slugOf', () => {
  it('takes the slug from a fleet page address, full or relative', () => {
    expect(slugOf('https://pirates.example/fleets/abc123')).toBe('abc123');
    expect(slugOf('/fleets/abc123/print')).toBe('abc123');
  });

  it('keeps a bare slug, trimmed', () => {
    expect(slugOf('  abc123 \n')).toBe('abc123');
  });
});

describe('codeOf', () => {
  it('takes the code from a builder or print-sheet address', () => {
    expect(codeOf('https://pirates.example/fleets/new?code=1.AbC-_d')).toBe('1.AbC-_d');
    expect(codeOf('/fleets/print?x=1&code=1.xyz')).toBe('1.xyz');
  });

  it('keeps a bare code, trimmed', () => {
    expect(codeOf(' 1.CCgMRG92ZXI \n')).toBe('1.CCgMRG92ZXI');
  });
});
