// The mails the product wrote: the signed-in user's (GET /mails, /mail/{id}) and, for platform admins, all of them
// (GET /admin/mails, /admin/mail/{id}) — in the demo without SMTP they wait in the outbox and are read here.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsKeys } from './notifications-keys.ts';

export type MailScope = 'user' | 'admin';
type MailsQuery = { skip: number; take: number; status?: 'QUEUED' | 'SENT' | 'FAILED' | 'OUTBOX' };

export function useMails(scope: MailScope, query: MailsQuery) {
  return useQuery({
    queryKey: notificationsKeys.mailList(scope, query),
    queryFn: ({ signal }) =>
      scope === 'admin' ? apiRequest('adminMailsList', { query, signal }) : apiRequest('mailsList', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMail(scope: MailScope, mailId: string | undefined) {
  return useQuery({
    queryKey: notificationsKeys.mail(scope, mailId ?? ''),
    queryFn: ({ signal }) =>
      scope === 'admin'
        ? apiRequest('adminMailGet', { params: { mailId: mailId as string }, signal })
        : apiRequest('mailGet', { params: { mailId: mailId as string }, signal }),
    enabled: mailId !== undefined,
  });
}
