import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { getCsrfToken, setCsrfToken } from '../../lib/api-client.ts';
import { adminSession, userSession } from '../../testing/sessions.ts';
import { authKeys } from './api/auth-keys.ts';
import { acceptSession, identityKey, replaceSession } from './session-cache.ts';

afterEach(() => setCsrfToken(undefined));

function clientWithData() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.loginOptions(), {
    oidcEnabled: false,
    devLoginEnabled: true,
    devLoginCandidates: [],
  });
  queryClient.setQueryData(['users', 'list', {}], { items: [], totalCount: 3 });
  queryClient.setQueryData(['api-tokens', 'list'], { items: [] });
  return queryClient;
}

const cachedKeys = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0] as string)
    .sort();

describe('identityKey', () => {
  it('changes with the user, the role and the tenant', () => {
    const hrAdmin = userSession('HR_Admin');
    expect(identityKey(hrAdmin)).toBe(identityKey(userSession('HR_Admin', { csrfToken: 'other' })));
    expect(identityKey(hrAdmin)).not.toBe(identityKey(userSession('Payroll')));
    expect(identityKey(hrAdmin)).not.toBe(identityKey(adminSession()));
    expect(identityKey(null)).toBeNull();
  });
});

describe('replaceSession / acceptSession', () => {
  it('sign-in: stores the session and its CSRF token, drops data fetched before', () => {
    const queryClient = clientWithData();
    queryClient.setQueryData(authKeys.session(), null);
    replaceSession(queryClient, userSession('HR_Admin'));
    expect(getCsrfToken()).toBe('csrf-test');
    expect(queryClient.getQueryData(authKeys.session())).toMatchObject({ csrfToken: 'csrf-test' });
    expect(cachedKeys(queryClient)).toEqual(['auth', 'auth']);
  });

  it('role change: drops the data of the previous role', () => {
    const queryClient = clientWithData();
    queryClient.setQueryData(authKeys.session(), userSession('HR_Admin'));
    replaceSession(queryClient, userSession('Superior'));
    expect(cachedKeys(queryClient)).toEqual(['auth', 'auth']);
  });

  it('company switch: takes the new CSRF token and drops the data of the previous company', () => {
    const queryClient = clientWithData();
    queryClient.setQueryData(authKeys.session(), userSession('HR_Admin'));
    // The same person with the same role in another company: another user id and tenant.
    const after = userSession('HR_Admin', {
      tenant: { id: '7d2f4e1a-3b5c-4d6e-8f90-a1b2c3d4e5f6', name: 'Andere AG', defaultCorrespondenceLanguage: 'FR' },
      csrfToken: 'csrf-switched',
    });
    if (after.actor.kind === 'user') {
      after.actor.user = { ...after.actor.user, id: 'a4b3c2d1-0000-4000-8000-000000000001' };
    }
    replaceSession(queryClient, after);
    expect(getCsrfToken()).toBe('csrf-switched');
    expect(cachedKeys(queryClient)).toEqual(['auth', 'auth']);
  });

  it('sign-out: forgets the CSRF token and every tenant query', () => {
    const queryClient = clientWithData();
    setCsrfToken('csrf-test');
    queryClient.setQueryData(authKeys.session(), userSession('HR_Admin'));
    replaceSession(queryClient, null);
    expect(getCsrfToken()).toBeUndefined();
    expect(queryClient.getQueryData(authKeys.session())).toBeNull();
    expect(cachedKeys(queryClient)).toEqual(['auth', 'auth']);
  });

  it('a refreshed session of the same identity keeps the data and takes the new token', () => {
    const queryClient = clientWithData();
    queryClient.setQueryData(authKeys.session(), userSession('HR_Admin'));
    acceptSession(queryClient, userSession('HR_Admin', { csrfToken: 'csrf-rotated' }));
    expect(getCsrfToken()).toBe('csrf-rotated');
    expect(cachedKeys(queryClient)).toEqual(['api-tokens', 'auth', 'auth', 'users']);
  });

  it('the first session of a page load keeps what is cached', () => {
    const queryClient = clientWithData();
    acceptSession(queryClient, userSession('HR_Admin'));
    expect(cachedKeys(queryClient)).toEqual(['api-tokens', 'auth', 'users']);
  });
});
