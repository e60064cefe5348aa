// The admin's payouts screen of a tenant (issue 15 scope 5): the URL state (status, month, with problems, search,
// carrier, payee, sort, page), the list's query built from it, and the default execution date of a release (the
// next Swiss bank business day after today). Pure; the caller passes today.
import { nextBankBusinessDay } from '../../../../src/domain/payouts/pain001/bank-business-days.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

export const PAYOUT_STATUS_FILTERS = ['DRAFT', 'PROPOSED', 'RELEASED'] as const;
export type PayoutStatusFilter = (typeof PAYOUT_STATUS_FILTERS)[number];

/** The contract's PAYEE_KINDS and PAYOUT_SORT_FIELDS (payouts-search.test.ts keeps them equal; no Zod here). */
export const PAYEE_KIND_FILTERS = ['EMPLOYER', 'INSURED_PERSON'] as const;
export type PayeeKindFilter = (typeof PAYEE_KIND_FILTERS)[number];
export const PAYOUT_SORT_FIELDS = ['ACCOUNTING_MONTH', 'LAST_NAME', 'NET_AMOUNT', 'CASE_NUMBER'] as const;
export type PayoutSortField = (typeof PAYOUT_SORT_FIELDS)[number];
export type PayoutSortOrder = SortOrder;

export const PAYOUTS_PAGE_SIZE = 20;
const SEARCH_MAX_LENGTH = 200;

/**
 * `?status=DRAFT&month=2026-03&problems=1&search=Meier&carrier=<uuid>&payee=EMPLOYER&sortBy=NET_AMOUNT&sortOrder=DESC
 * &page=2`; the defaults (no filter, sorted by last name A–Z, page 1) are left out of the URL.
 */
export type PayoutsSearch = {
  status?: PayoutStatusFilter;
  month?: string;
  problems?: boolean;
  /** Name, personnel number or case number. */
  search?: string;
  carrier?: string;
  payee?: PayeeKindFilter;
  sortBy?: PayoutSortField;
  sortOrder?: PayoutSortOrder;
  page?: number;
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters (not sort or page): set ones make an empty list say "no payouts for these filters". */
export const PAYOUT_FILTER_KEYS = ['status', 'month', 'problems', 'search', 'carrier', 'payee'] as const;

/** The list's URL state on the list kit: the filters, sort (last name A–Z by default), the fixed page size. */
export const payoutsSearch = defineListSearch<PayoutsSearch, PayoutSortField>({
  filters: {
    status: param.oneOf(PAYOUT_STATUS_FILTERS),
    month: param.pattern(MONTH),
    problems: (value) => (value === true || value === 1 || value === '1' || value === 'true' ? true : undefined),
    search: param.text(SEARCH_MAX_LENGTH),
    carrier: (value) => (typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined),
    payee: param.oneOf(PAYEE_KIND_FILTERS),
  },
  sort: {
    fields: PAYOUT_SORT_FIELDS,
    default: 'LAST_NAME',
    defaultOrder: 'ASC',
    // Months and net amounts from the largest, names and case numbers from A / 1.
    descendingFirst: ['ACCOUNTING_MONTH', 'NET_AMOUNT'],
  },
  pageSize: PAYOUTS_PAGE_SIZE,
});

/** The search params -> the list's state (only its keys); invalid values and defaults dropped. */
export function parsePayoutsSearch(raw: Record<string, unknown>): PayoutsSearch {
  return payoutsSearch.parse(raw);
}

/** A filter changed: merged into the search, normalised, back on page 1. */
export function filterPayoutsSearch(search: PayoutsSearch, changes: Partial<PayoutsSearch>): PayoutsSearch {
  return payoutsSearch.parse({ ...search, ...changes, page: undefined });
}

/**
 * A column header clicked: the same column flips the order; another starts with what one looks for first — months
 * and net amounts from the largest, names and case numbers from A / 1. Back on page 1.
 */
export function togglePayoutsSort(search: PayoutsSearch, field: PayoutSortField): PayoutsSearch {
  return payoutsSearch.parse(payoutsSearch.toggleSort(search, field));
}

/** The list route's query of the search (GET …/payout). */
export function toPayoutListQuery(search: PayoutsSearch) {
  const page = search.page ?? 1;
  return {
    ...(search.status ? { statuses: [search.status] } : {}),
    ...(search.month ? { accountingMonthId: search.month } : {}),
    ...(search.problems ? { withProblems: 'true' as const } : {}),
    ...(search.search ? { search: search.search } : {}),
    ...(search.carrier ? { carrierId: search.carrier } : {}),
    ...(search.payee ? { payeeKind: search.payee } : {}),
    sortBy: search.sortBy ?? 'LAST_NAME',
    sortOrder: search.sortOrder ?? 'ASC',
    skip: (page - 1) * PAYOUTS_PAGE_SIZE,
    take: PAYOUTS_PAGE_SIZE,
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
