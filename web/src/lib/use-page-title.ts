// Translated document title per screen ("<page> · <product>"), so tabs, history and screen readers name the page.
import { useEffect } from 'react';
import { useTranslation } from './translator.ts';

export function usePageTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const title = t('app.documentTitle', { page: pageTitle, appName: t('app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
