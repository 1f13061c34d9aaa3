import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The rule documents in the shared rules folder (../shared/rules/README.md lists them), read at run time and never
 * copied into the repository. RULES_DIR points elsewhere.
 */
export const RULES_DIR_VARIABLE = 'RULES_DIR';
const DEFAULT_RULES_DIR = '../shared/rules';

export function resolveRulesDir(env: Readonly<Record<string, string | undefined>> = process.env, root: string = process.cwd()): string {
  return path.resolve(root, env[RULES_DIR_VARIABLE] || DEFAULT_RULES_DIR);
}

/** The text of rule document `number` (`"002"`, the file named `002_<hash>.txt`), or null when the folder lacks it. */
export function readRuleText(number: string, dir: string = resolveRulesDir()): string | null {
  try {
    const file = readdirSync(/* turbopackIgnore: true */ dir).find((f) => f.startsWith(`${number}_`) && f.endsWith('.txt'));
    return file ? readFileSync(/* turbopackIgnore: true */ path.join(dir, file), 'utf8') : null;
  } catch {
    return null;
  }
}
