// Insured persons (issue 13, decision 0026): the list at /insurance/insured-persons (URL state: search, sort, page)
// and one person at /insurance/insured-persons/{insuredPersonId} with the counters and the cases. A case links to
// the case detail of its area: sickness to KTG (or the case management's), accidents to UVG.
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { usePermission } from '../../features/auth/index.ts';
import {
  InsuredPersonArea,
  InsuredPersonsArea,
  type InsuredPersonsSearch,
  parseInsuredPersonsSearch,
} from '../../features/cases/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function InsuredPersonsScreen() {
  const { t } = useTranslation();
  const search = useParsedSearch(useSearch({ from: '/app/insurance/insured-persons' }), parseInsuredPersonsSearch);
  const navigate = useNavigate();
  const canOpenAbsences = usePermission('employee.absences.view');
  usePageTitle(t('nav.areas.insuredPersons'));
  const onSearchChange = useCallback(
    (next: InsuredPersonsSearch, options: { replace?: boolean } = {}) =>
      void navigate({ to: '/insurance/insured-persons', search: next, replace: options.replace ?? false }),
    [navigate],
  );
  return <InsuredPersonsArea search={search} onSearchChange={onSearchChange} canOpenAbsences={canOpenAbsences} />;
}

export function InsuredPersonScreen() {
  const { t } = useTranslation();
  const { insuredPersonId } = useParams({ from: '/app/insurance/insured-persons/$insuredPersonId' });
  const canKtg = usePermission('insurance.ktg.view');
  const canManage = usePermission('employee.caseManagement.cases.view');
  const canUvg = usePermission('insurance.uvg.view');
  usePageTitle(t('insuredPersons.detail.pageTitle'));
  const detailPathOf = (claimType: 'SICK' | 'ACCIDENT') => {
    if (claimType === 'ACCIDENT') return canUvg ? '/insurance/uvg/$caseId' : null;
    if (canKtg) return '/insurance/ktg/$caseId';
    return canManage ? '/case-management/cases/$caseId' : null;
  };
  return <InsuredPersonArea key={insuredPersonId} insuredPersonId={insuredPersonId} detailPathOf={detailPathOf} />;
}
