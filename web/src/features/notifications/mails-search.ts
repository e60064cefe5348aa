// The mail lists' state in the URL (the user's mails and the admins' outbox): the mail open in the reading pane, the
// status filter and the page. Pure: URL search params <-> the query of GET /mails and GET /admin/mails.
import { MAIL_STATUSES } from '../../../../src/contracts/notifications.ts';
import { defineListSearch, param } from '../../components/list-kit/list-search.ts';

export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAILS_PAGE_SIZE = 20;

export type MailsSearch = {
  /** The mail open in the reading pane. */
  mail?: string;
  status?: MailStatus;
  page?: number;
};

export const mailsSearch = defineListSearch<MailsSearch, 'CREATED_AT'>({
  params: { mail: param.id(64) },
  filters: { status: param.oneOf(MAIL_STATUSES) },
  // The server lists newest first; there is no other order.
  sort: { fields: ['CREATED_AT'], default: 'CREATED_AT', defaultOrder: 'DESC' },
  pageSize: MAILS_PAGE_SIZE,
});

export function parseMailsSearch(raw: Record<string, unknown>): MailsSearch {
  return mailsSearch.parse(raw);
}

export function toMailsQuery(search: MailsSearch) {
  const { skip, take } = mailsSearch.skipTake(search);
  return { skip, take, ...(search.status ? { status: search.status } : {}) };
}
