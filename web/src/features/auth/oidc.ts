// Sign-in through the company's identity provider (OIDC). Not a JSON endpoint but a full page navigation: the
// server redirects to the provider and, after sign-in, back to `returnTo` with the session cookie set.
import { API_PREFIX } from '../../../../src/contracts/endpoint.ts';

export const OIDC_LOGIN_PATH = `${API_PREFIX.modular}/auth/oidc/login`;

/** URL that starts the OIDC flow and comes back to `returnTo` (already sanitised: a path of this app). */
export function oidcLoginUrl(returnTo: string): string {
  return `${OIDC_LOGIN_PATH}?${new URLSearchParams({ returnTo }).toString()}`;
}
