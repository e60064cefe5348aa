// The support area (/support; decision 0067, guarded by support.view): the company's requests (URL state: status,
// page), "new request"; and one request (/support/{requestId}) with its conversation.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { parseSupportSearch, type SupportSearch } from '../../features/support/index.ts';
import { SupportArea, SupportRequestDetail } from '../../features/support/screens/support.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function SupportScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/support' }), parseSupportSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.support'));
  const onSearchChange = useCallback(
    (next: SupportSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/support', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <SupportArea search={search} onSearchChange={onSearchChange} />;
}

export function SupportRequestScreen() {
  const { requestId } = useParams({ from: '/app/support/$requestId' });
  return <SupportRequestDetail requestId={requestId} />;
}
