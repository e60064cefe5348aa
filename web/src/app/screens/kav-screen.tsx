// The KAV area (/kav; decision 0069, guarded by the area `kav`, permission kav.view): KAV or why not, the KAV policies,
// the months KAV beside KTG, the records incomplete for KAV and a month's KAV absences (URL state: the completeness
// list's search, missing field, sort and page; the absences' month, basis and page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type KavSearch, parseKavSearch } from '../../features/kav/index.ts';
import { KavArea } from '../../features/kav/screens/kav.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function KavScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/kav' }), parseKavSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.kav'));
  const onSearchChange = useCallback(
    (next: KavSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/kav', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <KavArea search={search} onSearchChange={onSearchChange} />;
}
