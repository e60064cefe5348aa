// GET and PUT /api/modular/notification-settings: the signed-in user's e-mail notifications per event.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { putNotificationSettingsBody } from '../../../../../src/contracts/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKeys } from './notifications-keys.ts';

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationsKeys.settings(),
    queryFn: ({ signal }) => apiRequest('notificationSettingsGet', { signal }),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof putNotificationSettingsBody>) => apiRequest('notificationSettingsPut', { body }),
    onSuccess: (settings) => queryClient.setQueryData(notificationsKeys.settings(), settings),
  });
}
