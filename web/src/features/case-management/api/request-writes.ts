// The writes on requests: create (POST /case-management-request; 409 CASE_MANAGEMENT_REQUEST_OPEN or
// CASE_MANAGEMENT_ACTIVE), accept (with the responsible case manager), decline (reason required) and withdraw (the
// requester's own open request). Each refreshes the inbox, the list, the employee's status and, for an accept, the
// new case management.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseManagementRequest } from '../../../../../src/contracts/case-management.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { workListKeys } from '../../work-list/index.ts';
import { caseManagementKeys } from './case-management-keys.ts';

function useRequestWrite<Input>(request: (input: Input) => Promise<CaseManagementRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: caseManagementKeys.requests() });
      void queryClient.invalidateQueries({ queryKey: caseManagementKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: caseManagementKeys.employeeStatus(result.employeeId) });
      if (result.caseManagementId) {
        void queryClient.invalidateQueries({ queryKey: caseManagementKeys.detail(result.caseManagementId) });
      }
      void queryClient.invalidateQueries({ queryKey: workListKeys.all });
    },
  });
}

export function useCreateCaseManagementRequest() {
  return useRequestWrite((body: { employeeId: string; ktgCaseId?: string; reason: string }) =>
    apiRequest('caseManagementRequestCreate', { body }),
  );
}

export function useAcceptCaseManagementRequest() {
  return useRequestWrite(({ requestId, responsibleUserId }: { requestId: string; responsibleUserId?: string }) =>
    apiRequest('caseManagementRequestAccept', {
      params: { requestId },
      body: responsibleUserId ? { responsibleUserId } : {},
    }),
  );
}

export function useDeclineCaseManagementRequest() {
  return useRequestWrite(({ requestId, declineReason }: { requestId: string; declineReason: string }) =>
    apiRequest('caseManagementRequestDecline', { params: { requestId }, body: { declineReason } }),
  );
}

export function useWithdrawCaseManagementRequest() {
  return useRequestWrite((requestId: string) => apiRequest('caseManagementRequestWithdraw', { params: { requestId } }));
}
