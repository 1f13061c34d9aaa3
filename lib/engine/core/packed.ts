/**
 * `items.map(make)`, built by pushing, for arrays the game's state or its hot paths hold. V8's optimized `map` makes a
 * holey array where its builtin makes a packed one, so once set-up ran optimized (some hundreds of games into a
 * simulator thread's life) every game's ships, islands, masts and crew took a new shape: the engine's and the
 * policies' optimized code, all of it, was thrown away and compiled again, twice in a thread's first 500 games.
 * Pushed, an array keeps one shape whichever way the code that builds it runs.
 */
export function mapped<T, U>(items: readonly T[], make: (item: T, index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) out.push(make(items[i], i));
  return out;
}

/** `Array.from({ length: n }, (_, i) => make(i))`, built by pushing as `mapped` is, and without the iteration `Array.from` runs. */
export function counted<U>(n: number, make: (index: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < n; i++) out.push(make(i));
  return out;
}
