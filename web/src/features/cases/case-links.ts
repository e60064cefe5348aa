// Which incapacity belongs to which case, from the case detail (decisions 0023 and 0029). The API moves claims by
// incapacity period: the claims of a case from the first day of one of its periods on become a case of their own
// (a split: POST /insured-person/{id}/reassign with targetCaseId null), or a whole case joins the case of the same
// type directly before it (a join: targetCaseId that case, a relapse). Pure functions: the choices the screen
// offers, the claims a move names, whether the API would accept it, and the server's refusal as a translation key.
// No Zod here (the cases chunk stays without it): the contract's messages are copied, case-links.test.ts keeps them
// equal.

/** The contract's CASE_LINK_MESSAGES (src/contracts/case-links.ts) with constant texts, by translation key. */
export const CASE_LINK_REFUSALS = {
  sickOnly: 'Only sickness (KTG) cases can be created this way',
  notWholePeriods: 'The claims must be every claim of the case from the first day of one of its incapacity periods on',
  accounted: 'Claims the accounting has scheduled or processed stay in their case',
  notPreviousCase:
    'Claims can only join the case directly before theirs of the same type (a relapse continues the last case)',
  sameCase: 'The claims already belong to this case',
  firstPeriodToNewCase: 'These claims already start their case',
} as const;

/** The messages with a date in them (CASE_LINK_MESSAGES.noPeriodStart and .alreadyOwnCase). */
const DATED_REFUSALS: readonly (readonly [RegExp, string])[] = [
  [/^No incapacity period of this person starts on (\d{4}-\d{2}-\d{2})/, 'noPeriodStart'],
  [/^The incapacity from (\d{4}-\d{2}-\d{2}) is already a case of its own$/, 'alreadyOwnCase'],
];

/** The translation key (below `cases.links.refusals`) and the date of a refusal's message; null if unknown. */
export function caseLinkRefusalOf(message: string): { key: string; date?: string } | null {
  for (const [key, text] of Object.entries(CASE_LINK_REFUSALS)) if (text === message) return { key };
  for (const [pattern, key] of DATED_REFUSALS) {
    const match = pattern.exec(message);
    if (match?.[1]) return { key, date: match[1] };
  }
  return null;
}

type Claim = { claimId: string; date: string | null; processingStatus: string };
type Period = { from: string; to: string; isRelapse: boolean };
export type LinkedCase = {
  caseId: string;
  type: 'SICK' | 'ACCIDENT';
  caseNumber: number;
  absentFrom: string;
  absentTo: string;
};
export type LinkCaseDetail = LinkedCase & { periods: readonly Period[]; claims: readonly Claim[] };

/** Where the days go: a case of their own, or the case directly before. */
export type LinkTarget = 'NEW_CASE' | 'PREVIOUS_CASE';

/** A period the days can be moved from: its first day on, to the end of the case. */
export type LinkPeriod = { from: string; to: string; isFirst: boolean; days: number };

/** The case's periods as starting points of a move, with the days (distinct dates with a claim) from each on. */
export function linkPeriodsOf(detail: LinkCaseDetail): LinkPeriod[] {
  const dates = [...new Set(detail.claims.map((claim) => claim.date).filter((date) => date !== null))];
  return detail.periods.map((period, index) => ({
    from: period.from,
    to: detail.absentTo,
    isFirst: index === 0,
    days: dates.filter((date) => date >= period.from).length,
  }));
}

/** The case of the same type directly before this one among the person's cases, or null. */
export function previousCaseOf(detail: LinkedCase, cases: readonly LinkedCase[]): LinkedCase | null {
  const before = cases
    .filter((one) => one.type === detail.type && one.caseId !== detail.caseId && one.absentFrom < detail.absentFrom)
    .sort((a, b) => a.absentFrom.localeCompare(b.absentFrom));
  return before.at(-1) ?? null;
}

/** Why a move cannot be made (a translation key below `cases.links.invalid`), or null when the API would take it. */
export type LinkProblem = 'firstPeriodToNewCase' | 'notWholeCase' | 'noPreviousCase' | 'accounted' | 'noClaims';

export type LinkPlan = {
  from: string;
  target: LinkTarget;
  /** The claim ids the move names: every claim of the case from `from` on. */
  claims: string[];
  days: number;
  problem: LinkProblem | null;
};

const ACCOUNTED = new Set(['SCHEDULED', 'PROCESSED']);

export function linkPlanOf(
  detail: LinkCaseDetail,
  previous: LinkedCase | null,
  from: string,
  target: LinkTarget,
): LinkPlan {
  const moved = detail.claims.filter((claim) => claim.date !== null && claim.date >= from);
  const days = new Set(moved.map((claim) => claim.date)).size;
  let problem: LinkProblem | null = null;
  if (moved.length === 0) problem = 'noClaims';
  else if (target === 'NEW_CASE' && from <= detail.absentFrom) problem = 'firstPeriodToNewCase';
  else if (target === 'PREVIOUS_CASE' && previous === null) problem = 'noPreviousCase';
  else if (target === 'PREVIOUS_CASE' && from > detail.absentFrom) problem = 'notWholeCase';
  else if (moved.some((claim) => ACCOUNTED.has(claim.processingStatus))) problem = 'accounted';
  return { from, target, claims: moved.map((claim) => claim.claimId), days, problem };
}
