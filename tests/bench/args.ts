/** The value after `name` on the command line (`--games 500`), or `fallback` when it is not given. */
export function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** `flag` read as a number. */
export function numberFlag(name: string, fallback: number): number {
  return Number(flag(name, String(fallback)));
}

/** `flag` as one of `choices`, refused with the choices named when it is another. */
export function choiceFlag<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const value = flag(name, fallback);
  if (!(choices as readonly string[]).includes(value)) throw new Error(`${name} is one of ${choices.join(', ')}, not '${value}'`);
  return value as T;
}

/** `flag` as a comma-separated list of `choices`, every item checked as `choiceFlag` checks one. */
export function listFlag<T extends string>(name: string, choices: readonly T[], fallback: readonly T[]): T[] {
  const values = flag(name, fallback.join(',')).split(',');
  const wrong = values.filter((v) => !(choices as readonly string[]).includes(v));
  if (wrong.length) throw new Error(`${name} takes ${choices.join(', ')}, not '${wrong.join("', '")}'`);
  return values as T[];
}
