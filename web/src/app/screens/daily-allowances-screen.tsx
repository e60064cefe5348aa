// The daily-allowances area (issue 14, decision 0030) at /daily-allowances (URL state: month, search, filters, sort,
// page) and the claims area at /claims.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  ClaimsArea,
  DailyAllowancesArea,
  type DailyAllowancesSearch,
  parseDailyAllowancesSearch,
} from '../../features/accounting/index.ts';
import { usePermission } from '../../features/auth/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function DailyAllowancesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/daily-allowances' }), parseDailyAllowancesSearch);
  const navigate = useNavigate();
  const canEdit = usePermission('dailyAllowances.edit');
  usePageTitle(t('nav.areas.dailyAllowances'));
  const onSearchChange = useCallback(
    (next: DailyAllowancesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/daily-allowances', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <DailyAllowancesArea search={search} onSearchChange={onSearchChange} canEdit={canEdit} />;
}

export function ClaimsScreen() {
  const { t } = useTranslation();
  const canEdit = usePermission('claims.edit');
  usePageTitle(t('nav.areas.claims'));
  return <ClaimsArea canEdit={canEdit} />;
}
