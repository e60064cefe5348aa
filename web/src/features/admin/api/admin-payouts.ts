// The admin's payout routes for a tenant (issue 15, decisions 0031 and 0033): metadata, the list with filters and
// totals, one payout, the drafts of a locked month (regenerate), the releases (propose, approve, cancel) and a
// payout's statement. Every change invalidates the tenant's payouts (metadata, list, releases).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { payoutListQuery } from '../../../../../src/contracts/payouts.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type PayoutListQuery = z.input<typeof payoutListQuery>;

const payoutsKey = (tenantId: string) => [...adminKeys.tenant(tenantId), 'payouts'] as const;

export function usePayoutMetadata(tenantId: string) {
  return useQuery({
    queryKey: [...payoutsKey(tenantId), 'metadata'] as const,
    queryFn: ({ signal }) => apiRequest('adminPayoutMetadata', { params: { tenantId }, signal }),
  });
}

export function usePayoutList(tenantId: string, query: PayoutListQuery) {
  return useQuery({
    queryKey: [...payoutsKey(tenantId), 'list', query] as const,
    queryFn: ({ signal }) => apiRequest('adminPayoutList', { params: { tenantId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayout(tenantId: string, payoutId: string | null) {
  return useQuery({
    queryKey: [...payoutsKey(tenantId), 'detail', payoutId ?? ''] as const,
    queryFn: ({ signal }) => apiRequest('adminPayoutGet', { params: { tenantId, payoutId: payoutId ?? '' }, signal }),
    enabled: payoutId !== null,
  });
}

/** The releases; while a released one still writes statements, asks again every 5 s. */
export function usePayoutReleases(tenantId: string) {
  return useQuery({
    queryKey: [...payoutsKey(tenantId), 'releases'] as const,
    queryFn: ({ signal }) => apiRequest('adminPayoutReleaseList', { params: { tenantId }, signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'RELEASED' && item.statementsWritten < item.payoutCount)
        ? 5_000
        : false,
  });
}

function useInvalidatePayouts(tenantId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: payoutsKey(tenantId) });
}

export function useRegeneratePayouts(tenantId: string) {
  const invalidate = useInvalidatePayouts(tenantId);
  return useMutation({
    mutationFn: (accountingMonthId: string) =>
      apiRequest('adminPayoutRegenerate', { params: { tenantId }, body: { accountingMonthId } }),
    onSuccess: invalidate,
  });
}

export function useProposeRelease(tenantId: string) {
  const invalidate = useInvalidatePayouts(tenantId);
  return useMutation({
    mutationFn: (body: { payoutIds: string[]; requestedExecutionDate: string; comment: string }) =>
      apiRequest('adminPayoutRelease', { params: { tenantId }, body }),
    onSuccess: invalidate,
  });
}

export function useDecideRelease(tenantId: string) {
  const invalidate = useInvalidatePayouts(tenantId);
  return useMutation({
    mutationFn: ({ releaseId, decision }: { releaseId: string; decision: 'approve' | 'cancel' }) =>
      apiRequest(decision === 'approve' ? 'adminPayoutReleaseApprove' : 'adminPayoutReleaseCancel', {
        params: { tenantId, releaseId },
      }),
    onSuccess: invalidate,
  });
}

export function usePayoutStatement(tenantId: string) {
  return useMutation({
    mutationFn: (payoutId: string) => apiRequest('adminPayoutStatement', { params: { tenantId, payoutId } }),
  });
}
