// GET /api/modular/absence/absence-editing-blocked: true while a file of the company processes (every absence write
// then answers FILES_PROCESSING). Asked again every few seconds while blocked, so the screen unlocks by itself when
// the file is done, and now and then otherwise, so a file started elsewhere locks the buttons before a refusal.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { absencesKeys } from './absences-keys.ts';

const BLOCKED_POLL_MS = 3000;
const FREE_POLL_MS = 20_000;

export function useAbsenceEditingBlocked(enabled: boolean) {
  return useQuery({
    queryKey: absencesKeys.editingBlocked(),
    queryFn: ({ signal }) => apiRequest('absenceEditingBlocked', { signal }),
    enabled,
    refetchInterval: (query) => (query.state.data === true ? BLOCKED_POLL_MS : FREE_POLL_MS),
  });
}
