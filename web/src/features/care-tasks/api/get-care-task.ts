// GET /api/modular/care-task/{careTaskId}: the task with its form, answers, notes, comments, attachments and the
// protocol's state. While the protocol is being written (protocolStatus 'pending', after completing) the task is
// asked for again every 2 s until the protocol is ready.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { careTasksKeys } from './care-tasks-keys.ts';

export const PROTOCOL_POLL_MS = 2000;

export function useCareTask(careTaskId: string) {
  return useQuery({
    queryKey: careTasksKeys.detail(careTaskId),
    queryFn: ({ signal }) => apiRequest('careTaskGet', { params: { careTaskId }, signal }),
    refetchInterval: (query) => (query.state.data?.protocolStatus === 'pending' ? PROTOCOL_POLL_MS : false),
  });
}
