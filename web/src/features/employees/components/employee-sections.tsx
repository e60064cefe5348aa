// The data of one employee record as cards: personal, contact, employment, salary, policies, bank account and
// connections. Unknown values show a dash; enum values, countries and languages are translated.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconBuildingBank,
  IconCash,
  IconPhone,
  IconShieldCheck,
  IconStarFilled,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import type { EmployeeData } from '../../../../../src/contracts/index.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedBadge } from '../../../components/tinted.tsx';
import { formatIban } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useEmployeeMinimal } from '../api/get-employee-minimal.ts';
import { enumLabelKey } from '../employee-enums.ts';
import { NameWithCode, orUnknown, useEmployeeLabels, useTenantUnits } from './employee-values.tsx';

function SectionCard({
  title,
  icon: SectionIcon,
  testId,
  children,
}: {
  title: string;
  icon: Icon;
  testId: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
            <SectionIcon size={18} stroke={1.75} />
          </ThemeIcon>
          <Text id={titleId} component="h2" fw={650} size="lg" m={0}>
            {title}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FactList.Item>
      <FactList.Label>{label}</FactList.Label>
      <FactList.Value>{children}</FactList.Value>
    </FactList.Item>
  );
}

function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

function PreferredBadge() {
  const { t } = useTranslation();
  return (
    <TintedBadge color="yellow" size="sm" leftSection={<IconStarFilled aria-hidden size={10} />}>
      {t('employees.detail.preferred')}
    </TintedBadge>
  );
}

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

export function PersonalSection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  const labels = useEmployeeLabels();
  return (
    <SectionCard title={t('employees.sections.personal')} icon={IconUser} testId="employee-section-personal">
      <FactList labelWidth={230}>
        <Fact label={t('employees.fields.name')}>
          {data.firstName} {data.lastName}
        </Fact>
        <Fact label={t('employees.fields.dateOfBirth')}>{labels.date(data.dateOfBirth)}</Fact>
        <Fact label={t('employees.fields.oasiNumber')}>
          {orUnknown(data.oasiNumber, (value) => (
            <Text component="span" size="sm" ff="monospace">
              {value}
            </Text>
          ))}
        </Fact>
        <Fact label={t('employees.fields.sex')}>{labels.enumLabel('sex', data.sex)}</Fact>
        <Fact label={t('employees.fields.maritalStatus')}>{labels.enumLabel('maritalStatus', data.maritalStatus)}</Fact>
        <Fact label={t('employees.fields.nationality')}>{labels.country(data.nationality)}</Fact>
        <Fact label={t('employees.fields.correspondenceLanguage')}>{labels.language(data.correspondenceLanguage)}</Fact>
        <Fact label={t('employees.fields.numberOfChildren')}>{labels.number(data.numberOfChildren)}</Fact>
        <Fact label={t('employees.fields.isSubjectToWithholdingTax')}>
          {labels.yesNo(data.isSubjectToWithholdingTax)}
        </Fact>
        {data.zemisNumber && <Fact label={t('employees.fields.zemisNumber')}>{data.zemisNumber}</Fact>}
      </FactList>
    </SectionCard>
  );
}

export function ContactSection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  const labels = useEmployeeLabels();
  const address = data.address;
  return (
    <SectionCard title={t('employees.sections.contact')} icon={IconPhone} testId="employee-section-contact">
      <FactList labelWidth={230}>
        <Fact label={t('employees.fields.address')}>
          {address ? (
            <Stack gap={0}>
              <Text size="sm">{address.addressLine1}</Text>
              {address.addressLine2 && <Text size="sm">{address.addressLine2}</Text>}
              <Text size="sm">
                {address.zipCode} {address.city}
              </Text>
              <Text size="sm">{labels.country(address.country)}</Text>
            </Stack>
          ) : (
            <EmptyNote>{t('employees.detail.noAddress')}</EmptyNote>
          )}
        </Fact>
        <Fact label={t('employees.fields.phoneNumbers')}>
          {data.phoneNumbers.length === 0 ? (
            <EmptyNote>{t('employees.detail.noPhones')}</EmptyNote>
          ) : (
            <Stack gap={4}>
              {data.phoneNumbers.map((phone) => (
                <Group key={`${phone.type}-${phone.phoneNumber}`} gap="xs" wrap="wrap">
                  <Anchor href={`tel:${phone.phoneNumber.replace(/\s+/g, '')}`} size="sm">
                    {phone.phoneNumber}
                  </Anchor>
                  <Badge variant="default" size="sm" tt="none" fw={500}>
                    {t(enumLabelKey('phoneType', phone.type))}
                  </Badge>
                  {phone.isPreferred && <PreferredBadge />}
                </Group>
              ))}
            </Stack>
          )}
        </Fact>
        <Fact label={t('employees.fields.emailAddresses')}>
          {data.emailAddresses.length === 0 ? (
            <EmptyNote>{t('employees.detail.noEmails')}</EmptyNote>
          ) : (
            <Stack gap={4}>
              {data.emailAddresses.map((email) => (
                <Group key={`${email.type}-${email.emailAddress}`} gap="xs" wrap="wrap">
                  <Anchor href={`mailto:${email.emailAddress}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {email.emailAddress}
                  </Anchor>
                  <Badge variant="default" size="sm" tt="none" fw={500}>
                    {t(enumLabelKey('emailType', email.type))}
                  </Badge>
                  {email.isPreferred && <PreferredBadge />}
                </Group>
              ))}
            </Stack>
          )}
        </Fact>
      </FactList>
    </SectionCard>
  );
}

export function EmploymentSection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  const labels = useEmployeeLabels();
  const units = useTenantUnits();
  const format = useFormatters();
  const withCode = (text: string | null, code: string | null) =>
    orUnknown(text ?? code, () => (
      <span>
        {text ?? '–'}
        {code && (
          <Text component="span" size="sm" c="dimmed">
            {' '}
            ({code})
          </Text>
        )}
      </span>
    ));
  const hours = (value: number | null) =>
    orUnknown(value, (known) => t('employees.detail.hours', { hours: format.number(known) }));
  return (
    <SectionCard title={t('employees.sections.employment')} icon={IconBriefcase} testId="employee-section-employment">
      <FactList labelWidth={230}>
        <Fact label={t('employees.fields.dateOfEmployment')}>{labels.date(data.dateOfEmployment)}</Fact>
        <Fact label={t('employees.fields.anniversaryAdjustedDateOfEmployment')}>
          {labels.date(data.anniversaryAdjustedDateOfEmployment)}
        </Fact>
        <Fact label={t('employees.fields.leavingDate')}>{labels.date(data.leavingDate)}</Fact>
        <Fact label={t('employees.fields.employmentContractType')}>
          {labels.enumLabel('employmentContractType', data.employmentContractType)}
        </Fact>
        <Fact label={t('employees.fields.professionalPosition')}>
          {labels.enumLabel('professionalPosition', data.professionalPosition)}
        </Fact>
        <Fact label={t('employees.fields.profession')}>{withCode(data.profession, data.professionCode)}</Fact>
        <Fact label={t('employees.fields.usualWorkplace')}>{withCode(data.usualWorkplace, data.workplaceCode)}</Fact>
        <Fact label={t('employees.fields.employmentPercentage')}>
          {orUnknown(data.employmentPercentage, (value) => (
            <Text component="span" size="sm" fw={600} style={tabular} data-testid="employee-employment-percentage">
              {/* As entered: the record keeps up to three decimals (spec section 9). */}
              {format.percent(value, { maximumFractionDigits: 3 })}
            </Text>
          ))}
        </Fact>
        <Fact label={t('employees.fields.workingDaysPerWeek')}>{labels.number(data.workingDaysPerWeek)}</Fact>
        <Fact label={t('employees.fields.standardWorkingHoursPerWeek')}>{hours(data.standardWorkingHoursPerWeek)}</Fact>
        <Fact label={t('employees.fields.workingHoursPerWeek')}>{hours(data.workingHoursPerWeek)}</Fact>
        <Fact label={t('employees.fields.workingFrequency')}>
          {labels.enumLabel('workingFrequency', data.workingFrequency)}
        </Fact>
        <Fact label={t('employees.fields.isSubjectToCollectiveBargainingAgreement')}>
          {labels.yesNo(data.isSubjectToCollectiveBargainingAgreement)}
        </Fact>
        <Fact label={t('employees.fields.isMemberOfManagement')}>{labels.yesNo(data.isMemberOfManagement)}</Fact>
        <Fact label={t('employees.fields.companySubunitId')}>
          <NameWithCode name={units.subunitName(data.companySubunitId ?? '')} code={data.companySubunitId} />
        </Fact>
        <Fact label={t('employees.fields.processingGroupId')}>
          <NameWithCode name={units.groupName(data.processingGroupId ?? '')} code={data.processingGroupId} />
        </Fact>
      </FactList>
    </SectionCard>
  );
}

export function SalarySection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  const labels = useEmployeeLabels();
  const format = useFormatters();
  return (
    <SectionCard title={t('employees.sections.salary')} icon={IconCash} testId="employee-section-salary">
      <FactList labelWidth={230}>
        <Fact label={t('employees.fields.salaryBasis')}>{labels.enumLabel('salaryBasis', data.salaryBasis)}</Fact>
      </FactList>
      {data.wageTypes.length === 0 ? (
        <EmptyNote>{t('employees.detail.noWageTypes')}</EmptyNote>
      ) : (
        <Table.ScrollContainer minWidth={360} type="native">
          <Table verticalSpacing={6} withTableBorder={false} data-testid="employee-wage-types">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employees.fields.wageTypeId')}</Table.Th>
                <Table.Th>{t('employees.fields.description')}</Table.Th>
                <Table.Th ta="right">{t('employees.fields.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.wageTypes.map((wage, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a record's wage types have no id; the order is fixed.
                <Table.Tr key={index}>
                  <Table.Td ff="monospace">{wage.wageTypeId}</Table.Td>
                  <Table.Td>{orUnknown(wage.description)}</Table.Td>
                  <Table.Td ta="right" style={{ ...tabular, whiteSpace: 'nowrap' }}>
                    {format.chf(Math.round(wage.amount * 100))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}

export function PoliciesSection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('employees.sections.policies')} icon={IconShieldCheck} testId="employee-section-policies">
      {data.policies.length === 0 ? (
        <EmptyNote>{t('employees.detail.noPolicies')}</EmptyNote>
      ) : (
        // A list rather than a table: it fits a half-width column without scrolling sideways.
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} data-testid="employee-policies">
          {data.policies.map((policy, index) => {
            const businessUnit = 'businessUnit' in policy ? policy.businessUnit : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a record's policies have no id; the order is fixed.
              <li key={index}>
                <Group gap="sm" wrap="wrap">
                  <TintedBadge color="indigo">{t(enumLabelKey('policyType', policy.policyType))}</TintedBadge>
                  <Text component="span" size="sm">
                    <Text component="span" size="xs" c="dimmed">
                      {t('employees.fields.policyNumber')}
                    </Text>{' '}
                    <Text component="span" size="sm" ff="monospace">
                      {policy.policyNumber}
                    </Text>
                  </Text>
                </Group>
                {(policy.groupId || businessUnit) && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {[
                      policy.groupId && `${t('employees.fields.groupId')}: ${policy.groupId}`,
                      businessUnit && `${t('employees.fields.businessUnit')}: ${businessUnit}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}

export function BankAccountSection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  const labels = useEmployeeLabels();
  const account = data.bankAccount;
  return (
    <SectionCard
      title={t('employees.sections.bankAccount')}
      icon={IconBuildingBank}
      testId="employee-section-bank-account"
    >
      {account ? (
        <FactList labelWidth={230}>
          <Fact label={t('employees.fields.bankAccountType')}>{labels.enumLabel('bankAccountType', account.type)}</Fact>
          <Fact label={t('employees.fields.iban')}>
            <Text
              component="span"
              size="sm"
              ff="monospace"
              style={{ whiteSpace: 'nowrap' }}
              data-testid="employee-iban"
            >
              {formatIban(account.iban)}
            </Text>
          </Fact>
          {account.type === 'INTERNATIONAL' && (
            <Fact label={t('employees.fields.bic')}>
              <Text component="span" size="sm" ff="monospace">
                {account.bic}
              </Text>
            </Fact>
          )}
          <Fact label={t('employees.fields.holderName')}>{account.holderName}</Fact>
          <Fact label={t('employees.fields.holderAddress')}>
            {account.holderPostcode} {account.holderCity}
            {account.type === 'INTERNATIONAL' && <>, {labels.country(account.holderCountry)}</>}
          </Fact>
        </FactList>
      ) : (
        <EmptyNote>{t('employees.detail.noBankAccount')}</EmptyNote>
      )}
    </SectionCard>
  );
}

/** A connected person by name (GET …/minimal, cached), the employee id as small text; the id alone until known. */
function ConnectionLink({ employeeId }: { employeeId: string }) {
  const person = useEmployeeMinimal(employeeId).data;
  const name = person ? `${person.firstName} ${person.lastName}` : null;
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/employees/$employeeId" params={{ employeeId }} search={{}} />}
      size="sm"
      ff={name ? undefined : 'monospace'}
      data-testid={`employee-connection-${employeeId}`}
    >
      {name ?? employeeId}
      {name && (
        <Text component="span" size="xs" c="dimmed" ff="monospace" ml={6}>
          {employeeId}
        </Text>
      )}
    </Anchor>
  );
}

export function ConnectionsSection({ data }: { data: EmployeeData }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('employees.sections.connections')}
      icon={IconUsersGroup}
      testId="employee-section-connections"
    >
      {data.connections.length === 0 ? (
        <EmptyNote>{t('employees.detail.noConnections')}</EmptyNote>
      ) : (
        <FactList labelWidth={230}>
          {data.connections.map((connection) => (
            <Fact
              key={`${connection.kind}-${connection.employeeId}`}
              label={t(enumLabelKey('connectionKind', connection.kind))}
            >
              <ConnectionLink employeeId={connection.employeeId} />
            </Fact>
          ))}
        </FactList>
      )}
    </SectionCard>
  );
}

/**
 * Every section of a record: one column on phones and narrow windows, two from Mantine's `lg` up — the long
 * personal and employment cards on the left, the shorter ones stacked on the right, so neither column runs empty.
 */
export function EmployeeSections({ data }: { data: EmployeeData }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
      <Stack gap="lg">
        <PersonalSection data={data} />
        <EmploymentSection data={data} />
      </Stack>
      <Stack gap="lg">
        <ContactSection data={data} />
        <SalarySection data={data} />
        <BankAccountSection data={data} />
        <PoliciesSection data={data} />
        <ConnectionsSection data={data} />
      </Stack>
    </SimpleGrid>
  );
}
