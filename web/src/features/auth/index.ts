// Public surface of the auth feature (other code imports only from here).
export { authKeys } from './api/auth-keys.ts';
export { useLoginOptions } from './api/get-login-options.ts';
export { sessionQueryOptions, useSessionQuery } from './api/get-session.ts';
export { LoginPanel } from './components/login-panel.tsx';
export { ProfileForm } from './components/profile-form.tsx';
export { UserMenu } from './components/user-menu.tsx';
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
