// The admin's case routes (decisions 0021, 0025): a tenant's cases (GET /admin/tenant/{tenantId}/cases), the preview
// of an input change (POST …/input-preview, writes nothing) and the writes of manual corrections, IV settings,
// benefit stops, the accident date and the insurer's decision (DENIED, decision 0029). A write refreshes the case (its key covers the admin's detail and
// explanations) and the tenant's case list.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CaseInputPreviewBody } from '../../../../../src/contracts/case-inputs.ts';
import type { casesQuery } from '../../../../../src/contracts/cases.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { casesKeys } from '../../cases/index.ts';
import type { CaseInputChange } from '../case-input-forms.ts';
import { adminKeys } from './admin-keys.ts';

export type AdminCasesQuery = z.input<typeof casesQuery>;

export function useAdminTenantCases(tenantId: string, query: AdminCasesQuery) {
  return useQuery({
    queryKey: adminKeys.cases(tenantId, query),
    queryFn: ({ signal }) => apiRequest('adminTenantCasesList', { params: { tenantId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The case an input belongs to, as the admin routes name it. */
export type CaseRef = { tenantId: string; insuredPersonId: string; caseId: string };

export function useCaseInputPreview(ref: CaseRef) {
  return useMutation({
    mutationFn: (body: CaseInputPreviewBody) =>
      apiRequest('adminCaseInputPreview', { params: ref, body: body as CaseInputPreviewBody }),
  });
}

/** One write of the editor: which input, which verb (no id: create; id and input: change; input null: remove). */
export type CaseInputWrite = CaseInputChange;

async function write(ref: CaseRef, change: CaseInputWrite): Promise<unknown> {
  const { tenantId, insuredPersonId, caseId } = ref;
  switch (change.kind) {
    case 'BENEFIT_STOP':
      if (change.input === null) {
        return apiRequest('adminBenefitStopDelete', { params: { ...ref, benefitStopId: change.id ?? '' } });
      }
      return change.id
        ? apiRequest('adminBenefitStopUpdate', { params: { ...ref, benefitStopId: change.id }, body: change.input })
        : apiRequest('adminBenefitStopCreate', { params: ref, body: change.input });
    case 'IV_SETTING':
      if (change.input === null) {
        return apiRequest('adminIvSettingDelete', { params: { ...ref, ivSettingId: change.id ?? '' } });
      }
      return change.id
        ? apiRequest('adminIvSettingUpdate', { params: { ...ref, ivSettingId: change.id }, body: change.input })
        : apiRequest('adminIvSettingCreate', { params: ref, body: change.input });
    case 'MANUAL_CORRECTION': {
      const params = { tenantId, insuredPersonId, ktgCaseId: caseId };
      return change.input === null
        ? apiRequest('adminManualCorrectionDelete', { params: { ...params, manualCorrectionId: change.id ?? '' } })
        : apiRequest('adminManualCorrectionCreate', { params, body: change.input });
    }
    case 'ACCIDENT_DATE':
      return change.input === null
        ? apiRequest('adminAccidentDateReset', { params: ref })
        : apiRequest('adminAccidentDateSet', { params: ref, body: change.input });
    case 'CASE_DECISION':
      return change.input === null
        ? apiRequest('adminCaseDecisionWithdraw', { params: ref })
        : apiRequest('adminCaseDecisionSet', { params: ref, body: change.input });
  }
}

export function useSaveCaseInput(ref: CaseRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CaseInputWrite) => write(ref, change),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: casesKeys.case(ref.caseId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.tenantCases(ref.tenantId) }),
      ]);
    },
  });
}
