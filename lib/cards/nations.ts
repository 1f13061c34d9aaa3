/**
 * Fleets name a flag as a country ("England") or as the spreadsheet's faction
 * adjective ("English"); both must compare equal, so every comparison goes
 * through the canonical faction name.
 */
const CANONICAL: Record<string, string> = {
  england: 'English',
  english: 'English',
  spain: 'Spanish',
  spanish: 'Spanish',
  france: 'French',
  french: 'French',
  america: 'American',
  american: 'American',
  'united states': 'American',
  pirate: 'Pirate',
  pirates: 'Pirate',
  cursed: 'Cursed',
  barbary: 'Barbary Corsair',
  'barbary corsair': 'Barbary Corsair',
  'barbary corsairs': 'Barbary Corsair',
  'jade rebellion': 'Jade Rebellion',
  mercenary: 'Mercenary',
  mercenaries: 'Mercenary',
  viking: 'Viking',
  vikings: 'Viking',
};

/** The ten nations of 001 "Creating a Fleet", by their canonical faction names: the flags a fleet can fly. */
export const NATIONS = ['English', 'Spanish', 'French', 'American', 'Pirate', 'Cursed', 'Barbary Corsair', 'Jade Rebellion', 'Mercenary', 'Viking'] as const;

export function canonicalNation(name: string | null | undefined): string | null {
  if (name == null) return null;
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  if (key === '') return null;
  return CANONICAL[key] ?? name.trim();
}

/** True for a flag a fleet can fly, named either way ("English" or "England"). */
export function isNation(name: string): boolean {
  const canonical = canonicalNation(name);
  return canonical !== null && (NATIONS as readonly string[]).includes(canonical);
}

export function sameNation(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = canonicalNation(a);
  return x !== null && x.toLowerCase() === canonicalNation(b)?.toLowerCase();
}

export const PIRATE = 'Pirate';
