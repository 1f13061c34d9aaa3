import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** The sets of lib/cards/sets.ts, with their release order for sorting. */
export const sets = sqliteTable('sets', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  releaseOrder: integer('release_order').notNull(),
});

/** One row per Card (lib/cards/card.ts); modifiers are flattened into columns. */
export const cards = sqliteTable(
  'cards',
  {
    id: text('id').primaryKey(),
    /** idLookupKey(id): lets `SMU-57` find `SMU-057`. */
    idKey: text('id_key').notNull(),
    set: text('set')
      .notNull()
      .references(() => sets.code),
    number: text('number').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    generic: integer('generic', { mode: 'boolean' }).notNull(),
    seaCreature: integer('sea_creature', { mode: 'boolean' }).notNull(),
    faction: text('faction'),
    rarity: text('rarity'),
    points: real('points'),
    pointsAreGold: integer('points_are_gold', { mode: 'boolean' }).notNull(),
    masts: integer('masts'),
    cargo: integer('cargo'),
    move: text('move'),
    ability: text('ability').notNull(),
    flavor: text('flavor').notNull(),
    treasureValues: text('treasure_values'),
    link: text('link'),
    image: text('image'),
    limit: integer('limit', { mode: 'boolean' }).notNull(),
    buildBonus: integer('build_bonus').notNull(),
    crewCostReduction: integer('crew_cost_reduction').notNull(),
    cargoBonus: integer('cargo_bonus').notNull(),
    noCargoSpace: integer('no_cargo_space', { mode: 'boolean' }).notNull(),
    pieceKey: text('piece_key').notNull(),
    intendedSet: text('intended_set'),
    /** Position in set release order, then collector number (natural order); written by the importer. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('cards_id_key_idx').on(t.idKey), index('cards_piece_key_idx').on(t.pieceKey), index('cards_sort_idx').on(t.sortOrder)],
);

export const cannons = sqliteTable(
  'cannons',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** 0-based mast position, bow to stern. */
    position: integer('position').notNull(),
    rank: integer('rank').notNull(),
    range: text('range', { enum: ['S', 'L'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.position] })],
);

export const keywords = sqliteTable('keywords', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const cardKeywords = sqliteTable(
  'card_keywords',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    keywordId: text('keyword_id')
      .notNull()
      .references(() => keywords.id),
    /** Keeps the order extraction returned, which is the order printed. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.keywordId] }), index('card_keywords_keyword_idx').on(t.keywordId)],
);

export const cardLinks = sqliteTable(
  'card_links',
  {
    cardId: text('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    linkedCardId: text('linked_card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.linkedCardId] })],
);

export const importRuns = sqliteTable('import_runs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  ranAt: text('ran_at').notNull(),
  cardCount: integer('card_count').notNull(),
  skippedCount: integer('skipped_count').notNull(),
  disagreementCount: integer('disagreement_count').notNull(),
  unmatchedXmlCount: integer('unmatched_xml_count').notNull(),
  /** The ImportReport (db/import/report.ts) as JSON. */
  report: text('report').notNull(),
});

/** Saved fleets; card ids live inside fleet_json, so re-imports never touch this table. */
export const fleets = sqliteTable(
  'fleets',
  {
    slug: text('slug').primaryKey(),
    code: text('code').notNull(),
    name: text('name'),
    ruleset: text('ruleset').notNull(),
    fleetJson: text('fleet_json').notNull(),
    createdAt: text('created_at').notNull(),
    /** When the fleet was last changed in place; equal to created_at until then. Null in rows from before edit keys. */
    updatedAt: text('updated_at'),
    /** SHA-256 of the edit key, hex. Null in rows saved before edit keys existed: nobody can change those in place. */
    editKeyHash: text('edit_key_hash'),
  },
  (t) => [index('fleets_code_idx').on(t.code)],
);

/**
 * Matches of every game played online (lib/table). A match's state is never stored: it is the fold of its events,
 * so these three tables are all a restarted server needs to continue it.
 */
export const matches = sqliteTable('matches', {
  id: text('id').primaryKey(),
  game: text('game').notNull(),
  /** The game's setup (the create body's game part) as JSON. */
  setupJson: text('setup_json').notNull(),
  /** 32-bit seed; each random decision draws from (seed, seq). */
  seed: integer('seed').notNull(),
  createdAt: text('created_at').notNull(),
});

/**
 * A claimed seat: only the SHA-256 of its token is kept. A seat taken by invite also keeps what lets a lost answer be
 * retried: the hash of the join body and a nonce from which, with the invite's secret (which only the request holds),
 * the same token is derived again, until the token is first used (`usedAt`).
 */
export const matchSeats = sqliteTable(
  'match_seats',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: text('seat').notNull(),
    tokenHash: text('token_hash').notNull(),
    claimedAt: text('claimed_at').notNull(),
    joinHash: text('join_hash'),
    joinNonce: text('join_nonce'),
    usedAt: text('used_at'),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] })],
);

/** The invite link of each seat a person may claim: only the SHA-256 of its secret is kept. */
export const matchInvites = sqliteTable(
  'match_invites',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seat: text('seat').notNull(),
    secretHash: text('secret_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seat] })],
);

/** The append-only log; the primary key on (match, seq) is what refuses a second writer at the same seq. */
export const matchEvents = sqliteTable(
  'match_events',
  {
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    eventJson: text('event_json').notNull(),
    at: text('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seq] })],
);

/** The imported Caribbean Diplomacy map (lib/diplomacy/map.ts), one row: the parsed map as JSON. */
export const diplomacyMaps = sqliteTable('diplomacy_maps', {
  id: text('id').primaryKey(),
  mapJson: text('map_json').notNull(),
  importedAt: text('imported_at').notNull(),
});

/**
 * Players' collections (lib/collection), synced from their browsers. The secret key is stored only as its SHA-256, so
 * the private sync link cannot be read back from the database; share_id is the public, read-only trade-list link.
 */
export const collections = sqliteTable(
  'collections',
  {
    shareId: text('share_id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    /** `{ "<cardId>": { "owned", "wanted"? } }`, the `cards` of DESIGN.md's collection body. */
    cardsJson: text('cards_json').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('collections_key_hash_idx').on(t.keyHash)],
);
