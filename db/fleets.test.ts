import { describe, expect, it } from 'vitest';
import { Fleet } from '@/lib/fleet/fleet';
import { openDatabase } from './client';
import { fleets } from './schema';
import { findFleet, hashEditKey, isValidSlug, randomSlug, saveFleet, SlugExhaustedError, SLUG_LENGTH, updateFleet } from './fleets';

const fleet = Fleet.parse({ name: 'Test squadron', ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-901', crew: ['SM-911'] }] });

describe('saved fleets', () => {
  it('saves a fleet under a short URL-safe slug and loads the same fleet back', () => {
    const db = openDatabase(':memory:');
    const saved = saveFleet(db, fleet, 'code-1');
    expect(saved.slug).toMatch(new RegExp(`^[A-Za-z0-9]{${SLUG_LENGTH}}$`));
    const { editKey: _key, ...stored } = saved;
    expect(findFleet(db, saved.slug)).toEqual({ ...stored, code: 'code-1', fleet, updatedAt: saved.createdAt });
  });

  it('stores the edit key\'s hash, never the key', () => {
    const db = openDatabase(':memory:');
    const saved = saveFleet(db, fleet, 'c');
    const rows = db.select().from(fleets).all();
    expect(rows[0].editKeyHash).toBe(hashEditKey(saved.editKey));
    expect(JSON.stringify(rows)).not.toContain(saved.editKey);
  });

  it('updates a fleet in place for its own key only; a fleet from before edit keys takes none', () => {
    const db = openDatabase(':memory:');
    const saved = saveFleet(db, fleet, 'c');
    const other = saveFleet(db, fleet, 'c');
    const changed = Fleet.parse({ ...fleet, name: 'Renamed' });
    expect(updateFleet(db, saved.slug, other.editKey, changed, 'c2')).toEqual({ ok: false, reason: 'wrong-key' });
    expect(updateFleet(db, 'zzzzzzzz', saved.editKey, changed, 'c2')).toEqual({ ok: false, reason: 'not-found' });
    const updated = updateFleet(db, saved.slug, saved.editKey, changed, 'c2');
    expect(updated).toMatchObject({ ok: true, stored: { slug: saved.slug, code: 'c2', createdAt: saved.createdAt } });
    expect(findFleet(db, saved.slug)).toMatchObject({ code: 'c2', fleet: { name: 'Renamed' } });
    expect(findFleet(db, other.slug)?.fleet.name).toBe('Test squadron');

    db.insert(fleets).values({ slug: 'prevprev', code: 'c', ruleset: 'official', fleetJson: JSON.stringify(fleet), createdAt: '2025-01-01T00:00:00.000Z' }).run();
    expect(findFleet(db, 'prevprev')?.updatedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(updateFleet(db, 'prevprev', saved.editKey, changed, 'c2')).toEqual({ ok: false, reason: 'wrong-key' });
  });

  it('draws again when a slug is taken or reserved, never overwriting a saved fleet', () => {
    const db = openDatabase(':memory:');
    saveFleet(db, fleet, 'first', () => 'aaaaaaaa');
    const draws = ['aaaaaaaa', 'validate', 'bbbbbbbb'];
    const other = Fleet.parse({ ruleset: 'economy', buildTotal: 40 });
    const second = saveFleet(db, other, 'second', () => draws.shift()!);
    expect(second.slug).toBe('bbbbbbbb');
    expect(findFleet(db, 'aaaaaaaa')?.code).toBe('first');
    expect(findFleet(db, 'bbbbbbbb')?.fleet.ruleset).toBe('economy');
  });

  it('gives up with a typed error when no free slug turns up', () => {
    const db = openDatabase(':memory:');
    saveFleet(db, fleet, 'x', () => 'aaaaaaaa');
    const other = Fleet.parse({ ...fleet, name: 'Other' });
    expect(() => saveFleet(db, other, 'y', () => 'aaaaaaaa')).toThrow(SlugExhaustedError);
  });

  it('finds nothing for unknown or malformed slugs', () => {
    const db = openDatabase(':memory:');
    expect(findFleet(db, 'zzzzzzzz')).toBeUndefined();
    expect(findFleet(db, "'; drop table fleets; --")).toBeUndefined();
  });

  it('draws slugs from the unambiguous alphabet only', () => {
    for (let i = 0; i < 200; i++) {
      const slug = randomSlug();
      expect(slug).not.toMatch(/[0O1lI]/);
      expect(isValidSlug(slug)).toBe(true);
    }
  });
});
