// The basic data of an employee (employeeMinimal): what a superior sees of their team members; the subunit and
// processing group by their configured names (the code as small text), like the list and the full detail.
import { Card, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { EmployeeMinimal } from '../../../../../src/contracts/index.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { NameWithCode, useEmployeeLabels, useTenantUnits } from './employee-values.tsx';

export function EmployeeMinimalCard({ employee }: { employee: EmployeeMinimal }) {
  const { t } = useTranslation();
  const labels = useEmployeeLabels();
  const units = useTenantUnits();
  return (
    <Stack gap="lg" maw={760}>
      <Card component="section" aria-label={t('employees.minimal.title')} data-testid="employee-minimal-card">
        <Stack gap="md">
          <Text component="h2" fw={650} size="lg" m={0}>
            {t('employees.minimal.title')}
          </Text>
          <FactList labelWidth={230}>
            {[
              [t('employees.fields.personnelNumber'), employee.personnelNumber],
              [t('employees.fields.lastName'), employee.lastName],
              [t('employees.fields.firstName'), employee.firstName],
            ].map(([label, value]) => (
              <FactList.Item key={label}>
                <FactList.Label>{label}</FactList.Label>
                <FactList.Value>{value}</FactList.Value>
              </FactList.Item>
            ))}
            <FactList.Item>
              <FactList.Label>{t('employees.fields.companySubunitId')}</FactList.Label>
              <FactList.Value>
                <NameWithCode
                  name={units.subunitName(employee.companySubunitId ?? '')}
                  code={employee.companySubunitId}
                />
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('employees.fields.processingGroupId')}</FactList.Label>
              <FactList.Value>
                <NameWithCode
                  name={units.groupName(employee.processingGroupId ?? '')}
                  code={employee.processingGroupId}
                />
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('employees.fields.leavingDate')}</FactList.Label>
              <FactList.Value>{labels.date(employee.leavingDate)}</FactList.Value>
            </FactList.Item>
          </FactList>
        </Stack>
      </Card>
      <TintedAlert color="gray" icon={<IconLock aria-hidden />}>
        {t('employees.minimal.note')}
      </TintedAlert>
    </Stack>
  );
}
