// The signed-in user's language lives in the profile (spec: "a route parameter lang may override the user's
// language"): a choice made in the app is saved there, and on sign-in the app speaks the saved language unless
// the URL names one.
import { useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { SupportedLanguage } from '../../../../src/contracts/index.ts';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { toSupportedLanguage } from '../../lib/language.ts';
import { useUpdateOwnProfile } from './api/update-own-profile.ts';
import { can } from './permissions.ts';
import { useSession } from './use-session.tsx';

/** Saves a language choice to the profile (users with userProfile.edit; admins have no profile). */
export function useSaveLanguageToProfile(): (language: SupportedLanguage) => void {
  const session = useSession();
  const { mutate } = useUpdateOwnProfile();
  const user = session.actor.kind === 'user' ? session.actor.user : null;
  const mayEdit = can(session, 'userProfile.edit');
  return useCallback(
    (language: SupportedLanguage) => {
      // Best effort: the UI has switched already; a failed save only means the next sign-in starts in the old one.
      if (user && mayEdit && user.language !== language) mutate({ language });
    },
    [user, mayEdit, mutate],
  );
}

/** Once per signed-in user: switch to the profile language, unless `?lang=` asks for another one. */
export function useApplyProfileLanguage(): void {
  const session = useSession();
  const search = useSearch({ strict: false });
  const hasLanguageInUrl = toSupportedLanguage(search.lang) !== undefined;
  const user = session.actor.kind === 'user' ? session.actor.user : null;
  const appliedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (!hasLanguageInUrl && user.language !== currentLanguage()) void changeLanguage(user.language);
  }, [user, hasLanguageInUrl]);
}
