// Switching the UI language as the user's explicit choice: the app speaks it at once and the URL carries it as
// `lang` (spec section 1), so a shared link opens in the same language.
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import { changeLanguage } from './i18n.ts';

export function useLanguageChoice(): (language: SupportedLanguage) => void {
  const navigate = useNavigate();
  return useCallback(
    (language: SupportedLanguage) => {
      void changeLanguage(language);
      void navigate({ to: '.', search: (previous) => ({ ...previous, lang: language }), replace: true });
    },
    [navigate],
  );
}
