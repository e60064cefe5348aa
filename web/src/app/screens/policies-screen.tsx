// The policies area (/policies; decision 0065, guarded by the area `policies`, permission policies.view): the policies
// on the day in the URL (date; today by default), their coverage in words, the insured and the gaps (URL state: kind,
// insurance, search, page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type PoliciesSearch, parsePoliciesSearch } from '../../features/policies/index.ts';
import { PoliciesArea } from '../../features/policies/screens/policies.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function PoliciesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/policies' }), parsePoliciesSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.policies'));
  const onSearchChange = useCallback(
    (next: PoliciesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/policies', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <PoliciesArea search={search} onSearchChange={onSearchChange} />;
}
