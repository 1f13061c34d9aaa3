import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DiplomacyMap, parseDiplomacyMap } from '@/lib/diplomacy/map';
import { applyPlaceNames, PlaceNameCorrection, type PlaceNameOutcome } from '@/lib/diplomacy/place-names';
import type { Db } from './client';
import { diplomacyMaps } from './schema';

/** The map data is read from the shared data folder (never copied into the repository); DIPLOMACY_MAP points elsewhere. */
export const DIPLOMACY_MAP_VARIABLE = 'DIPLOMACY_MAP';
const DEFAULT_MAP = '../shared/data/pirates-diplomacy-map.json';
const MAP_ID = 'pirates';

export class MissingMapError extends Error {
  readonly code = 'missing-map';
  constructor(readonly path: string) {
    super(`Diplomacy map not found: ${path}. Set ${DIPLOMACY_MAP_VARIABLE} to its location.`);
    this.name = 'MissingMapError';
  }
}

export function resolveMapSource(env: Readonly<Record<string, string | undefined>> = process.env, root: string = process.cwd()): string {
  return path.resolve(root, env[DIPLOMACY_MAP_VARIABLE] || DEFAULT_MAP);
}

/** Our corrections of the map data's misspelled place names, with the evidence for each (lib/diplomacy/place-names.ts). */
export const DEFAULT_PLACE_NAMES = new URL('../data/place-names.json', import.meta.url);

export function readPlaceNames(file: URL | string = DEFAULT_PLACE_NAMES): PlaceNameCorrection[] {
  return z.array(PlaceNameCorrection).parse(JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')));
}

/**
 * Reads, checks (lib/diplomacy/map.ts applies the notes' fixes and reads the starting units), labels the misspelled
 * places and stores the map. Re-running it rewrites the same row. A missing or malformed file throws before the
 * stored map is touched. `placeNames` says which corrections applied, and why.
 */
export function importDiplomacyMap(
  db: Db,
  file: string = resolveMapSource(),
  corrections: readonly PlaceNameCorrection[] = readPlaceNames(),
): { map: DiplomacyMap; placeNames: PlaceNameOutcome[] } {
  if (!existsSync(/* turbopackIgnore: true */ file)) throw new MissingMapError(file);
  const parsed = parseDiplomacyMap(JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')));
  const { territories, outcomes } = applyPlaceNames(parsed.territories, corrections);
  const map: DiplomacyMap = { ...parsed, territories };
  const row = { id: MAP_ID, mapJson: JSON.stringify(map), importedAt: new Date().toISOString() };
  db.insert(diplomacyMaps).values(row).onConflictDoUpdate({ target: diplomacyMaps.id, set: { mapJson: row.mapJson, importedAt: row.importedAt } }).run();
  return { map, placeNames: outcomes };
}

/** The stored map, or undefined before the first import. */
export function loadDiplomacyMap(db: Db): DiplomacyMap | undefined {
  const row = db.select().from(diplomacyMaps).where(eq(diplomacyMaps.id, MAP_ID)).get();
  return row ? DiplomacyMap.parse(JSON.parse(row.mapJson)) : undefined;
}
