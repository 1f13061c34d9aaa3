import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ImportSources {
  csv: string;
  xml: string;
  imagesDir: string;
}

/** The environment variable that overrides each source, named in error messages and the README. */
export const SOURCE_VARIABLES = { csv: 'CARDS_CSV', xml: 'CARDS_XML', imagesDir: 'CARD_IMAGES_DIR' } as const satisfies Record<keyof ImportSources, string>;

const DEFAULTS: ImportSources = {
  csv: '../shared/data/cards/master-spreadsheet.csv',
  xml: '../shared/data/cards/PiratesCards.xml',
  imagesDir: '../shared/data/cards/images',
};

export class MissingSourceError extends Error {
  readonly code = 'missing-source';
  constructor(
    readonly path: string,
    readonly variable: string,
  ) {
    super(`Card source not found: ${path}. Set ${variable} to its location.`);
    this.name = 'MissingSourceError';
  }
}

/** Source paths from the environment (or the defaults), resolved against the repository root. */
export function resolveSources(env: Readonly<Record<string, string | undefined>> = process.env, root: string = process.cwd()): ImportSources {
  const pick = (key: keyof ImportSources) => path.resolve(root, env[SOURCE_VARIABLES[key]] || DEFAULTS[key]);
  return { csv: pick('csv'), xml: pick('xml'), imagesDir: pick('imagesDir') };
}

/** Throws MissingSourceError for the first source that does not exist. */
export function assertSourcesExist(sources: ImportSources): void {
  for (const key of ['csv', 'xml', 'imagesDir'] as const) {
    if (!existsSync(sources[key])) throw new MissingSourceError(sources[key], SOURCE_VARIABLES[key]);
  }
}
