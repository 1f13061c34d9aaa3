import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fleet, type FleetInput } from '@/lib/fleet/fleet';
import { decodeFleet, encodeFleet } from '@/lib/fleet/share-code';
import { ValidationResult } from '@/lib/rules';
import { POST as saveFleet } from '@/app/api/fleets/route';
import { POST as validate } from '@/app/api/fleets/validate/route';
import { GET as decode } from '@/app/api/fleets/decode/route';
import { GET as loadFleet, PUT as updateFleet } from '@/app/api/fleets/[slug]/route';
import { POST as readText } from '@/app/api/fleets/text/route';
import { importIntoTempDatabase } from './setup-db';

/*
 * Real cards of the imported data: Bonny Kate (7-point Pirate ship, cargo 2) printed in SM and SMU,
 * Carrion Crow (4-point ship), Lucky the Parrot (1-point crew), Ghost Crew (6-point crew).
 */
const BONNY_KATE = 'SM-PS-025';
const BONNY_KATE_SMU = 'SMU-025';
const CARRION_CROW = 'SM-PS-021';
const LUCKY = 'SM-PC-010';
const GHOST_CREW = 'SM-GC-003';

interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[]; reason?: string; recovered?: unknown };
}

const fleet = (input: Partial<FleetInput>): FleetInput => ({ ruleset: 'official', buildTotal: 40, ...input });

function post(handler: (r: Request) => Promise<Response>, path: string, body: unknown, raw = false) {
  return handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: raw ? (body as string) : JSON.stringify(body),
    }),
  );
}

async function validateBody(input: unknown): Promise<{ status: number; body: ValidationResult & ErrorBody }> {
  const res = await post(validate, '/api/fleets/validate', input);
  return { status: res.status, body: await res.json() };
}

async function load(slug: string, headers: Record<string, string> = {}) {
  const res = await loadFleet(new Request(`http://localhost/api/fleets/${slug}`, { headers }), { params: Promise.resolve({ slug }) });
  return { status: res.status, body: await res.json() };
}

let cleanup: () => void = () => {};
beforeAll(() => {
  ({ cleanup } = importIntoTempDatabase());
});
afterAll(() => cleanup());

describe('POST /api/fleets/validate', () => {
  it('passes a legal fleet and counts its points against the build total', async () => {
    const { status, body } = await validateBody(fleet({ ships: [{ cardId: BONNY_KATE, crew: [LUCKY] }] }));
    expect(status).toBe(200);
    expect(() => ValidationResult.parse(body)).not.toThrow();
    expect(body.legal).toBe(true);
    expect(body.violations).toEqual([]);
    expect(body.points).toEqual({ used: 8, allowed: 40 });
  });

  it('flags the SM and SMU printings of one ship as duplicates, naming both', async () => {
    const { body } = await validateBody(fleet({ ships: [{ cardId: BONNY_KATE }, { cardId: BONNY_KATE_SMU }] }));
    expect(body.legal).toBe(false);
    const dup = body.violations.find((v) => v.rule === 'no-duplicates');
    expect(dup?.cardIds.sort()).toEqual([BONNY_KATE, BONNY_KATE_SMU].sort());
    expect(dup?.message).toMatch(/Bonny Kate/);
  });

  it("flags crew costing more than their ship's points", async () => {
    const { body } = await validateBody(fleet({ ships: [{ cardId: CARRION_CROW, crew: [GHOST_CREW] }] }));
    expect(body.legal).toBe(false);
    expect(body.violations.find((v) => v.rule === 'crew-cost-cap')?.cardIds).toContain(CARRION_CROW);
  });

  it('flags a fleet over its build total', async () => {
    const { body } = await validateBody(fleet({ buildTotal: 5, ships: [{ cardId: BONNY_KATE }] }));
    expect(body.points).toEqual({ used: 7, allowed: 5 });
    expect(body.violations.map((v) => v.rule)).toContain('build-total');
  });

  it('answers an unknown card id with a violation, not a crash', async () => {
    const { status, body } = await validateBody(fleet({ ships: [{ cardId: 'ZZ-404', crew: [LUCKY] }] }));
    expect(status).toBe(200);
    expect(body.legal).toBe(false);
    expect(body.violations).toContainEqual(expect.objectContaining({ rule: 'unknown-card', cardIds: ['ZZ-404'] }));
  });

  it('accepts ids written loosely, as the card API does (SMU-25 is SMU-025)', async () => {
    const { body } = await validateBody(fleet({ ships: [{ cardId: 'smu-25' }] }));
    expect(body.violations.filter((v) => v.rule === 'unknown-card')).toEqual([]);
  });

  it('rejects malformed JSON and wrong shapes with 400 and the issues', async () => {
    const broken = await post(validate, '/api/fleets/validate', '{"ruleset": "official",', true);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.code).toBe('invalid-json');

    const { status, body } = await validateBody({ ruleset: 'chess', buildTotal: -3, ships: 'many' });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-fleet');
    expect(body.error.issues?.map((i) => i.path).sort()).toEqual(['buildTotal', 'ruleset', 'ships']);
  });
});

describe('each ruleset through POST /api/fleets/validate, with real cards', () => {
  const SNIPE = 'SM-PS-002'; // Pirate ship, 6 points, cargo 1
  const PIRATE_OARSMAN = 'SM-T-019'; // generic crew whose text says it takes no cargo space
  const HMS_ALBION = 'SM-ES-002'; // English ship, 5 points
  const HMS_GOLIATH = 'CC-032'; // English ship, 13 points
  const BRATLEY = 'CC-046B'; // English 0-point crew: Limit, build with 5 more points
  const DEAD_MANS_POINT = 'CC-031'; // Pirate fort, 3 gold
  const FORT_BROMPTON = 'CC-047'; // English fort, 3 gold
  const rules = (body: ValidationResult) => body.violations.map((v) => v.rule);

  it('official: an oarsman takes no cargo space, a second ordinary crew does not fit', async () => {
    const fits = await validateBody(fleet({ ships: [{ cardId: SNIPE, crew: [LUCKY, PIRATE_OARSMAN] }] }));
    expect(fits.body.legal).toBe(true);
    const full = await validateBody(fleet({ ships: [{ cardId: SNIPE, crew: [LUCKY, 'SM-PC-009'] }] }));
    expect(rules(full.body)).toContain('cargo-capacity');
  });

  it('official: a 0-point crew serves only a ship of its nation, and its build bonus raises the total', async () => {
    const english = await validateBody(fleet({ ships: [{ cardId: HMS_GOLIATH, crew: [BRATLEY] }] }));
    expect(english.body.legal).toBe(true);
    expect(english.body.points.allowed).toBe(45);
    const pirate = await validateBody(fleet({ ships: [{ cardId: BONNY_KATE, crew: [BRATLEY] }] }));
    expect(pirate.body.violations.find((v) => v.rule === 'zero-point-crew-nationality')?.cardIds).toEqual([BONNY_KATE, BRATLEY]);
  });

  it('crimson-coast: a fort costs its gold in the build total and needs a ship of its nation', async () => {
    const base = { ruleset: 'crimson-coast' as const, buildTotal: 30 };
    const ok = await validateBody({ ...base, ships: [{ cardId: HMS_GOLIATH }], forts: [FORT_BROMPTON] });
    expect(ok.body.legal).toBe(true);
    expect(ok.body.points.used).toBe(16);
    const foreign = await validateBody({ ...base, ships: [{ cardId: HMS_GOLIATH }], forts: [DEAD_MANS_POINT] });
    expect(foreign.body.violations.find((v) => v.rule === 'fort-nationality')?.cardIds).toEqual([DEAD_MANS_POINT]);
  });

  it("daniel-house: needs a flag, allows only that nation and Pirates, and a cheapest ship under 10 points", async () => {
    const base = { ruleset: 'daniel-house' as const, buildTotal: 50 };
    const noFlag = await validateBody({ ...base, ships: [{ cardId: HMS_ALBION }] });
    expect(rules(noFlag.body)).toContain('nationality-required');
    const ok = await validateBody({ ...base, nationality: 'English', ships: [{ cardId: HMS_GOLIATH }, { cardId: HMS_ALBION }, { cardId: BONNY_KATE }] });
    expect(ok.body.legal).toBe(true);
    const dear = await validateBody({ ...base, nationality: 'English', ships: [{ cardId: HMS_GOLIATH }] });
    expect(rules(dear.body)).toContain('lowest-ship-cost');
    const spanish = await validateBody({ ...base, nationality: 'Spanish', ships: [{ cardId: HMS_ALBION }] });
    expect(spanish.body.violations.find((v) => v.rule === 'fleet-nationality')?.cardIds).toEqual([HMS_ALBION]);
  });

  it('economy: a pure fleet keeps to its nation, and gold left short of one turn of upkeep is a warning with figures', async () => {
    const base = { ruleset: 'economy' as const, buildTotal: 40 };
    const pure = await validateBody({ ...base, nationality: 'English', ships: [{ cardId: HMS_ALBION }, { cardId: BONNY_KATE }] });
    expect(pure.body.violations.find((v) => v.rule === 'fleet-nationality')?.cardIds).toEqual([BONNY_KATE]);
    const tight = await validateBody({ ...base, buildTotal: 12, ships: [{ cardId: HMS_ALBION }, { cardId: BONNY_KATE }] });
    expect(tight.body.legal).toBe(true);
    const upkeep = tight.body.warnings.find((w) => w.rule === 'upkeep');
    expect(upkeep?.message).toMatch(/0 gold is left.*2 ships.*costs 2 gold/);
  });
});

describe('a fleet\'s nationality', () => {
  it('must be a nation of the game: "Martian" is a 400 naming the field, "England" and "English" are fine', async () => {
    const martian = await validateBody(fleet({ nationality: 'Martian', ships: [{ cardId: BONNY_KATE }] }));
    expect(martian.status).toBe(400);
    expect(martian.body.error.issues).toEqual([expect.objectContaining({ path: 'nationality', message: expect.stringContaining('nation of the game') })]);
    for (const nationality of ['England', 'English']) {
      expect((await validateBody(fleet({ ruleset: 'economy', nationality, ships: [{ cardId: CARRION_CROW }] }))).status).toBe(200);
    }
    const saved = await post(saveFleet, '/api/fleets', fleet({ nationality: 'Martian' }));
    expect(saved.status).toBe(400);
  });
});

describe('POST /api/fleets and GET /api/fleets/{slug}', () => {
  it('saves a fleet, and loading its slug gives back the same fleet with its validation', async () => {
    const input = fleet({ name: 'Kate and the parrot', ships: [{ cardId: BONNY_KATE, crew: [LUCKY] }] });
    const res = await post(saveFleet, '/api/fleets', input);
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { slug: string; code: string; url: string; validation: ValidationResult };
    expect(saved.slug).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(saved.url).toBe(`http://localhost/fleets/${saved.slug}`);
    expect(decodeFleet(saved.code)).toEqual({ ok: true, fleet: Fleet.parse(input) });
    expect(saved.validation.legal).toBe(true);

    const { status, body } = await load(saved.slug);
    expect(status).toBe(200);
    expect(body.fleet).toEqual(Fleet.parse(input));
    expect(body.code).toBe(saved.code);
    expect(body.validation).toMatchObject({ legal: true, points: { used: 8, allowed: 40 } });
  });

  it('saves an illegal work in progress and reports why it is illegal', async () => {
    const res = await post(saveFleet, '/api/fleets', fleet({ ships: [{ cardId: BONNY_KATE }, { cardId: BONNY_KATE_SMU }] }));
    expect(res.status).toBe(201);
    const { slug } = await res.json();
    const { body } = await load(slug);
    expect(body.validation.legal).toBe(false);
    expect(body.validation.violations.map((v: { rule: string }) => v.rule)).toContain('no-duplicates');
  });

  it('stores loosely written ids as the cards\' own ids, so the saved fleet and its code name each card one way', async () => {
    const res = await post(saveFleet, '/api/fleets', fleet({ ships: [{ cardId: 'smu-25', crew: ['zz-404'] }] }));
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { slug: string; code: string };
    const { body } = await load(saved.slug);
    expect(body.fleet.ships).toEqual([{ cardId: BONNY_KATE_SMU, crew: ['zz-404'] }]);
    expect(decodeFleet(saved.code)).toMatchObject({ ok: true, fleet: { ships: [{ cardId: BONNY_KATE_SMU }] } });
  });

  it('builds the link from the public host behind a proxy, not from the address the server listens on', async () => {
    const res = await saveFleet(
      new Request('http://localhost:3000/api/fleets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Host': 'pirates.example.org', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify(fleet({ name: 'Behind the proxy', ships: [{ cardId: CARRION_CROW }] })),
      }),
    );
    const saved = (await res.json()) as { slug: string; url: string };
    expect(saved.url).toBe(`https://pirates.example.org/fleets/${saved.slug}`);
    const { body } = await load(saved.slug, { 'X-Forwarded-Host': 'pirates.example.org', 'X-Forwarded-Proto': 'https' });
    expect(body.url).toBe(saved.url);
  });

  it('gives every save its own slug and edit key, so two people saving one fleet each own their copy', async () => {
    const input = fleet({ name: 'Saved twice', ships: [{ cardId: BONNY_KATE }] });
    const first = await (await post(saveFleet, '/api/fleets', input)).json();
    const second = await (await post(saveFleet, '/api/fleets', input)).json();
    expect(second.slug).not.toBe(first.slug);
    expect(first.editKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.editKey).not.toBe(first.editKey);
    expect((await load(first.slug)).body).not.toHaveProperty('editKey');
  });
  it('slows a client that saves too fast with 429 and Retry-After, and leaves other clients alone', async () => {
    const save = (client: string, i: number) =>
      saveFleet(
        new Request('http://localhost/api/fleets', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
          body: JSON.stringify(fleet({ name: `Flood ${i}`, ships: [{ cardId: CARRION_CROW }] })),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await save('203.0.113.77', i)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    const refused = await save('203.0.113.77', 99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('rate-limited');
    expect((await save('198.51.100.5', 0)).status).toBe(201);
  });

  it('refuses to save something that is not a fleet', async () => {
    const res = await post(saveFleet, '/api/fleets', { ships: [] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe('invalid-fleet');
    expect(body.error.issues?.length).toBeGreaterThan(0);
  });

  it('answers 404 for a slug nobody saved', async () => {
    const { status, body } = await load('zzzzzzzz');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not-found');
    expect(body.error.message).toMatch(/saved fleet/);
    expect(body.error.message).not.toMatch(/card/i);
  });
});

describe('GET /api/fleets/decode', () => {
  const decodeCode = async (code: string) => {
    const res = await decode(new Request(`http://localhost/api/fleets/decode?code=${encodeURIComponent(code)}`));
    return { status: res.status, body: await res.json() };
  };

  it('turns a share code back into its fleet', async () => {
    const input = Fleet.parse(fleet({ nationality: 'Pirate', ships: [{ cardId: BONNY_KATE, crew: [LUCKY] }], treasure: [] }));
    const { status, body } = await decodeCode(encodeFleet(input));
    expect(status).toBe(200);
    expect(body).toEqual(input);
  });

  it.each(['', 'hello', '1.!!!!', '9.AAAA'])('answers garbage (%j) with 400 and a reason', async (code) => {
    const { status, body } = await decodeCode(code);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-share-code');
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(typeof body.error.reason).toBe('string');
  });

  it('returns what a cut-short code still holds', async () => {
    const code = encodeFleet(Fleet.parse(fleet({ ships: [{ cardId: BONNY_KATE }, { cardId: CARRION_CROW, crew: [LUCKY] }] })));
    // Some cut lengths break the base64 itself and nothing can be read; take the first that leaves readable bytes.
    const cut = [1, 2, 3, 4, 5, 6].map((n) => code.slice(0, -n)).find((c) => {
      const result = decodeFleet(c);
      return !result.ok && result.recovered !== undefined;
    });
    expect(cut).toBeDefined();
    const { status, body } = await decodeCode(cut!);
    expect(status).toBe(400);
    expect(body.error.recovered).toMatchObject({ ruleset: 'official', ships: [{ cardId: BONNY_KATE }, { cardId: CARRION_CROW }] });
  });
});

describe('POST /api/fleets/text', () => {
  it('reads a list written by names, taking the newest printing and saying which', async () => {
    const res = await post(readText, '/api/fleets/text', { text: 'Ruleset: official\n\nBonny Kate\n  Lucky the Parrot\nCarrion Crow (4 pts)' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toEqual([]);
    expect(body.fleet.ships).toEqual([
      { cardId: BONNY_KATE_SMU, crew: [expect.any(String)] },
      { cardId: expect.any(String), crew: [] },
    ]);
    expect(body.notes[0].message).toContain(`took ${BONNY_KATE_SMU}, the newest released of 2 printings`);
    expect(body.cardsRead).toBe(3);
  });

  it('names the lines it could not read and refuses a body that is not a list', async () => {
    const res = await post(readText, '/api/fleets/text', { text: 'Bonny Kate\nNo Such Ship Anywhere' });
    const body = await res.json();
    expect(body.errors).toEqual([expect.objectContaining({ line: 2, code: 'unknown-card' })]);
    const bad = await post(readText, '/api/fleets/text', { list: 'Bonny Kate' });
    expect(bad.status).toBe(400);
    const huge = await post(readText, '/api/fleets/text', { text: 'x'.repeat(20_001) });
    expect(huge.status).toBe(400);
  });
});

describe('PUT /api/fleets/{slug}', () => {
  /** Its own client address, so these saves do not share the save allowance the tests above use up. */
  const CLIENT = '192.0.2.41';
  const put = (slug: string, body: unknown, authorization?: string) =>
    updateFleet(
      new Request(`http://localhost/api/fleets/${slug}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT, ...(authorization && { Authorization: authorization }) },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ slug }) },
    );
  async function saved(input: FleetInput): Promise<{ slug: string; editKey: string; code: string }> {
    const res = await saveFleet(
      new Request('http://localhost/api/fleets', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': CLIENT }, body: JSON.stringify(input) }),
    );
    expect(res.status).toBe(201);
    return res.json();
  }

  it('replaces the fleet under the same slug for the key it was saved with', async () => {
    const original = await saved(fleet({ name: 'Revenant Raiders', ships: [{ cardId: BONNY_KATE }] }));
    const changed = fleet({ name: 'Revenant Raiders', ships: [{ cardId: BONNY_KATE, crew: [LUCKY] }, { cardId: CARRION_CROW }] });
    const res = await put(original.slug, changed, `Bearer ${original.editKey}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ slug: original.slug, url: `http://localhost/fleets/${original.slug}`, validation: { legal: true, points: { used: 12 } } });
    expect(body.code).not.toBe(original.code);
    expect(body.updatedAt >= body.createdAt).toBe(true);
    const loaded = await load(original.slug);
    expect(loaded.body.fleet).toEqual(Fleet.parse(changed));
    expect(loaded.body.code).toBe(body.code);
    expect(loaded.body.updatedAt).toBe(body.updatedAt);
  });

  it('answers 401 without a key, 403 with another fleet\'s key, and leaves the fleet as it was', async () => {
    const mine = await saved(fleet({ name: 'Mine', ships: [{ cardId: BONNY_KATE }] }));
    const theirs = await saved(fleet({ name: 'Theirs', ships: [{ cardId: CARRION_CROW }] }));
    const attempt = fleet({ name: 'Vandalised', ships: [] });

    const missing = await put(mine.slug, attempt);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect((await missing.json()).error.code).toBe('edit-key-required');
    expect((await put(mine.slug, attempt, 'Basic dXNlcjpwYXNz')).status).toBe(401);

    const wrong = await put(mine.slug, attempt, `Bearer ${theirs.editKey}`);
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe('wrong-edit-key');
    expect((await put(mine.slug, attempt, `Bearer ${mine.editKey}x`)).status).toBe(403);

    expect((await load(mine.slug)).body.fleet.name).toBe('Mine');
  });

  it('answers 404 for a slug nobody saved and 400 naming the field for a body that is not a fleet', async () => {
    const mine = await saved(fleet({ name: 'Checked', ships: [{ cardId: BONNY_KATE }] }));
    expect((await put('zzzzzzzz', fleet({}), `Bearer ${mine.editKey}`)).status).toBe(404);
    const bad = await put(mine.slug, { ruleset: 'official', buildTotal: -3 }, `bearer ${mine.editKey}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.issues).toEqual([expect.objectContaining({ path: 'buildTotal' })]);
  });
});
