import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_DATABASE_PATH = '.data/pirates.db';

/**
 * Resolved from the working directory rather than this file's URL: Next bundles server code into `.next/`, where a
 * module-relative path would no longer point at the committed migrations. Every entry point (npm scripts, next,
 * vitest) runs from the repository root. The turbopackIgnore comments keep Next's file tracing from taking these
 * runtime paths as a reason to trace the whole project.
 */
const MIGRATIONS_FOLDER = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'db/migrations');

/** Opens (creating if needed) the database file, enables WAL and foreign keys, and applies pending migrations. */
export function openDatabase(file: string = process.env.DATABASE_PATH ?? DEFAULT_DATABASE_PATH): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

const globalForDb = globalThis as typeof globalThis & { __piratesDb?: Db };

/** The process-wide connection; kept on globalThis so Next's dev reloads do not open a new one per edit. */
export function getDb(): Db {
  globalForDb.__piratesDb ??= openDatabase();
  return globalForDb.__piratesDb;
}
