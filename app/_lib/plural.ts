/** "1 ship", "2 ships": counts shown to players agree with their number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
