// The accounting feature's requests (issue 14, decision 0030), each with its query key: the opened months, the
// widget, a month's lines (server-paged, the previous page kept dimmed), its submissions, its files (salary exports
// and KTG protocols) and the preview of an open month's files; the claims area's cases with unassigned claims, a
// person's claims and the scheduling of claims into a month. A write invalidates the keys it changes.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { submissionBody } from '../../../../../src/contracts/accounting.ts';
import type { ClaimPatchBody } from '../../../../../src/contracts/cases.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AccountingLinesRequest } from '../accounting-search.ts';

export const accountingKeys = {
  all: ['accounting'] as const,
  months: () => [...accountingKeys.all, 'months'] as const,
  month: (month: string) => [...accountingKeys.all, 'month', month] as const,
  widget: (month: string | null) => [...accountingKeys.all, 'widget', month] as const,
  lines: (month: string, query: AccountingLinesRequest) => [...accountingKeys.month(month), 'lines', query] as const,
  submissions: (month: string) => [...accountingKeys.month(month), 'submissions'] as const,
  submissionPreview: (month: string, unit: { companySubunitId: string | null; processingGroupId: string | null }) =>
    [...accountingKeys.month(month), 'submission-preview', unit] as const,
  exports: (month: string) => [...accountingKeys.month(month), 'exports'] as const,
  claims: () => [...accountingKeys.all, 'claims'] as const,
  unassigned: (page: number, pageSize: number) => [...accountingKeys.claims(), 'cases', page, pageSize] as const,
  personCases: (insuredPersonId: string) => [...accountingKeys.claims(), 'person', insuredPersonId] as const,
};

export function useAccountingMonths() {
  return useQuery({
    queryKey: accountingKeys.months(),
    queryFn: ({ signal }) => apiRequest('accountingMonthsLockedAndUnlocked', { signal }),
  });
}

export function useDailyAllowanceWidget(month: string | null) {
  return useQuery({
    queryKey: accountingKeys.widget(month),
    queryFn: ({ signal }) =>
      apiRequest('dailyAllowanceWidget', { query: month ? { accountingMonth: month } : {}, signal }),
  });
}

export function useAccountingLines(month: string | null, query: AccountingLinesRequest) {
  return useQuery({
    queryKey: accountingKeys.lines(month ?? '', query),
    queryFn: ({ signal }) =>
      apiRequest('accountingMonthLines', { params: { accountingMonthId: month ?? '' }, query, signal }),
    enabled: month !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSubmissions(month: string | null) {
  return useQuery({
    queryKey: accountingKeys.submissions(month ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('accountingMonthSubmissionsList', { params: { accountingMonth: month ?? '' }, signal }),
    enabled: month !== null,
  });
}

/** Before submitting: whether the month has begun and the unit's open data issues (decision 0041). */
export function useSubmissionPreview(
  month: string,
  unit: { companySubunitId: string | null; processingGroupId: string | null },
  enabled: boolean,
) {
  return useQuery({
    queryKey: accountingKeys.submissionPreview(month, unit),
    queryFn: ({ signal }) =>
      apiRequest('accountingMonthSubmissionPreview', {
        params: { accountingMonth: month },
        query: {
          ...(unit.companySubunitId ? { companySubunitId: unit.companySubunitId } : {}),
          ...(unit.processingGroupId ? { processingGroupId: unit.processingGroupId } : {}),
        },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type SubmissionInput = z.input<typeof submissionBody>;

export function useSubmitMonth(month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionInput) =>
      apiRequest('accountingMonthSubmit', { params: { accountingMonth: month }, body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: accountingKeys.month(month) }),
        client.invalidateQueries({ queryKey: accountingKeys.months() }),
        client.invalidateQueries({ queryKey: [...accountingKeys.all, 'widget'] }),
      ]);
    },
  });
}

/** Whether the files include one of a lock (not a preview): every lock's job writes at least its KTG protocol. */
export function hasLockExport(items: readonly { isPreview: boolean }[]): boolean {
  return items.some((item) => !item.isPreview);
}

/**
 * The month's files; when the month is locked for some unit but its salary export is not there yet (the lock's job
 * generates it in the background), asks again every 3 s until it is.
 */
export function useSalaryExports(month: string | null, isLockedSomewhere: boolean) {
  return useQuery({
    queryKey: accountingKeys.exports(month ?? ''),
    queryFn: ({ signal }) => apiRequest('salaryExportsList', { query: { accountingMonthId: month ?? '' }, signal }),
    enabled: month !== null,
    refetchInterval: (query) =>
      isLockedSomewhere && query.state.data && !hasLockExport(query.state.data.items) ? 3_000 : false,
  });
}

export function useGenerateExportPreview(month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('salaryExportPreview', { params: { accountingMonthId: month } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.exports(month) }),
  });
}

export function useCasesWithUnassignedClaims(page: number, pageSize: number) {
  return useQuery({
    queryKey: accountingKeys.unassigned(page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest('casesWithUnassignedClaims', {
        query: { skip: (page - 1) * pageSize, take: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A person's cases with their claims (the claims of the case the claims area opened). */
export function usePersonClaims(insuredPersonId: string | null) {
  return useQuery({
    queryKey: accountingKeys.personCases(insuredPersonId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('insuredPersonCases', { params: { insuredPersonId: insuredPersonId ?? '' }, signal }),
    enabled: insuredPersonId !== null,
  });
}

export function useScheduleClaims() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimPatchBody) => apiRequest('claimsPatch', { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: accountingKeys.claims() }),
        client.invalidateQueries({ queryKey: [...accountingKeys.all, 'month'] }),
        client.invalidateQueries({ queryKey: [...accountingKeys.all, 'widget'] }),
      ]);
    },
  });
}
