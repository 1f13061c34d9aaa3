/**
 * The set codes of DESIGN.md, keyed by the Master Spreadsheet's `SheetName`
 * and by the WizKids XML's `CardSet`. Order is release order, which is the
 * order a "set" sort uses.
 */
export const SETS = [
  { code: 'SM', name: 'Spanish Main First Edition', sheet: 'Spanish Main First Edition', xml: 'Pirates of the Spanish Main' },
  { code: 'SMU', name: 'Spanish Main Unlimited', sheet: 'Spanish Main Unlimited', xml: 'Pirates of the Spanish Main (Unlimited)' },
  { code: 'CC', name: 'Crimson Coast', sheet: 'Crimson Coast', xml: 'Pirates of the Crimson Coast' },
  { code: 'RV', name: 'Revolution', sheet: 'Revolution', xml: 'Pirates of the Revolution' },
  { code: 'RVU', name: 'Revolution Unlimited', sheet: 'Revolution Unlimited' },
  { code: 'BC', name: 'Barbary Coast', sheet: 'Barbary Coast' },
  { code: 'BCU', name: 'Barbary Coast Unlimited', sheet: 'Barbary Coast Unlimited' },
  { code: 'SCS', name: 'South China Seas', sheet: 'South China Seas' },
  { code: 'DJC', name: "Davy Jones' Curse", sheet: 'Davy Jones Curse' },
  { code: 'MI', name: 'Mysterious Islands', sheet: 'Mysterious Islands' },
  { code: 'FN', name: 'Frozen North', sheet: 'Frozen North' },
  { code: 'OE', name: "Ocean's Edge", sheet: 'Oceans Edge' },
  { code: 'CA', name: 'Caribbean', sheet: 'Caribbean' },
  { code: 'RF', name: 'Rise of the Fiends', sheet: 'Rise of the Fiends' },
  { code: 'FS', name: 'Fire and Steel', sheet: 'Fire and Steel' },
  { code: 'SS', name: 'Savage Shores', sheet: 'Savage Shores' },
  { code: 'RSS', name: 'Return to Savage Shores', sheet: 'Return to Savage Shores' },
  { code: 'UNR', name: 'Unreleased', sheet: 'UNRELEASED' },
] as const satisfies readonly { code: string; name: string; sheet: string; xml?: string }[];

export type SetInfo = (typeof SETS)[number];
export type SetCode = SetInfo['code'];
export const SET_CODES = SETS.map((s) => s.code) as [SetCode, ...SetCode[]];

export function setByCode(code: string): SetInfo | undefined {
  const upper = code.toUpperCase();
  return SETS.find((s) => s.code === upper);
}

export function setBySheet(sheet: string): SetInfo | undefined {
  return SETS.find((s) => s.sheet === sheet.trim());
}

export function setByXmlName(name: string): SetInfo | undefined {
  return SETS.find((s) => 'xml' in s && s.xml === name.trim());
}

/** Release order, for sorting by set. */
export function setOrder(code: SetCode): number {
  return SETS.findIndex((s) => s.code === code);
}
