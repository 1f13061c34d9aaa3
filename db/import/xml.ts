import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import { Range } from '@/lib/cards/card';
import { normaliseNumber } from '@/lib/cards/ids';
import { setByXmlName, SET_CODES } from '@/lib/cards/sets';

const numeric = z.string().regex(/^\d+$/).transform(Number);
const flag = z.enum(['True', 'False']).transform((v) => v === 'True');

const XmlCannon = z.object({ Number: numeric, Range, Accuracy: numeric.pipe(z.number().int().min(1).max(6)) });

/** One `<Card>` of PiratesCards.xml as fast-xml-parser gives it (attributes unprefixed, all values strings). */
const XmlCardElement = z.object({
  CardID: z.string().min(1),
  CardSet: z.string().transform((name, ctx) => {
    const set = setByXmlName(name);
    if (!set) {
      ctx.addIssue({ code: 'custom', message: `unknown CardSet "${name}"` });
      return z.NEVER;
    }
    return set.code;
  }),
  Type: z.string(),
  Nationality: z.string().optional(),
  Identification: z.object({
    CardNumber: z.string().min(1),
    Name: z.string().min(1),
    LinkCardIDs: z.string().optional(),
  }),
  Stats: z
    .object({
      PointValue: numeric.optional(),
      Masts: numeric.optional(),
      Cargo: numeric.optional(),
      Movement: z.string().optional(),
      GoldCost: numeric.optional(),
    })
    .optional(),
  Image: z.object({ Filename: z.string().min(1) }).optional(),
  Cannons: z.object({ Cannon: z.array(XmlCannon) }).optional(),
  Modifiers: z
    .union([
      z.literal(''),
      z.object({
        Limit: flag.optional(),
        BuildBonus: numeric.optional(),
        CrewCostReduction: numeric.optional(),
        CargoBonus: numeric.optional(),
      }),
    ])
    .optional(),
});

export const XmlCard = z.object({
  xmlId: z.string(),
  set: z.enum(SET_CODES),
  number: z.string(),
  name: z.string(),
  type: z.string(),
  nationality: z.string().nullable(),
  points: z.number().nullable(),
  goldCost: z.number().nullable(),
  masts: z.number().nullable(),
  cargo: z.number().nullable(),
  move: z.string().nullable(),
  cannons: z.array(z.object({ rank: z.number(), range: Range })).nullable(),
  image: z.string().nullable(),
  /** Only the modifiers the XML states; absent ones are left to the ability text. */
  modifiers: z.object({
    limit: z.boolean().optional(),
    buildBonus: z.number().optional(),
    crewCostReduction: z.number().optional(),
    cargoBonus: z.number().optional(),
  }),
  linkXmlIds: z.array(z.string()),
});
export type XmlCard = z.infer<typeof XmlCard>;

export interface XmlProblem {
  xmlId: string;
  reason: string;
}

function toXmlCard(element: z.output<typeof XmlCardElement>): XmlCard {
  const stats = element.Stats ?? {};
  const modifiers = element.Modifiers === '' || element.Modifiers === undefined ? {} : element.Modifiers;
  return {
    xmlId: element.CardID,
    set: element.CardSet,
    number: normaliseNumber(element.Identification.CardNumber),
    name: element.Identification.Name.trim(),
    type: element.Type,
    nationality: element.Nationality ?? null,
    points: stats.PointValue ?? null,
    goldCost: stats.GoldCost ?? null,
    masts: stats.Masts ?? null,
    cargo: stats.Cargo ?? null,
    move: stats.Movement?.trim() || null,
    cannons: element.Cannons ? [...element.Cannons.Cannon].sort((a, b) => a.Number - b.Number).map((c) => ({ rank: c.Accuracy, range: c.Range })) : null,
    image: element.Image?.Filename ?? null,
    modifiers: {
      limit: modifiers.Limit,
      buildBonus: modifiers.BuildBonus,
      crewCostReduction: modifiers.CrewCostReduction,
      cargoBonus: modifiers.CargoBonus,
    },
    linkXmlIds: (element.Identification.LinkCardIDs ?? '')
      .split(/[,\s]+/)
      .filter((id) => id !== ''),
  };
}

/** Parses PiratesCards.xml; records that fail validation are returned as problems rather than guessed at. */
export function parseCardsXml(xml: string): { cards: XmlCard[]; problems: XmlProblem[] } {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => name === 'Card' || name === 'Cannon',
  });
  const document = parser.parse(xml) as { Cards?: { Card?: unknown[] } };
  const cards: XmlCard[] = [];
  const problems: XmlProblem[] = [];
  for (const raw of document.Cards?.Card ?? []) {
    const result = XmlCardElement.safeParse(raw);
    if (result.success) {
      cards.push(toXmlCard(result.data));
    } else {
      const xmlId = typeof raw === 'object' && raw !== null && 'CardID' in raw ? String(raw.CardID) : '?';
      problems.push({ xmlId, reason: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
    }
  }
  return { cards, problems };
}
