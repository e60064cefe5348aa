// The confidential notes of a case management (employee.caseManagement.notes.view; every read is audited by the
// server): GET the list, POST a note, DELETE an own note (answers the list). Asked for only when the user may read
// them, never prefetched.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { caseManagementKeys } from './case-management-keys.ts';

export function useCaseManagementNotes(caseManagementId: string, enabled: boolean) {
  return useQuery({
    queryKey: caseManagementKeys.notes(caseManagementId),
    queryFn: ({ signal }) => apiRequest('caseManagementNotesList', { params: { caseManagementId }, signal }),
    enabled,
  });
}

export function useAddCaseManagementNote(caseManagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest('caseManagementNoteCreate', { params: { caseManagementId }, body: { text } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: caseManagementKeys.notes(caseManagementId) }),
  });
}

export function useDeleteCaseManagementNote(caseManagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => apiRequest('caseManagementNoteDelete', { params: { caseManagementId, noteId } }),
    onSuccess: (notes) => queryClient.setQueryData(caseManagementKeys.notes(caseManagementId), notes),
  });
}
