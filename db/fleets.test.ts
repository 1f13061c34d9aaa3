import { describe, expect, it } from 'vitest';
import { Fleet } from '@/lib/fleet/fleet';
import { openDatabase } from './client';
import { findFleet, isValidSlug, randomSlug, saveFleet, SlugExhaustedError, SLUG_LENGTH } from './fleets';

const fleet = Fleet.parse({ name: 'Test squadron', ruleset: 'official', buildTotal: 40, ships: [{ cardId: 'SM-901', crew: ['SM-911'] }] });

describe('saved fleets', () => {
  it('saves a fleet under a short URL-safe slug and loads the same fleet back', () => {
    const db = openDatabase(':memory:');
    const saved = saveFleet(db, fleet, 'code-1');
    expect(saved.slug).toMatch(new RegExp(`^[A-Za-z0-9]{${SLUG_LENGTH}}$`));
    expect(findFleet(db, saved.slug)).toEqual({ slug: saved.slug, code: 'code-1', fleet, createdAt: saved.createdAt });
  });

  it('gives the same fleet saved twice the same slug, and different fleets their own', () => {
    const db = openDatabase(':memory:');
    const first = saveFleet(db, fleet, 'c');
    expect(saveFleet(db, fleet, 'c')).toEqual(first);
    const renamed = Fleet.parse({ ...fleet, name: 'Another squadron' });
    const slugs = new Set([first.slug, saveFleet(db, renamed, 'c2').slug]);
    expect(slugs.size).toBe(2);
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
