// Processing groups and wage-type mappings of a configuration as tables (read only).
import { Badge, Table, Text } from '@mantine/core';
import { IconCash, IconClockHour4 } from '@tabler/icons-react';
import type { TenantConfiguration } from '../../../../../src/contracts/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useOptionalSession } from '../../auth/index.ts';
import { appliesToLabel, appliesToNames } from '../applies-to.ts';
import { NotSet, SectionCard, tabular, useEnumLabel } from './configuration-parts.tsx';

function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text size="sm" c="dimmed" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function ProcessingGroupsTable({ configuration }: { configuration: TenantConfiguration }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const groups = configuration.processingGroups;
  return (
    <SectionCard
      title={t('tenant.processingGroups.title')}
      description={t('tenant.processingGroups.description')}
      icon={IconClockHour4}
      testId="processing-groups"
    >
      <Table.ScrollContainer minWidth={520} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" striped="even" data-testid="processing-groups-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tenant.processingGroups.id')}</Table.Th>
              <Table.Th>{t('tenant.processingGroups.name')}</Table.Th>
              <Table.Th>{t('tenant.processingGroups.salaryRhythm')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.length === 0 && <EmptyRow columns={3} text={t('tenant.processingGroups.empty')} />}
            {groups.map((group) => (
              <Table.Tr key={group.processingGroupId} data-testid={`processing-group-${group.processingGroupId}`}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {group.processingGroupId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {group.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" tt="none" c="dark.6">
                    {enumLabel('salaryRhythm', group.salaryRhythm)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

export function WageTypeMappingsTable({ configuration }: { configuration: TenantConfiguration }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const format = useFormatters();
  const names = appliesToNames(configuration);
  const mappings = configuration.wageTypeMappings;
  // Internal remarks (spec references for the platform team) are for internal admins only, not for the company.
  const showInternal = useOptionalSession()?.actor.kind === 'admin';
  return (
    <SectionCard
      title={t('tenant.wageTypes.title')}
      description={t('tenant.wageTypes.description')}
      icon={IconCash}
      testId="wage-type-mappings"
    >
      <Table.ScrollContainer minWidth={820} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="md" striped="even" data-testid="wage-type-mappings-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tenant.wageTypes.wageTypeId')}</Table.Th>
              <Table.Th>{t('tenant.wageTypes.descriptionColumn')}</Table.Th>
              <Table.Th>{t('tenant.wageTypes.grapeWageType')}</Table.Th>
              <Table.Th ta="right">{t('tenant.wageTypes.factor')}</Table.Th>
              <Table.Th>{t('tenant.wageTypes.appliesTo')}</Table.Th>
              {showInternal && <Table.Th>{t('tenant.wageTypes.internalComments')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mappings.length === 0 && <EmptyRow columns={showInternal ? 6 : 5} text={t('tenant.wageTypes.empty')} />}
            {mappings.map((mapping) => (
              <Table.Tr
                // A wage type id is unique per appliesTo (the contract checks it).
                key={`${mapping.wageTypeId}@${mapping.appliesTo.companySubunitId ?? '*'}|${mapping.appliesTo.processingGroupId ?? '*'}`}
                data-testid={`wage-type-${mapping.wageTypeId}`}
              >
                <Table.Td>
                  <Text size="sm" ff="monospace" fw={600}>
                    {mapping.wageTypeId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{mapping.description}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{enumLabel('grapeWageType', mapping.grapeWageType)}</Text>
                </Table.Td>
                <Table.Td ta="right" style={tabular}>
                  <Text size="sm">{format.number(mapping.factor)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{appliesToLabel(mapping.appliesTo, names, t)}</Text>
                </Table.Td>
                {showInternal && (
                  <Table.Td maw={280}>
                    {mapping.internalComments ? (
                      <Text size="sm" c="dimmed">
                        {mapping.internalComments}
                      </Text>
                    ) : (
                      <NotSet />
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
