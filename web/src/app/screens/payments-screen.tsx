// The payment overview (issue 15 scope 5, decision 0035) at /payments (URL state: month, state, payee, search, sort,
// page), guarded by paymentOverview.view.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PaymentsArea, type PaymentsSearch, parsePaymentsSearch } from '../../features/payments/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function PaymentsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/payments' }), parsePaymentsSearch);
  const navigate = useNavigate();
  usePageTitle(t('nav.areas.paymentOverview'));
  const onSearchChange = useCallback(
    (next: PaymentsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/payments', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <PaymentsArea search={search} onSearchChange={onSearchChange} />;
}
