import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRuleText, resolveRulesDir } from './rule-texts';

describe('readRuleText', () => {
  it('reads a document by its number from the rules folder, whatever its hash', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rules-'));
    writeFileSync(path.join(dir, '002_abc.txt'), 'Invented rule text.');
    writeFileSync(path.join(dir, '001_def.txt'), 'Another.');
    expect(readRuleText('002', dir)).toBe('Invented rule text.');
    expect(readRuleText('009', dir)).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers null rather than throwing when the folder is missing', () => {
    expect(readRuleText('002', '/nowhere/rules')).toBeNull();
  });

  it('defaults to the shared folder beside the checkout and honours RULES_DIR', () => {
    expect(resolveRulesDir({}, '/srv/site')).toBe('/srv/shared/rules');
    expect(resolveRulesDir({ RULES_DIR: '/data/rules' }, '/srv/site')).toBe('/data/rules');
  });

  it('finds the Diplomacy variant in the shared folder', () => {
    expect(readRuleText('002')).toContain('Pirates');
  });
});
