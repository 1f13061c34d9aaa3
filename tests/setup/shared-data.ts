import { existsSync } from 'node:fs';

/**
 * Tests that read the shared data (../shared: the card sources, the Diplomacy map, the rule documents) run only where
 * it exists, so a checkout without it still tests everything else. In CI it must exist: there a missing file would
 * make those tests vanish without a word (every Diplomacy test among them), so the run fails instead, naming it.
 */
const REQUIRED = [
  '../shared/data/pirates-diplomacy-map.json',
  '../shared/data/cards/master-spreadsheet.csv',
  '../shared/data/cards/PiratesCards.xml',
  '../shared/rules',
];

export function missingSharedData(exists: (file: URL) => boolean = existsSync): string[] {
  return REQUIRED.filter((file) => !exists(new URL(`../../${file}`, import.meta.url)));
}

export default function checkSharedData(): void {
  if (!process.env.CI) return;
  const missing = missingSharedData();
  if (missing.length > 0) {
    throw new Error(`CI runs every test, but the shared data they read is missing: ${missing.join(', ')}. Check out ../shared beside the repository.`);
  }
}
