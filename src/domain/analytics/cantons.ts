// The 26 Swiss cantons (no holiday library here: the contracts and the web app import this file).

/** The 26 cantons by their ISO 3166-2:CH codes (without the 'CH-' prefix), alphabetical. */
export const SWISS_CANTONS = [
  'AG',
  'AI',
  'AR',
  'BE',
  'BL',
  'BS',
  'FR',
  'GE',
  'GL',
  'GR',
  'JU',
  'LU',
  'NE',
  'NW',
  'OW',
  'SG',
  'SH',
  'SO',
  'SZ',
  'TG',
  'TI',
  'UR',
  'VD',
  'VS',
  'ZG',
  'ZH',
] as const;
export type SwissCanton = (typeof SWISS_CANTONS)[number];

const CANTON_SET: ReadonlySet<string> = new Set(SWISS_CANTONS);

export function isSwissCanton(value: string): value is SwissCanton {
  return CANTON_SET.has(value);
}
