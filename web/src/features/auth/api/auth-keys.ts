// Query and mutation keys of the auth feature. Everything under `auth` survives a change of the signed-in
// identity; every other query is removed then (see session-cache.ts).
export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
  loginOptions: () => [...authKeys.all, 'login-options'] as const,
  devLogin: () => [...authKeys.all, 'dev-login'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
  changeOwnRole: () => [...authKeys.all, 'change-own-role'] as const,
  switchTenant: () => [...authKeys.all, 'switch-tenant'] as const,
  updateOwnProfile: () => [...authKeys.all, 'update-own-profile'] as const,
};
