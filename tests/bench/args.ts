/** The value after `name` on the command line (`--games 500`), or `fallback` when it is not given. */
export function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** `flag` read as a number. */
export function numberFlag(name: string, fallback: number): number {
  return Number(flag(name, String(fallback)));
}
