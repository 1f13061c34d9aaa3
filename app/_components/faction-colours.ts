/**
 * Faction band colours for rendered card faces, after the flag colours the printed cards use.
 * Matched by prefix so "Barbary Corsair" and "Barbary Corsairs" share a colour.
 */
const FACTION_COLOURS: readonly { prefix: string; background: string; text: string }[] = [
  { prefix: 'pirate', background: '#1f1f1f', text: '#f5f5f5' },
  { prefix: 'english', background: '#a61b29', text: '#ffffff' },
  { prefix: 'spanish', background: '#d9a400', text: '#1f1f1f' },
  { prefix: 'french', background: '#2c5aa0', text: '#ffffff' },
  { prefix: 'american', background: '#3d6f8f', text: '#ffffff' },
  { prefix: 'barbary', background: '#2f7d4a', text: '#ffffff' },
  { prefix: 'cursed', background: '#5b3a7a', text: '#ffffff' },
  { prefix: 'jade', background: '#1e8a7a', text: '#ffffff' },
  { prefix: 'mercenar', background: '#7a5230', text: '#ffffff' },
  { prefix: 'viking', background: '#5d6d7e', text: '#ffffff' },
  { prefix: 'whitebeard', background: '#8a8a8a', text: '#1f1f1f' },
];

const UNALIGNED = { background: '#cfc6b0', text: '#14213d' };

export function factionColours(faction: string | null): { background: string; text: string } {
  const key = faction?.trim().toLowerCase() ?? '';
  return FACTION_COLOURS.find((f) => key.startsWith(f.prefix)) ?? UNALIGNED;
}
