// Structured editor of the draft's coverage configurations. It edits the same draft document the JSON editor
// shows; every field shows the contract schema's problem for it inline (translated where the message is one of
// the contract's, else the contract's English text). SIMPLE coverages field by field; other kinds (ADVANCED) are
// shown as JSON and edited in the JSON editor.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Divider,
  Group,
  Input,
  List,
  MultiSelect,
  NumberInput,
  type NumberInputProps,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import {
  BENEFIT_DURATION_MODELS,
  CONTINUATION_OF_PAYMENT_SCALES,
  COVERAGE_POLICY_TYPES,
  DAILY_RATE_DIVISORS,
  MAX_DURATION_COUNTS,
  WAITING_PERIOD_SCOPES,
} from '../../../../../src/contracts/index.ts';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { numberSeparators } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import {
  coverageFieldLabel,
  JsonBlock,
  nameWithId,
  type TenantEnumGroup,
  tenantEnumKey,
  translateConfigurationMessage,
  useEnumLabel,
} from '../../tenant/index.ts';
import {
  append,
  COVERAGES_PATH,
  type ConfigurationProblem,
  coverageProblems,
  coveragesOf,
  getIn,
  newSimpleCoverage,
  numberInputValue,
  type PathSegment,
  removeAt,
  setIn,
} from '../configuration-draft.ts';

export type CoverageEditorProps = {
  draft: unknown;
  onChange: (next: unknown) => void;
  /** The draft's problems as the contract's schema reports them. */
  problems: readonly ConfigurationProblem[];
};

type Option = { value: string; label: string };

const ALL = '__all__';

function optionsOf(draft: unknown, listPath: string, idField: string, nameField: string): Option[] {
  const list = getIn(draft, [listPath]);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const id = getIn(item, [idField]);
    if (typeof id !== 'string' || id === '') return [];
    const name = getIn(item, [nameField]);
    return [{ value: id, label: nameWithId(id, typeof name === 'string' ? name : null) }];
  });
}

/** Options plus the current value when the draft holds one the list does not know (so it stays visible). */
function withCurrent(options: Option[], current: unknown): Option[] {
  return typeof current === 'string' && current !== ALL && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

function SubHeading({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Title order={4} size="h6" id={id} c="dark.6">
      {children}
    </Title>
  );
}

function SimpleCoverageFields({
  draft,
  coverage,
  index,
  onChange,
  fieldErrors,
}: {
  draft: unknown;
  coverage: unknown;
  index: number;
  onChange: (next: unknown) => void;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const language = useCurrentLanguage();
  const separators = numberSeparators(language);
  const base: PathSegment[] = [...COVERAGES_PATH, index];
  const get = (...path: PathSegment[]) => getIn(coverage, path);
  const set = (path: PathSegment[], value: unknown) => onChange(setIn(draft, [...base, ...path], value));
  const error = (field: string) => fieldErrors[field];
  const testId = (field: string) => `coverage-${index}-${field.replaceAll('.', '-')}`;

  const enumOptions = (group: TenantEnumGroup, values: readonly string[]): Option[] =>
    values.map((value) => ({ value, label: t(tenantEnumKey(group, value)) }));

  const number = (
    path: PathSegment[],
    label: string,
    unitLabel: string,
    props: Omit<NumberInputProps, 'value' | 'onChange' | 'label' | 'error'> = {},
  ) => {
    const field = path.join('.');
    return (
      <NumberInput
        label={label}
        value={numberInputValue(get(...path))}
        onChange={(value) => set(path, value)}
        error={error(field)}
        decimalSeparator={separators.decimal}
        thousandSeparator={separators.group}
        hideControls
        rightSection={
          <Text size="sm" c="dimmed" pr={4}>
            {unitLabel}
          </Text>
        }
        rightSectionWidth={unitLabel.length > 3 ? 64 : 40}
        rightSectionPointerEvents="none"
        data-testid={testId(field)}
        {...props}
      />
    );
  };
  const days = t('admin.editor.units.days');
  const percent = '%';

  const enumSelect = (path: PathSegment[], label: string, group: TenantEnumGroup, values: readonly string[]) => {
    const field = path.join('.');
    const current = get(...path);
    return (
      <Select
        label={label}
        data={withCurrent(enumOptions(group, values), current)}
        value={typeof current === 'string' ? current : null}
        onChange={(value) => value !== null && set(path, value)}
        allowDeselect={false}
        error={error(field)}
        comboboxProps={{ withinPortal: true }}
        data-testid={testId(field)}
      />
    );
  };

  const subunitId = get('appliesTo', 'companySubunitId');
  const groupId = get('appliesTo', 'processingGroupId');
  const subunitOptions = withCurrent(
    [
      { value: ALL, label: t('admin.editor.allSubunits') },
      ...optionsOf(draft, 'companySubunits', 'companySubunitId', 'name'),
    ],
    subunitId,
  );
  const groupOptions = withCurrent(
    [
      { value: ALL, label: t('admin.editor.allProcessingGroups') },
      ...optionsOf(draft, 'processingGroups', 'processingGroupId', 'name'),
    ],
    groupId,
  );
  const wageTypeOptions = optionsOf(draft, 'wageTypeMappings', 'wageTypeId', 'description').filter(
    (option, position, all) => all.findIndex((other) => other.value === option.value) === position,
  );
  const eligibleWageTypes = get('eligibleWageTypes');
  const selectedWageTypes = Array.isArray(eligibleWageTypes)
    ? eligibleWageTypes.filter((id): id is string => typeof id === 'string')
    : [];
  const policies = get('policies');
  const policyList = Array.isArray(policies) ? policies : [];
  const lfzDuration = get('coverages', 'lfzDuration');
  const usesScale = lfzDuration === null || lfzDuration === undefined;
  const calculations = get('calculations');
  const hasCalculations = calculations !== null && calculations !== undefined;
  const divisor = get('dailyRateDivisor');
  const policiesId = useId();
  const numbersId = useId();
  const conventionsId = useId();

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('admin.editor.subunit')}
          data={subunitOptions}
          value={typeof subunitId === 'string' ? subunitId : ALL}
          onChange={(value) => set(['appliesTo', 'companySubunitId'], value === ALL || value === null ? null : value)}
          allowDeselect={false}
          error={error('appliesTo.companySubunitId') ?? error('appliesTo')}
          comboboxProps={{ withinPortal: true }}
          data-testid={testId('appliesTo.companySubunitId')}
        />
        <Select
          label={t('admin.editor.processingGroup')}
          data={groupOptions}
          value={typeof groupId === 'string' ? groupId : ALL}
          onChange={(value) => set(['appliesTo', 'processingGroupId'], value === ALL || value === null ? null : value)}
          allowDeselect={false}
          error={error('appliesTo.processingGroupId')}
          comboboxProps={{ withinPortal: true }}
          data-testid={testId('appliesTo.processingGroupId')}
        />
        <SwissDateInput
          label={t('admin.editor.insuredFrom')}
          value={typeof get('insuredPeriod', 'from') === 'string' ? (get('insuredPeriod', 'from') as string) : null}
          onChange={(value) => set(['insuredPeriod', 'from'], value ?? '')}
          error={error('insuredPeriod.from') ?? error('insuredPeriod')}
          data-testid={testId('insuredPeriod.from')}
        />
        <SwissDateInput
          label={t('admin.editor.insuredTill')}
          description={t('admin.editor.insuredTillHint')}
          value={typeof get('insuredPeriod', 'till') === 'string' ? (get('insuredPeriod', 'till') as string) : null}
          onChange={(value) => set(['insuredPeriod', 'till'], value)}
          clearable
          error={error('insuredPeriod.till')}
          data-testid={testId('insuredPeriod.till')}
        />
      </SimpleGrid>

      <Stack gap="xs" role="group" aria-labelledby={policiesId}>
        <SubHeading id={policiesId}>{t('admin.editor.policies')}</SubHeading>
        {policyList.map((policy, policyIndex) => {
          const type = getIn(policy, ['type']);
          const policyNumber = getIn(policy, ['defaultPolicyNumber']);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: policies are edited in place; their order is stable.
            <Group key={policyIndex} gap="sm" align="flex-start" wrap="nowrap">
              <Select
                aria-label={t('admin.editor.policyType')}
                data={withCurrent(enumOptions('policyType', COVERAGE_POLICY_TYPES), type)}
                value={typeof type === 'string' ? type : null}
                onChange={(value) => value !== null && set(['policies', policyIndex, 'type'], value)}
                allowDeselect={false}
                w={200}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                aria-label={t('admin.editor.policyNumber')}
                placeholder={t('admin.editor.policyNumber')}
                value={typeof policyNumber === 'string' ? policyNumber : ''}
                onChange={(event) => set(['policies', policyIndex, 'defaultPolicyNumber'], event.currentTarget.value)}
                flex={1}
              />
              <Tooltip label={t('admin.editor.removePolicy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size={36}
                  aria-label={t('admin.editor.removePolicy')}
                  onClick={() => onChange(removeAt(draft, [...base, 'policies'], policyIndex))}
                >
                  <IconTrash aria-hidden size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
        {error('policies') && (
          <Text size="sm" c="red.8" role="alert" data-testid={testId('policies-error')}>
            {error('policies')}
          </Text>
        )}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus aria-hidden size={14} />}
            onClick={() => onChange(append(draft, [...base, 'policies'], { type: 'KTG', defaultPolicyNumber: '' }))}
          >
            {t('admin.editor.addPolicy')}
          </Button>
        </div>
      </Stack>

      <MultiSelect
        label={t('admin.editor.eligibleWageTypes')}
        data={[
          ...wageTypeOptions,
          ...selectedWageTypes
            .filter((id) => !wageTypeOptions.some((option) => option.value === id))
            .map((id) => ({ value: id, label: id })),
        ]}
        value={selectedWageTypes}
        onChange={(value) => set(['eligibleWageTypes'], value)}
        error={error('eligibleWageTypes')}
        comboboxProps={{ withinPortal: true }}
        data-testid={testId('eligibleWageTypes')}
      />

      <Divider />
      <Stack gap="sm" role="group" aria-labelledby={numbersId}>
        <SubHeading id={numbersId}>{t('tenant.coverage.numbersTitle')}</SubHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          {number(['coverages', 'shorttermDuration'], t('tenant.coverage.numbers.shorttermDuration'), days)}
          {number(['coverages', 'shorttermCoverage'], t('tenant.coverage.numbers.shorttermCoverage'), percent, {
            decimalScale: 2,
          })}
          <Stack gap={6}>
            <Input.Label component="span" id={`${numbersId}-lfz`}>
              {t('tenant.coverage.numbers.lfzDuration')}
            </Input.Label>
            <SegmentedControl
              size="xs"
              aria-labelledby={`${numbersId}-lfz`}
              data={[
                { value: 'scale', label: t('admin.editor.lfzScale') },
                { value: 'fixed', label: t('admin.editor.lfzFixed') },
              ]}
              value={usesScale ? 'scale' : 'fixed'}
              onChange={(value) => set(['coverages', 'lfzDuration'], value === 'scale' ? null : 21)}
              data-testid={testId('coverages.lfzDuration-mode')}
            />
            {usesScale ? (
              <Text size="xs" c="dimmed">
                {t('admin.editor.lfzScaleHint')}
              </Text>
            ) : (
              number(['coverages', 'lfzDuration'], '', days, {
                'aria-label': t('tenant.coverage.numbers.lfzDuration'),
              } as NumberInputProps)
            )}
            {usesScale && error('coverages.lfzDuration') && (
              <Text size="xs" c="red.8">
                {error('coverages.lfzDuration')}
              </Text>
            )}
          </Stack>
          {number(['coverages', 'lfzCoverage'], t('tenant.coverage.numbers.lfzCoverage'), percent, {
            decimalScale: 2,
          })}
          {number(['coverages', 'maxDuration'], t('tenant.coverage.numbers.maxDuration'), days)}
          {number(['coverages', 'maxCoverage'], t('tenant.coverage.numbers.maxCoverage'), percent, {
            decimalScale: 2,
          })}
        </SimpleGrid>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {number(['minIncapacityOfWork'], t('tenant.coverage.minIncapacityOfWork'), percent, { decimalScale: 2 })}
      </SimpleGrid>

      <Stack gap="sm">
        <Switch
          label={t('admin.editor.calculations')}
          description={t('admin.editor.calculationsHint')}
          checked={hasCalculations}
          onChange={(event) =>
            set(
              ['calculations'],
              event.currentTarget.checked
                ? {
                    start: Math.max(181, (Number(get('coverages', 'shorttermDuration')) || 30) + 1),
                    coverage: 60,
                  }
                : null,
            )
          }
          data-testid={testId('calculations-switch')}
        />
        {hasCalculations && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {number(['calculations', 'start'], t('admin.editor.calculationStart'), t('admin.editor.units.caseDay'))}
            {number(['calculations', 'coverage'], t('admin.editor.calculationCoverage'), percent, { decimalScale: 2 })}
          </SimpleGrid>
        )}
        {error('calculations') && (
          <Text size="sm" c="red.8">
            {error('calculations')}
          </Text>
        )}
      </Stack>

      <Divider />
      <Stack gap="sm" role="group" aria-labelledby={conventionsId}>
        <SubHeading id={conventionsId}>{t('tenant.coverage.conventionsTitle')}</SubHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
          <Select
            label={t('tenant.coverage.dailyRateDivisor')}
            data={DAILY_RATE_DIVISORS.map((value) => ({
              value: String(value),
              label: t('tenant.coverage.dailyRateDivisorValue', { divisor: value }),
            }))}
            value={typeof divisor === 'number' ? String(divisor) : null}
            onChange={(value) => value !== null && set(['dailyRateDivisor'], Number(value))}
            allowDeselect={false}
            error={error('dailyRateDivisor')}
            comboboxProps={{ withinPortal: true }}
            data-testid={testId('dailyRateDivisor')}
          />
          {number(['maxInsuredSalary'], t('tenant.coverage.maxInsuredSalary'), 'CHF', { decimalScale: 2 })}
          {number(['relapseWindowMonths'], t('tenant.coverage.relapseWindowMonths'), t('admin.editor.units.months'))}
          {enumSelect(
            ['continuationOfPaymentScale'],
            t('tenant.coverage.continuationOfPaymentScale'),
            'continuationOfPaymentScale',
            CONTINUATION_OF_PAYMENT_SCALES,
          )}
          {enumSelect(
            ['waitingPeriodScope'],
            t('tenant.coverage.waitingPeriodScope'),
            'waitingPeriodScope',
            WAITING_PERIOD_SCOPES,
          )}
          {enumSelect(
            ['benefitDurationModel'],
            t('tenant.coverage.benefitDurationModel'),
            'benefitDurationModel',
            BENEFIT_DURATION_MODELS,
          )}
          {enumSelect(
            ['maxDurationCounts'],
            t('tenant.coverage.maxDurationCounts'),
            'maxDurationCounts',
            MAX_DURATION_COUNTS,
          )}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('admin.editor.eligibleAbsenceTypes', {
            types: (Array.isArray(get('insuredPeriod', 'eligibleAbsenceTypes'))
              ? (get('insuredPeriod', 'eligibleAbsenceTypes') as unknown[])
              : []
            )
              .map((type) => enumLabel('eligibleAbsenceType', type))
              .join(', '),
          })}
        </Text>
      </Stack>
    </Stack>
  );
}

function CoverageEditorCard({
  draft,
  coverage,
  index,
  onChange,
  problems,
}: {
  draft: unknown;
  coverage: unknown;
  index: number;
  onChange: (next: unknown) => void;
  problems: readonly ConfigurationProblem[];
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const titleId = useId();
  const kind = getIn(coverage, ['kind']);
  const { fieldErrors, general } = coverageProblems(problems, index, (message) =>
    translateConfigurationMessage(message, t),
  );
  const problemCount = Object.keys(fieldErrors).length + general.length;
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={`coverage-editor-${index}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <IconShieldCheck aria-hidden size={22} stroke={1.75} color="var(--mantine-color-brand-7)" />
            <Title order={3} size="h4" id={titleId}>
              {t('tenant.coverage.title', { number: index + 1 })}
            </Title>
            <Text size="sm" c="dimmed">
              {enumLabel('coverageKind', kind)}
            </Text>
          </Group>
          <Group gap="xs">
            {problemCount > 0 && (
              <Text size="sm" c="red.8" fw={600} data-testid={`coverage-editor-${index}-problems`}>
                {t('admin.editor.problemCount', { count: problemCount })}
              </Text>
            )}
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash aria-hidden size={14} />}
              onClick={() => onChange(removeAt(draft, COVERAGES_PATH, index))}
              data-testid={`coverage-editor-${index}-remove`}
            >
              {t('admin.editor.removeCoverage')}
            </Button>
          </Group>
        </Group>
        {general.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden size={18} />} p="sm">
            <List size="sm" spacing={2}>
              {general.map((problem) => (
                <List.Item key={`${problem.path}:${problem.message}`}>
                  {problem.path
                    ? `${t('common.labelColon', { label: coverageFieldLabel(problem.path, t) ?? problem.path })} ${problem.message}`
                    : problem.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {kind === 'SIMPLE' ? (
          <SimpleCoverageFields
            draft={draft}
            coverage={coverage}
            index={index}
            onChange={onChange}
            fieldErrors={fieldErrors}
          />
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('admin.editor.otherKind')}
            </Text>
            <JsonBlock value={coverage} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function CoverageEditor({ draft, onChange, problems }: CoverageEditorProps) {
  const { t } = useTranslation();
  const coverages = coveragesOf(draft);
  return (
    <Stack gap="lg" data-testid="coverage-editor">
      {coverages.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('admin.editor.noCoverages')}
        </Text>
      )}
      {coverages.map((coverage, index) => (
        <CoverageEditorCard
          // biome-ignore lint/suspicious/noArrayIndexKey: coverages have no id; the position is their identity here.
          key={index}
          draft={draft}
          coverage={coverage}
          index={index}
          onChange={onChange}
          problems={problems}
        />
      ))}
      <div>
        <Button
          variant="default"
          leftSection={<IconPlus aria-hidden size={16} />}
          onClick={() => onChange(append(draft, COVERAGES_PATH, newSimpleCoverage(draft, isoDateInZurich(new Date()))))}
          data-testid="coverage-editor-add"
        >
          {t('admin.editor.addCoverage')}
        </Button>
      </div>
    </Stack>
  );
}
