import { describe, expect, it } from 'vitest';
import { mailsSearch, parseMailsSearch, toMailsQuery } from './mails-search.ts';

const MAIL = '0b6e3c1e-5c3a-4f0e-9d7a-1f2e3d4c5b6a';

describe('mail lists in the URL', () => {
  it('keeps the open mail, the status and the page; drops what is not valid', () => {
    expect(parseMailsSearch({ mail: MAIL, status: 'OUTBOX', page: '3', lang: 'it' })).toEqual({
      mail: MAIL,
      status: 'OUTBOX',
      page: 3,
    });
    expect(parseMailsSearch({ mail: 'a,b', status: 'DRAFT', page: '-1' })).toEqual({});
  });

  it('asks for 20 a page: page 3 → skip 2 × 20 = 40', () => {
    expect(toMailsQuery({ page: 3, status: 'FAILED' })).toEqual({ skip: 40, take: 20, status: 'FAILED' });
    expect(toMailsQuery({})).toEqual({ skip: 0, take: 20 });
  });

  it('keeps the open mail when the status filter changes, and starts again on page 1', () => {
    expect(mailsSearch.withFilter({ mail: MAIL, page: 2 }, { status: 'SENT' })).toEqual({ mail: MAIL, status: 'SENT' });
  });
});
