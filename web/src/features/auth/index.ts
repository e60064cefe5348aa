// Public surface of the auth feature (other code imports from here). The shell and the router import this index
// at start, so it names no component that only some pages render: the sign-in panel, the user menu and the profile
// form are app/'s from screens/ (login.ts, layout.ts, settings-personal.ts: one entry per page), so that they load
// with the pages that show them (issue 10, first load).
export { authKeys } from './api/auth-keys.ts';
export { useLoginOptions } from './api/get-login-options.ts';
export { sessionQueryOptions, useSessionQuery } from './api/get-session.ts';
export { OIDC_LOGIN_PATH, oidcLoginUrl } from './oidc.ts';
export { can, isAreaVisible } from './permissions.ts';
export { returnToFor, sanitizeReturnTo, withLanguage } from './return-to.ts';
export {
  acceptSession,
  identityKey,
  removeIdentityBoundQueries,
  replaceSession,
  type Session,
} from './session-cache.ts';
export { useApplyProfileLanguage, useSaveLanguageToProfile } from './use-profile-language.ts';
export { SessionProvider, useCurrentUser, useOptionalSession, usePermission, useSession } from './use-session.tsx';
