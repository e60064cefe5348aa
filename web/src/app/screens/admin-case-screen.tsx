// A case of a tenant for an internal admin (issue 13, decision 0025): /admin/tenants/{tenantId}/cases/{caseId}. The
// tenant screens' case detail (calendar, "why this amount?", monthly totals, …) read through the admin routes, the
// comments read only, and in the inputs section the admin's editor of benefit stops, IV benefits, manual
// corrections and the accident date with a preview of each change. `?day=` is the day whose explanation is open.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { CaseInputsEditor, useAdminTenant } from '../../features/admin/index.ts';
import {
  type AdminCaseAccess,
  AdminCaseContext,
  CaseDetailArea,
  parseCaseDetailSearch,
} from '../../features/cases/index.ts';
import { useTranslation } from '../../lib/translator.ts';
import { useParsedSearch } from '../../lib/url-search.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const PATH = '/admin/tenants/$tenantId/cases/$caseId';

export function AdminCaseScreen() {
  const { t } = useTranslation();
  const { tenantId, caseId } = useParams({ from: `/app${PATH}` });
  const search = useParsedSearch(useSearch({ from: `/app${PATH}` }), parseCaseDetailSearch);
  const navigate = useNavigate();
  const tenant = useAdminTenant(tenantId).data;
  usePageTitle(t('cases.detail.pageTitle'));

  const configuration = tenant?.configuration;
  const access = useMemo<AdminCaseAccess>(
    () => ({
      tenantId,
      subunits: new Map(
        (configuration?.companySubunits ?? []).map((unit) => [
          unit.companySubunitId,
          unit.name || unit.companySubunitId,
        ]),
      ),
      groups: new Map(
        (configuration?.processingGroups ?? []).map((group) => [
          group.processingGroupId,
          group.name || group.processingGroupId,
        ]),
      ),
    }),
    [tenantId, configuration],
  );

  const onDayChange = useCallback(
    (day: string) =>
      void navigate({
        to: PATH,
        params: { tenantId, caseId },
        search: (previous: Record<string, unknown>) => ({ ...previous, day }),
        replace: true,
      }),
    [navigate, tenantId, caseId],
  );

  const backLink = (
    <Breadcrumbs separatorMargin={6}>
      <Anchor component={Link} to="/admin/tenants" size="sm">
        {t('admin.tenants.title')}
      </Anchor>
      <Anchor
        renderRoot={(props) => <Link {...props} to="/admin/tenants/$tenantId" params={{ tenantId }} />}
        size="sm"
        data-testid="admin-case-back"
      >
        {tenant?.name ?? '…'}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('admin.cases.title')}
      </Text>
    </Breadcrumbs>
  );

  return (
    <AdminCaseContext.Provider value={access}>
      <CaseDetailArea
        key={caseId}
        areaId="ktgCases"
        caseId={caseId}
        day={search.day}
        onDayChange={onDayChange}
        canOpenEmployee={false}
        canWrite={() => false}
        canDeleteComment={() => false}
        backLink={backLink}
        inputsEditor={(detail) => <CaseInputsEditor tenantId={tenantId} detail={detail} day={search.day} />}
      />
    </AdminCaseContext.Provider>
  );
}
