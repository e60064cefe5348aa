// Query keys of the notifications feature.
export const notificationsKeys = {
  all: ['notifications'] as const,
  settings: () => [...notificationsKeys.all, 'settings'] as const,
  mails: (scope: 'user' | 'admin') => [...notificationsKeys.all, 'mails', scope] as const,
  mailList: (scope: 'user' | 'admin', query: object) => [...notificationsKeys.mails(scope), 'list', query] as const,
  mail: (scope: 'user' | 'admin', mailId: string) => [...notificationsKeys.mails(scope), 'mail', mailId] as const,
};
