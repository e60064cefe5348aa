// The root of every page, signed in or not: follows the `lang` search parameter (spec section 1), including
// back/forward navigation, and renders the matched route.
import { Outlet, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';
import { toSupportedLanguage } from '../../lib/language.ts';

/**
 * Runs only when the parameter changes, so a switch made in the language switcher is never undone by the URL it
 * is updating.
 */
function useLanguageFromSearch(): void {
  const search = useSearch({ strict: false });
  // Validated again here: the router keeps unknown raw values (e.g. `?lang=xx`) in the non-strict search.
  const requested = toSupportedLanguage(search.lang);
  useEffect(() => {
    if (requested && requested !== currentLanguage()) void changeLanguage(requested);
  }, [requested]);
}

export function RootLayout() {
  useLanguageFromSearch();
  return <Outlet />;
}
