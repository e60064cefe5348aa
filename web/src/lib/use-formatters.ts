// Swiss formatters bound to the current UI language; components re-render on language change via useTranslation.
import { useMemo } from 'react';
import type { SupportedLanguage } from '../../../src/contracts/index.ts';
import {
  formatChf,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatInstantDate,
  formatMonth,
  formatNumber,
  formatPercent,
  type NumberFormatOptions,
} from './format.ts';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from './language.ts';
import { useTranslation } from './translator.ts';

export function useCurrentLanguage(): SupportedLanguage {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function useFormatters() {
  const language = useCurrentLanguage();
  return useMemo(
    () => ({
      language,
      date: formatDate,
      dateTime: formatDateTime,
      dateTimeSeconds: formatDateTimeSeconds,
      instantDate: formatInstantDate,
      month: (isoMonth: string) => formatMonth(isoMonth, language),
      chf: (rappen: number) => formatChf(rappen, language),
      number: (value: number, options?: NumberFormatOptions) => formatNumber(value, language, options),
      percent: (percentPoints: number, options?: NumberFormatOptions) =>
        formatPercent(percentPoints, language, options),
    }),
    [language],
  );
}
