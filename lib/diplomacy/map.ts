import { z } from 'zod';

/**
 * The map of "Pirates!", the 13-player Caribbean Diplomacy variant (rules 002), read from the imported map data.
 *
 * Choices, and why:
 * - Borders carry two flags: `col3` is where a clipper may go in one move (up to two places), `col4` true adjacency
 *   (a frigate's move, any retreat, the hurricane's step), as the data's `columnMeaning` explains.
 * - The data's notes name three later fixes of the maintained version of the variant; all three are applied here
 *   (`MAP_FIXES`), because each repairs an error the notes document (a missing strait border, a border three steps
 *   long, a territory with no borders at all).
 * - Powers 1-4 are the European powers, 5-8 their privateers in the same order (5 sails for 1, ... 8 for 4), 9-13
 *   pirates: the rules' list of powers and the data's power ids agree on this order.
 * - Starting units are read from the notes' "STARTING UNITS" paragraph at import, not written down here, so the
 *   repository holds no copy of the data.
 */

export const RawMap = z.object({
  powers: z.array(z.object({ id: z.int(), name: z.string().min(1) })).length(13),
  territories: z.array(
    z.object({ name: z.string().min(1), supplyCenter: z.boolean(), homeOf: z.int().nullable(), x: z.number(), y: z.number() }),
  ),
  borders: z.array(z.object({ a: z.string(), b: z.string(), col3: z.boolean(), col4: z.boolean() })),
  specialSupplyCenters: z.array(z.string()),
  notes: z.string(),
});
export type RawMap = z.infer<typeof RawMap>;

export const PowerKind = z.enum(['european', 'privateer', 'pirate']);
export type PowerKind = z.infer<typeof PowerKind>;

export const UnitType = z.enum(['clipper', 'frigate']);
export type UnitType = z.infer<typeof UnitType>;

export const DiplomacyMap = z.object({
  powers: z.array(z.object({ name: z.string(), kind: PowerKind, patron: z.string().nullable() })),
  territories: z.array(
    z.object({
      name: z.string(),
      x: z.number(),
      y: z.number(),
      supplyCenter: z.boolean(),
      /** The power whose home centre this is, or null. */
      home: z.string().nullable(),
      /** A treasure centre: a unit there may change type in the autumn adjustments. */
      treasure: z.boolean(),
      /** The name players read, where the data misspells it (place-names.ts); `name` stays the identity. */
      label: z.string().optional(),
    }),
  ),
  borders: z.array(z.object({ a: z.string(), b: z.string(), clipper: z.boolean(), adjacent: z.boolean() })),
  startingUnits: z.array(z.object({ power: z.string(), at: z.string(), type: UnitType })),
  /** Supply centres that win the game. */
  victory: z.int().positive(),
});
export type DiplomacyMap = z.infer<typeof DiplomacyMap>;

/**
 * A power holding 28 supply centres wins. Rules 002 names no target; 28 is the variant's own (its map notes give the
 * original's supplyCenterTarget), more than half of the 54 centres, and the page says so.
 */
export const VICTORY_CENTRES = 28;

const PRIVATEER_IDS = [5, 6, 7, 8];
const PATRON_OFFSET = 4;

export const MAP_FIXES = {
  addBorder: { a: 'Florida Channel', b: 'Florida', col3: true, col4: true },
  removeBorder: ['Curacao', 'Maracaibo'] as const,
  removeTerritory: 'New Grenada',
};

export class MapDataError extends Error {
  readonly code = 'map-data';
  constructor(message: string) {
    super(message);
    this.name = 'MapDataError';
  }
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The starting units as the notes' "STARTING UNITS" paragraph lists them: "Power: Place clipper, Place frigate. ...".
 * Every power and place must be known and every power must get units, or the data is reported as broken.
 */
function startingUnits(raw: RawMap, territories: ReadonlySet<string>): DiplomacyMap['startingUnits'] {
  const start = raw.notes.indexOf('STARTING UNITS:');
  if (start < 0) throw new MapDataError('The map notes have no STARTING UNITS paragraph.');
  const paragraph = raw.notes.slice(start);
  const units: DiplomacyMap['startingUnits'] = [];
  for (const power of raw.powers) {
    const at = paragraph.indexOf(`${power.name}:`);
    if (at < 0) throw new MapDataError(`The notes give no starting units for ${power.name}.`);
    const after = paragraph.slice(at + power.name.length + 1);
    const end = after.search(/\.\s/);
    const list = end < 0 ? after : after.slice(0, end);
    for (const item of list.split(',')) {
      const m = /^\s*(.+?)\s+(clipper|frigate)\s*$/.exec(item);
      if (!m) throw new MapDataError(`Cannot read the starting unit "${item.trim()}" of ${power.name}.`);
      if (!territories.has(key(m[1]))) throw new MapDataError(`${power.name} starts at ${m[1]}, which is not on the map.`);
      units.push({ power: power.name, at: m[1], type: m[2] as UnitType });
    }
  }
  return units;
}

export function parseDiplomacyMap(input: unknown): DiplomacyMap {
  const parsed = RawMap.safeParse(input);
  if (!parsed.success) throw new MapDataError(`The map data is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const raw = parsed.data;
  const byId = new Map(raw.powers.map((p) => [p.id, p.name]));
  const powers = raw.powers.map((p) => ({
    name: p.name,
    kind: p.id <= 4 ? ('european' as const) : PRIVATEER_IDS.includes(p.id) ? ('privateer' as const) : ('pirate' as const),
    patron: PRIVATEER_IDS.includes(p.id) ? (byId.get(p.id - PATRON_OFFSET) ?? null) : null,
  }));
  const treasure = new Set(raw.specialSupplyCenters.map(key));
  const territories = raw.territories
    .filter((t) => key(t.name) !== key(MAP_FIXES.removeTerritory))
    .map((t) => ({
      name: t.name,
      x: t.x,
      y: t.y,
      supplyCenter: t.supplyCenter,
      home: t.supplyCenter && t.homeOf !== null ? (byId.get(t.homeOf) ?? null) : null,
      treasure: treasure.has(key(t.name)),
    }));
  const known = new Set(territories.map((t) => key(t.name)));
  const [cutA, cutB] = MAP_FIXES.removeBorder.map(key);
  const borders = [...raw.borders, MAP_FIXES.addBorder]
    .filter((b) => !((key(b.a) === cutA && key(b.b) === cutB) || (key(b.a) === cutB && key(b.b) === cutA)))
    .map((b) => ({ a: b.a, b: b.b, clipper: b.col3, adjacent: b.col4 }));
  for (const b of borders) {
    if (!known.has(key(b.a)) || !known.has(key(b.b))) throw new MapDataError(`A border joins ${b.a} and ${b.b}, and one of them is not on the map.`);
  }
  return DiplomacyMap.parse({ powers, territories, borders, startingUnits: startingUnits(raw, known), victory: VICTORY_CENTRES });
}

const indexes = new WeakMap<DiplomacyMap, ReturnType<typeof buildIndex>>();

/**
 * Territory lookups that ignore case, as order texts and the API accept names. Built once per map: the adjudicator
 * asks for it on every call, and the bots adjudicate hundreds of candidate plans a phase.
 */
export function territoryIndex(map: DiplomacyMap) {
  let index = indexes.get(map);
  if (!index) {
    index = buildIndex(map);
    indexes.set(map, index);
  }
  return index;
}

function buildIndex(map: DiplomacyMap) {
  const byName = new Map(map.territories.map((t) => [key(t.name), t]));
  const neighbours = (kind: 'clipper' | 'adjacent') => {
    const out = new Map<string, Set<string>>();
    for (const b of map.borders) {
      if (!b[kind]) continue;
      for (const [x, y] of [[b.a, b.b], [b.b, b.a]]) {
        const set = out.get(key(x)) ?? new Set<string>();
        set.add(y);
        out.set(key(x), set);
      }
    }
    return out;
  };
  const clipper = neighbours('clipper');
  const adjacent = neighbours('adjacent');
  return {
    find: (name: string) => byName.get(key(name)),
    /** Places one step away (a frigate's move, a retreat). */
    adjacent: (name: string) => [...(adjacent.get(key(name)) ?? [])],
    /** Places a clipper reaches in one move. */
    clipperReach: (name: string) => [...(clipper.get(key(name)) ?? [])],
  };
}

/**
 * Names as players should read them, where the map data spelled a power's name wrongly. The data's name stays the
 * power's identity (orders, seats and stored games use it); only what is shown changes, and the source file is never
 * edited. Evidence for each correction:
 * - "Francois l Olonnais": rules 002 lists the privateer as "Francois l’Olonnais" (with the apostrophe the data
 *   lost); he is the buccaneer Jean-David Nau of Les Sables-d'Olonne, known as François l'Olonnais.
 */
const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'francois l olonnais': "François l'Olonnais",
};

export function powerDisplayName(name: string): string {
  return DISPLAY_NAMES[key(name)] ?? name;
}
