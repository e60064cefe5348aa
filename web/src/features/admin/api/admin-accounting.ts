// The admin's accounting routes for a tenant (issue 14, decision 0030): the months (list, open one, one month's
// locks, totals and files), the lock preview (writes nothing), the lock (irreversible; sends the preview's line count
// and total so a changed month answers 409 LOCK_PREVIEW_OUTDATED) and the KTG protocol's regeneration.
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type LockUnit = { companySubunitId: string | null; processingGroupId: string | null };

const monthsKey = (tenantId: string) => [...adminKeys.tenant(tenantId), 'accounting'] as const;
const monthKey = (tenantId: string, month: string) => [...monthsKey(tenantId), month] as const;

export function useAdminAccountingMonths(tenantId: string) {
  return useQuery({
    queryKey: monthsKey(tenantId),
    queryFn: ({ signal }) => apiRequest('adminAccountingMonthList', { params: { tenantId }, signal }),
  });
}

/** One month; while a lock's files are being generated (a lock without files), asks again every 3 s. */
export function useAdminAccountingMonth(tenantId: string, month: string | null) {
  return useQuery({
    queryKey: monthKey(tenantId, month ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('adminAccountingMonthGet', { params: { tenantId, accountingMonthId: month ?? '' }, signal }),
    enabled: month !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || data.lockedEntities.length === 0) return false;
      return data.ktgProtocolExports.some((item) => !item.isPreview) ? false : 3_000;
    },
  });
}

export function useCreateAccountingMonth(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountingMonthId: string) =>
      apiRequest('adminAccountingMonthCreate', { params: { tenantId }, body: { accountingMonthId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: monthsKey(tenantId) }),
  });
}

export function useLockPreview(tenantId: string, month: string | null, unit: LockUnit, enabled: boolean) {
  return useQuery({
    queryKey: [...monthKey(tenantId, month ?? ''), 'lock-preview', unit] as const,
    queryFn: ({ signal }) =>
      apiRequest('adminAccountingMonthLockPreview', {
        params: { tenantId, accountingMonthId: month ?? '' },
        query: {
          ...(unit.companySubunitId ? { companySubunitId: unit.companySubunitId } : {}),
          ...(unit.processingGroupId ? { processingGroupId: unit.processingGroupId } : {}),
        },
        signal,
      }),
    enabled: enabled && month !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useLockMonth(tenantId: string, month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LockUnit & { expectedLineCount: number; expectedTotalAmount: string }) =>
      apiRequest('adminAccountingMonthLock', { params: { tenantId, accountingMonthId: month }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: monthsKey(tenantId) }),
  });
}

export function useRegenerateKtgProtocol(tenantId: string, month: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('adminAccountingMonthRegenerateKtgProtocol', { params: { tenantId, accountingMonthId: month } }),
    onSuccess: () => client.invalidateQueries({ queryKey: monthKey(tenantId, month) }),
  });
}

// The two checks of a tenant's month (issue 14 scope 6): GET /admin/accounting-month-checks/*.
const checksKey = (tenantId: string, month: string) => [...adminKeys.tenant(tenantId), 'accounting-checks', month];

export function useAbsencesWithoutClaims(tenantId: string, month: string, enabled = true) {
  return useQuery({
    queryKey: [...checksKey(tenantId, month), 'absences'] as const,
    queryFn: ({ signal }) =>
      apiRequest('adminCheckAbsencesWithoutClaims', { query: { tenantId, accountingMonth: month }, signal }),
    enabled,
  });
}

export function useEmployeeStatistics(tenantId: string, month: string, enabled = true) {
  return useQuery({
    queryKey: [...checksKey(tenantId, month), 'statistics'] as const,
    queryFn: ({ signal }) =>
      apiRequest('adminCheckEmployeeStatistics', { query: { tenantId, accountingMonth: month }, signal }),
    enabled,
  });
}

export type CheckPerson = { personnelNumber: string; firstName: string; lastName: string };

/**
 * The names of the persons shown (the check answers employee ids): each person's record valid on their first
 * absence day in the list, read once and kept; undefined while it loads or when it cannot be read.
 */
export function useCheckPersons(tenantId: string, persons: readonly { employeeId: string; firstDay: string }[]) {
  const results = useQueries({
    queries: persons.map((person) => ({
      queryKey: [...adminKeys.tenant(tenantId), 'employee', person.employeeId, person.firstDay] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest('adminEmployeeGet', {
          params: { tenantId, employeeId: person.employeeId },
          query: { dateOfReference: person.firstDay },
          signal,
        }),
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  const names = new Map<string, CheckPerson>();
  results.forEach((result, index) => {
    const data = result.data?.record.data;
    const person = persons[index];
    if (data && person) {
      names.set(person.employeeId, {
        personnelNumber: data.personnelNumber,
        firstName: data.firstName,
        lastName: data.lastName,
      });
    }
  });
  return { names, isLoading: results.some((result) => result.isPending) };
}
