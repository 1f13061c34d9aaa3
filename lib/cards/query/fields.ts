/** What each field prefix searches. Aliases map to one canonical field. */
export const FIELD_ALIASES = {
  t: 'type',
  type: 'type',
  n: 'faction',
  faction: 'faction',
  set: 'set',
  s: 'set',
  r: 'rarity',
  rarity: 'rarity',
  k: 'keyword',
  keyword: 'keyword',
  o: 'text',
  text: 'text',
  pts: 'points',
  points: 'points',
  masts: 'masts',
  cargo: 'cargo',
  move: 'move',
  cannon: 'cannon',
  own: 'owned',
  owned: 'owned',
  want: 'wanted',
  wanted: 'wanted',
} as const;

export type FieldName = (typeof FIELD_ALIASES)[keyof typeof FIELD_ALIASES];

export function fieldFor(prefix: string): FieldName | undefined {
  const key = prefix.toLowerCase();
  return Object.hasOwn(FIELD_ALIASES, key) ? FIELD_ALIASES[key as keyof typeof FIELD_ALIASES] : undefined;
}

export const FIELD_HELP = 't: n: set: r: k: o: pts masts cargo move: cannon: (and own want with a collection)';
