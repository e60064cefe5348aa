// State of an external API token as the list shows it. A token is valid up to and including its last day in
// Swiss time; `expiresAt` may come as that date ('2027-05-14') or as an instant, either the last valid moment
// or the first invalid one (midnight after the last day) — both give the same last day here.
import type { ApiToken } from '../../../../src/contracts/index.ts';
import { addDays, addYears, isIsoDate, isoDateInZurich } from '../../lib/dates.ts';

export const TOKEN_STATUSES = ['active', 'revoked', 'expired'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

/** Maximum validity the server accepts (createApiTokenBody: "at most 2 years ahead"). */
export const MAX_TOKEN_YEARS = 2;
export const DEFAULT_TOKEN_YEARS = 1;

/** The last calendar day (Swiss time) on which the token is valid, as 'YYYY-MM-DD'. */
export function lastValidDay(expiresAt: string): string {
  if (isIsoDate(expiresAt)) return expiresAt;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return expiresAt;
  // One millisecond back turns an exclusive end (00:00 of the next day) into the day before.
  return isoDateInZurich(new Date(end - 1));
}

export function isTokenExpired(expiresAt: string, now: Date = new Date()): boolean {
  if (isIsoDate(expiresAt)) return isoDateInZurich(now) > expiresAt;
  const end = Date.parse(expiresAt);
  return !Number.isNaN(end) && end <= now.getTime();
}

/** Revoked wins over expired: a revoked token stays revoked whatever its date. */
export function tokenStatus(token: Pick<ApiToken, 'isRevoked' | 'expiresAt'>, now: Date = new Date()): TokenStatus {
  if (token.isRevoked) return 'revoked';
  return isTokenExpired(token.expiresAt, now) ? 'expired' : 'active';
}

/** Choices of the create dialog: from tomorrow to two years ahead, one year ahead by default (Swiss dates). */
export function expiryBounds(now: Date = new Date()): { min: string; max: string; initial: string } {
  const today = isoDateInZurich(now);
  return {
    min: addDays(today, 1),
    max: addYears(today, MAX_TOKEN_YEARS),
    initial: addYears(today, DEFAULT_TOKEN_YEARS),
  };
}

/** 'abs_AbC1' -> 'abs_AbC1…': the prefix reads as the start of a longer secret. */
export function displayPrefix(tokenPrefix: string): string {
  return tokenPrefix.endsWith('…') ? tokenPrefix : `${tokenPrefix}…`;
}
