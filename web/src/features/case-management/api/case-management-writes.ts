// The writes on one case management: PATCH (case review, power of attorney, earliest report date, responsible),
// PUT plan and close with an outcome. Each sends the revision the screen loaded (409 REVISION_CONFLICT when someone
// saved in between: the screen offers the current version) and answers the whole case management, which replaces the
// cached one; the list is refreshed.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CaseManagement,
  closeCaseManagementBody,
  patchCaseManagementBody,
} from '../../../../../src/contracts/case-management.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PlanBody } from '../case-management-view.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export type CaseManagementPatch = z.input<typeof patchCaseManagementBody>;
export type CloseBody = z.input<typeof closeCaseManagementBody>;

function settle(queryClient: QueryClient, caseManagement: CaseManagement) {
  queryClient.setQueryData(caseManagementKeys.detail(caseManagement.caseManagementId), caseManagement);
  void queryClient.invalidateQueries({ queryKey: caseManagementKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: caseManagementKeys.employeeStatus(caseManagement.employeeId) });
}

function useCaseManagementWrite<Input>(request: (input: Input) => Promise<CaseManagement>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (result) => settle(queryClient, result) });
}

export function useUpdateCaseManagement(caseManagementId: string) {
  return useCaseManagementWrite((body: CaseManagementPatch) =>
    apiRequest('caseManagementUpdate', { params: { caseManagementId }, body }),
  );
}

export function usePutReturnToWorkPlan(caseManagementId: string) {
  return useCaseManagementWrite((body: PlanBody) =>
    apiRequest('caseManagementPlanPut', { params: { caseManagementId }, body }),
  );
}

export function useCloseCaseManagement(caseManagementId: string) {
  return useCaseManagementWrite((body: CloseBody) =>
    apiRequest('caseManagementClose', { params: { caseManagementId }, body }),
  );
}
