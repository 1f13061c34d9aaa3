import { Card, type Modifiers } from '@/lib/cards/card';
import { formatCannons } from '@/lib/cards/cannons';
import { normaliseName, pieceKey } from '@/lib/cards/identity';
import { assignCardIds } from '@/lib/cards/ids';
import { extractKeywords, hasSeaCreatureKeyword, unclassifiedKeywordSentence } from '@/lib/cards/keywords';
import { deriveModifiers } from '@/lib/cards/modifiers';
import { setOrder } from '@/lib/cards/sets';
import { groupBy } from '@/lib/group-by';
import type { OneWayLink, SkippedRow, StatDisagreement, UnclassifiedKeyword, UnmatchedXmlRecord, UnresolvedLink } from './records';
import type { SheetRecord } from './spreadsheet';
import type { XmlCard } from './xml';

const XML_NATIONALITY: Record<string, string> = { Pirates: 'Pirate', Barbary: 'Barbary Corsair' };

export interface BuildInput {
  records: readonly SheetRecord[];
  xml: readonly XmlCard[];
  imageExists: (fileName: string) => boolean;
}

export interface BuildResult {
  cards: Card[];
  skipped: SkippedRow[];
  disagreements: StatDisagreement[];
  unmatchedXml: UnmatchedXmlRecord[];
  unresolvedLinks: UnresolvedLink[];
  nationLinks: UnresolvedLink[];
  oneWayLinks: OneWayLink[];
  sharedImages: { cardId: string; from: string }[];
}

/** Looser than normaliseName, for names written by hand in Link columns (`Myng's Marauders` / `Myngs Marauders`). */
function looseName(name: string): string {
  return normaliseName(name).replace(/[^a-z0-9]/g, '');
}

/**
 * Generic crew are exempt from no-duplicates. The spreadsheet marks most as `Crew/T`, but early sets type them as
 * plain Crew (Spanish Main's Explorer, Oarsman...) or give them the rarity `Generic`; a crew whose name the
 * spreadsheet uses for a `Crew/T` card is the same generic piece. Later generic crew (Firepot Specialist,
 * Navigator) are typed plain Crew with an ordinary rarity: a set prints a named character for one nation only, so a
 * crew name printed for two or more nations within one set is taken to be a generic crew type.
 */
function genericCrewNames(records: readonly SheetRecord[]): Set<string> {
  const names = new Set(records.filter((r) => r.genericType).map((r) => normaliseName(r.name)));
  const nationsBySetAndName = new Map<string, Set<string | null>>();
  for (const r of records) {
    if (r.type !== 'crew') continue;
    const key = `${r.set}\u0000${normaliseName(r.name)}`;
    const nations = nationsBySetAndName.get(key) ?? new Set();
    nations.add(r.faction);
    nationsBySetAndName.set(key, nations);
  }
  for (const [key, nations] of nationsBySetAndName) if (nations.size > 1) names.add(key.split('\u0000')[1]);
  return names;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function namesClose(a: string, b: string): boolean {
  return a.endsWith(b) || b.endsWith(a) || editDistance(a, b) <= 2;
}

/**
 * Two spellings of one name as people write them in Link cells: one ends the other ("Sao Feng" / "Captain Sao
 * Feng", "Lieutenant Henry Ducie Chads" / "Lt. Henry Ducie Chads" share "henryduciechads"), or they are at most two
 * edits apart on names long enough for that to mean a typo ("Shayna Duex" / "Shayna Deux"). Only used together with
 * other evidence (the card links back), never alone.
 */
function spellingsOfOneName(a: string, b: string): boolean {
  const common = commonSuffix(a, b);
  if (common >= 6 && common === Math.min(a.length, b.length)) return true;
  // A title in front written two ways ("Lieutenant" / "Lt."), the rest of the name alike.
  if (common >= 10 && a.length - common <= 10 && b.length - common <= 10) return true;
  return Math.min(a.length, b.length) >= 6 && editDistance(a, b) <= 2;
}

function commonSuffix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/** "All English ships": a link to every ship of a nation, not to a card. */
const NATION_LINK = /^all [a-z' ]+ ships$/i;

/**
 * The WizKids list numbers two cards sharing a collector number `029_1` and `029_2`, where the spreadsheet writes
 * `029A` and `029B`.
 */
export function xmlNumberAsPrinted(number: string): string {
  const m = /^(.*\d)_(\d)$/.exec(number);
  return m ? `${m[1]}${String.fromCharCode(64 + Number(m[2]))}` : number;
}

interface Draft {
  record: SheetRecord;
  id: string;
  card: Omit<Card, 'linkIds'>;
  xml: XmlCard | null;
}

function mergeModifiers(fromText: Modifiers, xml: XmlCard | null): Modifiers {
  if (!xml) return fromText;
  const m = xml.modifiers;
  return {
    limit: m.limit ?? fromText.limit,
    buildBonus: m.buildBonus ?? fromText.buildBonus,
    crewCostReduction: m.crewCostReduction ?? fromText.crewCostReduction,
    cargoBonus: m.cargoBonus ?? fromText.cargoBonus,
    noCargoSpace: fromText.noCargoSpace,
  };
}

/** Pairs XML records with spreadsheet cards: same set and number with a matching name, else a unique same-set name. */
function matchXml(drafts: readonly Omit<Draft, 'card' | 'xml'>[], xml: readonly XmlCard[]) {
  const byNumber = new Map<string, number[]>();
  const byName = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    const numberKey = `${d.record.set}|${d.record.number}`;
    byNumber.set(numberKey, [...(byNumber.get(numberKey) ?? []), i]);
    const nameKey = `${d.record.set}|${looseName(d.record.name)}`;
    byName.set(nameKey, [...(byName.get(nameKey) ?? []), i]);
  });
  const matched = new Map<number, XmlCard>();
  const pending: XmlCard[] = [];
  // Exact set + number + name matches first, so a name-only fallback never takes a card another record numbers.
  for (const x of xml) {
    const name = looseName(x.name);
    const sameNumber = byNumber.get(`${x.set}|${xmlNumberAsPrinted(x.number)}`) ?? [];
    const exact = sameNumber.find((i) => !matched.has(i) && looseName(drafts[i].record.name) === name);
    if (exact === undefined) pending.push(x);
    else matched.set(exact, x);
  }
  const unmatched: UnmatchedXmlRecord[] = [];
  for (const x of pending) {
    const name = looseName(x.name);
    const number = xmlNumberAsPrinted(x.number);
    const faction = XML_NATIONALITY[x.nationality ?? ''] ?? x.nationality;
    // Set and number first: the number is printed on the card, while names carry typos on either side ("Administror").
    const sameNumber = (byNumber.get(`${x.set}|${number}`) ?? []).filter(
      (i) => !matched.has(i) && (!faction || !drafts[i].record.faction || drafts[i].record.faction === faction),
    );
    const byNumberAlone =
      sameNumber.length === 1
        ? sameNumber[0]
        : sameNumber.filter((i) => namesClose(name, looseName(drafts[i].record.name))).length === 1
          ? sameNumber.find((i) => namesClose(name, looseName(drafts[i].record.name)))
          : undefined;
    const sameName = (byName.get(`${x.set}|${name}`) ?? []).filter((i) => !matched.has(i) && drafts[i].record.faction === faction);
    const index = byNumberAlone ?? (sameName.length === 1 ? sameName[0] : undefined);
    if (index === undefined) {
      const holders = byNumber.get(`${x.set}|${number}`) ?? [];
      const reason =
        holders.length > 0
          ? `number ${x.number} belongs to ${holders.map((i) => `"${drafts[i].record.name}"`).join(', ')}`
          : 'no spreadsheet card with this number, nor a single card with this name';
      unmatched.push({ xmlId: x.xmlId, set: x.set, number: x.number, name: x.name, reason });
    } else {
      matched.set(index, x);
    }
  }
  return { matched, unmatched };
}

function compareStats(card: Omit<Card, 'linkIds'>, x: XmlCard): StatDisagreement[] {
  const out: StatDisagreement[] = [];
  const check = (field: StatDisagreement['field'], sheet: string | number | null, xml: string | number | null) => {
    // A blank cost in the spreadsheet and a 0 in the XML say the same thing (treasure, free crew).
    if (xml === null || (sheet === null && xml === 0)) return;
    if (String(sheet ?? '') !== String(xml)) out.push({ cardId: card.id, field, spreadsheet: String(sheet ?? ''), xml: String(xml) });
  };
  check('points', card.points, card.pointsAreGold ? x.goldCost : x.points);
  check('masts', card.masts, x.masts);
  check('cargo', card.cargo, x.cargo);
  check('move', card.move, x.move);
  check('cannons', formatCannons(card.cannons), x.cannons && formatCannons(x.cannons));
  return out;
}

/** Splits a Link cell into names; a name may itself contain a comma ("Jacques, Duc de Valois"), so longer joins win. */
function resolveLinkNames(cell: string, resolve: (name: string) => string | undefined): { ids: string[]; unresolved: string[] } {
  const parts = cell
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => p.replace(/\*+$/, '').trim())
    .filter((p) => p !== '');
  const ids: string[] = [];
  const unresolved: string[] = [];
  for (let i = 0; i < parts.length; ) {
    let found = false;
    for (let j = parts.length; j > i; j--) {
      const id = resolve(parts.slice(i, j).join(', '));
      if (id) {
        ids.push(id);
        i = j;
        found = true;
        break;
      }
    }
    if (!found) unresolved.push(parts[i++]);
  }
  return { ids, unresolved };
}

/** Natural order of collector numbers within a set (`009` < `034B` < `100`; `EC-...` before `PC-...`). */
const numberOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function buildCards({ records, xml, imageExists }: BuildInput): BuildResult {
  const ids = assignCardIds(records.map((r) => ({ set: r.set, number: r.number, name: r.name, rarity: r.rarity })));
  const genericNames = genericCrewNames(records);
  const { matched, unmatched } = matchXml(
    records.map((record, i) => ({ record, id: ids[i] })),
    xml,
  );

  const drafts: Draft[] = records.map((record, i) => {
    const x = matched.get(i) ?? null;
    const keywords = extractKeywords(record.ability, record.name);
    const generic =
      record.type === 'crew' && (record.genericType || record.rarity === 'Generic' || genericNames.has(normaliseName(record.name)));
    const base = {
      id: ids[i],
      set: record.set,
      number: record.number,
      name: record.name,
      type: record.type,
      generic,
      seaCreature: record.type === 'ship' && hasSeaCreatureKeyword(keywords),
      faction: record.faction,
      rarity: record.rarity,
      points: record.points,
      pointsAreGold: record.pointsAreGold,
      masts: record.masts,
      cargo: record.cargo,
      move: record.move,
      cannons: record.cannons,
      ability: record.ability,
      flavor: record.flavor,
      treasureValues: record.treasureValues,
      link: record.link,
      keywords,
      image: x?.image && imageExists(x.image) ? x.image : null,
      modifiers: mergeModifiers(deriveModifiers(record.ability), x),
      intendedSet: record.intendedSet,
    };
    return { record, id: ids[i], xml: x, card: { ...base, pieceKey: pieceKey(base) } };
  });

  const byLooseName = new Map<string, Draft[]>();
  for (const d of drafts) {
    const key = looseName(d.card.name);
    byLooseName.set(key, [...(byLooseName.get(key) ?? []), d]);
  }
  const bySet = groupBy(drafts, (d) => d.card.set);
  const idByXmlId = new Map(drafts.filter((d) => d.xml).map((d) => [d.xml!.xmlId, d.id]));

  // The names each card's Link cell holds (loose), and which cards hold a name: the evidence that a link runs both ways.
  const linkParts = new Map<Draft, string[]>();
  const linkedBy = new Map<string, Draft[]>();
  for (const d of drafts) {
    const parts = (d.card.link ?? '')
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
      .map((p) => looseName(p.replace(/\*+$/, '')))
      .filter(Boolean);
    linkParts.set(d, parts);
    for (const key of parts) linkedBy.set(key, [...(linkedBy.get(key) ?? []), d]);
  }
  const linksBack = (target: Draft, from: Draft) => {
    const name = looseName(from.card.name);
    return (linkParts.get(target) ?? []).some((part) => part === name || spellingsOfOneName(part, name));
  };
  const backersOf = (d: Draft) => drafts.filter((c) => c.id !== d.id && c.card.link && linksBack(c, d));

  const disagreements: StatDisagreement[] = [];
  const unresolvedLinks: UnresolvedLink[] = [];
  const nationLinks: UnresolvedLink[] = [];
  const skipped: SkippedRow[] = [];
  const cards: Card[] = [];
  for (const d of drafts) {
    const linkIds: string[] = [];
    if (d.card.link) {
      /*
       * A card of the same set that links back wins, under the name or a near spelling of it: a set prints its
       * pairs together, so Caribbean's Flying Dutchman ("Davy Jones") is crewed by Caribbean's Captain Davy Jones,
       * not by the Davy Jones of Davy Jones' Curse. Then among same-named cards the one that links back, then one
       * of the same set (SM and SMU both print a card of the name); a name nobody bears is matched to a card that
       * links back under a near spelling.
       */
      const rank = (c: Draft) => (linksBack(c, d) ? 0 : 2) + (c.card.set === d.card.set ? 0 : 1);
      const resolve = (name: string) => {
        const loose = looseName(name);
        const partner = (bySet.get(d.card.set) ?? [])
          .filter((c) => c.id !== d.id && linksBack(c, d) && (looseName(c.card.name) === loose || spellingsOfOneName(looseName(c.card.name), loose)))
          .sort((a, b) => Number(looseName(b.card.name) === loose) - Number(looseName(a.card.name) === loose))[0];
        if (partner) return partner.id;
        const exact = (byLooseName.get(looseName(name)) ?? []).filter((c) => c.id !== d.id);
        if (exact.length > 0) return [...exact].sort((a, b) => rank(a) - rank(b))[0].id;
        const backers = backersOf(d).filter((c) => spellingsOfOneName(looseName(c.card.name), looseName(name)));
        return [...backers].sort((a, b) => rank(a) - rank(b))[0]?.id;
      };
      const { ids: found, unresolved } = resolveLinkNames(d.card.link, resolve);
      linkIds.push(...found);
      for (const name of unresolved) (NATION_LINK.test(name) ? nationLinks : unresolvedLinks).push({ cardId: d.id, name });
    }
    for (const xmlId of d.xml?.linkXmlIds ?? []) {
      const id = idByXmlId.get(xmlId);
      if (id) linkIds.push(id);
    }
    if (d.xml) disagreements.push(...compareStats(d.card, d.xml));
    const result = Card.safeParse({ ...d.card, linkIds: [...new Set(linkIds)].filter((id) => id !== d.id) });
    if (result.success) {
      cards.push(result.data);
    } else {
      const reason = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      skipped.push({ sheet: d.record.sheet, row: d.record.row, line: d.record.line, reason: `invalid card: ${reason}` });
    }
  }

  const kept = new Set(cards.map((c) => c.id));
  for (const card of cards) card.linkIds = card.linkIds.filter((id) => kept.has(id));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const oneWayLinks: OneWayLink[] = [];
  for (const card of cards) {
    for (const to of card.linkIds) {
      const target = byId.get(to)!;
      const back = target.linkIds.some((id) => id === card.id || byId.get(id)?.pieceKey === card.pieceKey);
      if (!back) oneWayLinks.push({ from: card.id, to });
    }
  }
  const sharedImages = shareImagesOfIdenticalPrintings(cards);
  cards.sort((a, b) => setOrder(a.set) - setOrder(b.set) || numberOrder.compare(a.number, b.number) || a.id.localeCompare(b.id));
  return { cards, skipped, disagreements, unmatchedXml: unmatched, unresolvedLinks, nationLinks, oneWayLinks, sharedImages };
}

/**
 * A printing without an image of its own shows the image of a printing of the same piece with the same stats and
 * text (an Unlimited reprint, or a First Edition card the WizKids list numbers differently): the card face is the
 * same. Printings that differ in any stat keep the rendered face, so no card shows a picture of other stats.
 */
function shareImagesOfIdenticalPrintings(cards: Card[]): { cardId: string; from: string }[] {
  const face = (c: Card) =>
    JSON.stringify([c.pieceKey, c.faction, c.points, c.masts, c.cargo, c.move, formatCannons(c.cannons), normaliseName(c.ability)]);
  const withImage = new Map<string, Card>();
  for (const card of cards) if (card.image && !withImage.has(face(card))) withImage.set(face(card), card);
  const shared: { cardId: string; from: string }[] = [];
  for (const card of cards) {
    if (card.image) continue;
    const source = withImage.get(face(card));
    if (source) {
      card.image = source.image;
      shared.push({ cardId: card.id, from: source.id });
    }
  }
  return shared;
}

export function countBy<K extends string>(cards: readonly Card[], key: (card: Card) => K): Record<K, number> {
  const counts = {} as Record<K, number>;
  for (const card of cards) counts[key(card)] = (counts[key(card)] ?? 0) + 1;
  return counts;
}

/** Leading ability sentences that look like keywords the glossary does not know, with the cards that print them. */
export function unclassifiedKeywords(cards: readonly Card[]): UnclassifiedKeyword[] {
  const found = new Map<string, string[]>();
  for (const card of cards) {
    const sentence = unclassifiedKeywordSentence(card.ability);
    if (sentence) found.set(sentence, [...(found.get(sentence) ?? []), card.id]);
  }
  return [...found].map(([sentence, cardIds]) => ({ sentence, cardIds }));
}
