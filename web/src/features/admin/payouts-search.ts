// The admin's payouts screen of a tenant (issue 15 scope 5): the URL state (status, month, with problems, page) and
// the default execution date of a release (the next Swiss bank business day after today). Pure; the caller passes
// today.
import { nextBankBusinessDay } from '../../../../src/domain/payouts/pain001/bank-business-days.ts';

export const PAYOUT_STATUS_FILTERS = ['DRAFT', 'PROPOSED', 'RELEASED'] as const;
export type PayoutStatusFilter = (typeof PAYOUT_STATUS_FILTERS)[number];

/** `?status=DRAFT&month=2026-03&problems=1&page=2`; the defaults are left out of the URL. */
export type PayoutsSearch = { status?: PayoutStatusFilter; month?: string; problems?: boolean; page?: number };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function parsePayoutsSearch(raw: Record<string, unknown>): PayoutsSearch {
  const status = (PAYOUT_STATUS_FILTERS as readonly unknown[]).includes(raw.status)
    ? (raw.status as PayoutStatusFilter)
    : undefined;
  const month = typeof raw.month === 'string' && MONTH.test(raw.month) ? raw.month : undefined;
  const problems = raw.problems === true || raw.problems === 1 || raw.problems === '1' || raw.problems === 'true';
  const pageNumber = typeof raw.page === 'number' ? raw.page : typeof raw.page === 'string' ? Number(raw.page) : 1;
  const page = Number.isInteger(pageNumber) && pageNumber > 1 ? pageNumber : undefined;
  return {
    ...(status ? { status } : {}),
    ...(month ? { month } : {}),
    ...(problems ? { problems: true } : {}),
    ...(page ? { page } : {}),
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The next Swiss bank business day after `today` (the earliest day a bank can still execute a file sent today). */
export function defaultExecutionDate(today: string): string {
  return nextBankBusinessDay(addDays(today, 1) as Parameters<typeof nextBankBusinessDay>[0]);
}

/** 'CHF' amount string ('1234.50', '-0.05') -> Rappen. */
export function amountToRappen(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return Math.round(Number(amount) * 100);
  const value = Number(match[2]) * 100 + Number(match[3]);
  return match[1] === '-' ? -value : value;
}

/** The problems of a refused release (409 PAYOUT_NOT_RELEASABLE: `{problems: [{payoutId, problems}]}`). */
export type ReleaseRefusal = { payoutId: string; problems: { code: string; message: string }[] };

export function releaseRefusals(body: unknown): ReleaseRefusal[] {
  if (typeof body !== 'object' || body === null) return [];
  const list = (body as { problems?: unknown }).problems;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { payoutId, problems } = entry as { payoutId?: unknown; problems?: unknown };
    if (typeof payoutId !== 'string' || !Array.isArray(problems)) return [];
    return [
      {
        payoutId,
        problems: problems.flatMap((problem) =>
          typeof problem === 'object' && problem !== null && typeof (problem as { code?: unknown }).code === 'string'
            ? [{ code: String(problem.code), message: String((problem as { message?: unknown }).message ?? '') }]
            : [],
        ),
      },
    ];
  });
}
