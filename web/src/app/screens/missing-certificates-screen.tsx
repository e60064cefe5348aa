// Missing certificates (/absences/missing-certificates; issue 30, guarded by employee.certificates.view): the
// sickness and accident periods whose required days no certificate covers (URL state: type, employee, search, page).
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  type MissingCertificatesSearch,
  parseMissingCertificatesSearch,
} from '../../features/medical-certificates/index.ts';
import { MissingCertificatesArea } from '../../features/medical-certificates/screens/missing-certificates.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function MissingCertificatesScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(
    useSearch({ from: '/app/absences/missing-certificates' }),
    parseMissingCertificatesSearch,
  );
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.missingCertificates'));
  const onSearchChange = useCallback(
    (next: MissingCertificatesSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/absences/missing-certificates', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <MissingCertificatesArea search={search} onSearchChange={onSearchChange} />;
}
