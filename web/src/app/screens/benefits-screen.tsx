// The benefits area (/benefits; decision 0068, guarded by the area `benefits`, permission benefits.view): the insurer
// benefits ledger for the months in the URL (the twelve up to the current one by default), per month or subunit,
// the cases with their figures and one case's months in a drawer (URL state: months, view, subunit, coverage line,
// search, sort, page, open case).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type BenefitsSearch, parseBenefitsSearch } from '../../features/benefits/index.ts';
import { BenefitsArea } from '../../features/benefits/screens/benefits.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function BenefitsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/benefits' }), parseBenefitsSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.benefits'));
  const onSearchChange = useCallback(
    (next: BenefitsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/benefits', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <BenefitsArea search={search} onSearchChange={onSearchChange} />;
}
