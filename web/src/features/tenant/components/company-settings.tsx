// Company settings (tenant.view), read only: the organisation tree, processing groups, wage-type mappings and the
// insurance configuration with its coverages, and which configuration version this is. Changes go through the
// platform administration, which a note says up front.
import { Card, EmptyState, Group, Skeleton, Stack, Tabs, Text, useMatches } from '@mantine/core';
import {
  IconBuilding,
  IconCash,
  IconClockHour4,
  IconFileCertificate,
  IconHistory,
  IconInfoCircle,
  IconSitemap,
} from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useSession } from '../../auth/index.ts';
import { useOrganization, useSubunits } from '../api/get-organization.ts';
import { useTenantConfiguration, useTenantInfo } from '../api/get-tenant-configuration.ts';
import { Fact, SectionCard, useEnumLabel } from './configuration-parts.tsx';
import { ProcessingGroupsTable, WageTypeMappingsTable } from './configuration-tables.tsx';
import { InsuranceOverview } from './insurance-overview.tsx';
import { OrganizationTreeView } from './organization-tree-view.tsx';

export const COMPANY_SETTINGS_TABS = ['organisation', 'processingGroups', 'wageTypes', 'insurance'] as const;
export type CompanySettingsTab = (typeof COMPANY_SETTINGS_TABS)[number];

function LoadingState() {
  return (
    <Stack gap="md" data-testid="company-settings-loading" aria-busy>
      <Skeleton height={38} radius="md" width="60%" />
      <Card>
        <Stack gap="sm">
          {Array.from({ length: 6 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Skeleton key={row} height={16} radius="sm" width={`${85 - row * 8}%`} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

function OrganisationPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const organization = useOrganization();
  const subunits = useSubunits();
  // Names of superiors only for viewers who may see every employee; a superior's scope would answer 403.
  const employeeView = session.actor.kind === 'user' ? session.permissions['employee.view'] : false;
  const canResolveSuperiors = employeeView === true || employeeView === '*';
  const error = organization.error ?? subunits.error;
  return (
    <SectionCard
      title={t('tenant.organisation.title')}
      description={t('tenant.organisation.description')}
      icon={IconSitemap}
      testId="organisation"
    >
      {error && (
        <ErrorAlert
          error={error}
          onRetry={() => {
            void organization.refetch();
            void subunits.refetch();
          }}
          isRetrying={organization.isFetching || subunits.isFetching}
        />
      )}
      {(organization.isPending || subunits.isPending) && !error && (
        <Stack gap="sm" aria-busy>
          {Array.from({ length: 5 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Skeleton key={row} height={36} radius="md" ml={(row % 3) * 28} width="70%" />
          ))}
        </Stack>
      )}
      {organization.data && subunits.data && organization.data.units.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="organisation-empty">
          {t('tenant.organisation.empty')}
        </Text>
      )}
      {organization.data && subunits.data && organization.data.units.length > 0 && (
        <OrganizationTreeView
          units={organization.data.units}
          subunits={subunits.data.items}
          canResolveSuperiors={canResolveSuperiors}
        />
      )}
    </SectionCard>
  );
}

export function CompanySettings() {
  const { t } = useTranslation();
  const format = useFormatters();
  // On a phone the four tabs do not fit one line: as pills they wrap into rows that read as choices; the outline
  // tabs would stack, the active one a box hanging off the line.
  const tabsVariant = useMatches<'pills' | 'outline'>(
    { base: 'pills', sm: 'outline' },
    { getInitialValueInEffect: false },
  );
  const enumLabel = useEnumLabel();
  const configuration = useTenantConfiguration();
  const info = useTenantInfo();

  if (configuration.isPending) return <LoadingState />;
  if (configuration.isError) {
    return (
      <ErrorAlert
        error={configuration.error}
        onRetry={() => void configuration.refetch()}
        isRetrying={configuration.isFetching}
      />
    );
  }
  const current = configuration.data.configuration;
  if (current === null) {
    return (
      <EmptyState
        data-testid="company-settings-empty"
        mt="lg"
        variant="light"
        size="lg"
        icon={<IconBuilding aria-hidden size={36} stroke={1.5} />}
      >
        <EmptyState.Title order={2}>{t('tenant.empty.title')}</EmptyState.Title>
        <EmptyState.Description>{t('tenant.empty.description')}</EmptyState.Description>
      </EmptyState>
    );
  }

  const configuredAt = info.data?.configuredAt;
  return (
    <Stack gap="lg" data-testid="company-settings-content">
      <TintedAlert
        color="brand"
        icon={<IconInfoCircle aria-hidden stroke={1.75} />}
        data-testid="company-settings-read-only"
        title={t('tenant.readOnly.title')}
      >
        {t('tenant.readOnly.description')}
      </TintedAlert>

      <Card padding="md" data-testid="company-summary">
        <FactList labelWidth={260}>
          <Fact label={t('tenant.summary.name')}>
            <Text size="sm" fw={600}>
              {current.name}
            </Text>
          </Fact>
          <Fact label={t('tenant.summary.correspondenceLanguage')}>
            {enumLabel('correspondenceLanguage', current.defaultCorrespondenceLanguage)}
          </Fact>
          <Fact label={t('tenant.summary.dataUpload')}>
            {enumLabel('grapeConnectDataUploadType', current.grapeConnectDataUploadType)}
          </Fact>
        </FactList>
      </Card>

      <Tabs defaultValue="organisation" keepMounted={false} variant={tabsVariant} data-testid="company-settings-tabs">
        <Tabs.List>
          <Tabs.Tab
            value="organisation"
            leftSection={<IconSitemap aria-hidden size={16} />}
            data-testid="tab-organisation"
          >
            {t('tenant.tabs.organisation')}
          </Tabs.Tab>
          <Tabs.Tab
            value="processingGroups"
            leftSection={<IconClockHour4 aria-hidden size={16} />}
            data-testid="tab-processingGroups"
          >
            {t('tenant.tabs.processingGroups')}
          </Tabs.Tab>
          <Tabs.Tab value="wageTypes" leftSection={<IconCash aria-hidden size={16} />} data-testid="tab-wageTypes">
            {t('tenant.tabs.wageTypes')}
          </Tabs.Tab>
          <Tabs.Tab
            value="insurance"
            leftSection={<IconFileCertificate aria-hidden size={16} />}
            data-testid="tab-insurance"
          >
            {t('tenant.tabs.insurance')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="organisation" pt="lg">
          <OrganisationPanel />
        </Tabs.Panel>
        <Tabs.Panel value="processingGroups" pt="lg">
          <ProcessingGroupsTable configuration={current} />
        </Tabs.Panel>
        <Tabs.Panel value="wageTypes" pt="lg">
          <WageTypeMappingsTable configuration={current} />
        </Tabs.Panel>
        <Tabs.Panel value="insurance" pt="lg">
          <InsuranceOverview configuration={current} />
        </Tabs.Panel>
      </Tabs>

      <Group gap={6} c="dimmed" data-testid="configuration-version">
        <IconHistory aria-hidden size={16} stroke={1.75} />
        <Text size="sm" c="dimmed">
          {configuredAt
            ? t('tenant.version.footer', {
                version: configuration.data.version ?? '–',
                date: format.instantDate(configuredAt),
              })
            : t('tenant.version.footerNoDate', { version: configuration.data.version ?? '–' })}
        </Text>
      </Group>
    </Stack>
  );
}
