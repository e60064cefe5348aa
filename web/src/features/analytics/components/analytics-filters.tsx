// The analytics filters bar (issue 32): range of months, unit, breakdown, subunits and processing groups (by name,
// the tenant's values), employment types, absence categories and the as-of date (at most today). Each change goes to
// the URL at once (the previous figures stay dimmed while the new ones load); "Reset" goes back to the default page.
// On phones the fields fold behind a button, so the figures are not a long scroll away.
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import {
  ABSENCE_CATEGORIES,
  ANALYTICS_MONTHS_MAX,
  ANALYTICS_PERIOD_UNITS,
  ANALYTICS_QUERY_DIMENSIONS,
} from '../../../../../src/contracts/analytics.ts';
import { EMPLOYMENT_CONTRACT_TYPES } from '../../../../../src/contracts/employee-enums.ts';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useTenantUnits } from '../../employees/index.ts';
import {
  type AnalyticsSearch,
  addMonths,
  effectiveAsOf,
  hasFilters,
  listOf,
  monthsBetween,
  rangeOf,
  withFilters,
} from '../analytics-search.ts';

/** How far back the month fields reach: ten years. */
const MONTHS_BACK = 120;
const NONE = 'NONE';

export function AnalyticsFilters({
  search,
  today,
  onSearchChange,
}: {
  search: AnalyticsSearch;
  today: string;
  onSearchChange: (next: AnalyticsSearch) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const units = useTenantUnits();
  const unitLabelId = useId();
  const panelId = useId();
  const isPhone = useIsPhone();
  const [opened, setOpened] = useState(false);
  const range = rangeOf(search, today);
  const change = (changes: Partial<AnalyticsSearch>) => onSearchChange(withFilters(search, changes));

  const monthOptions = useMemo(() => {
    const last = today.slice(0, 7);
    return Array.from({ length: MONTHS_BACK }, (_, index) => {
      const month = addMonths(last, -index);
      return { value: month, label: formatMonth(month, language) };
    });
  }, [today, language]);

  /** A new end of the range; the start follows when the range would turn round or grow past 60 months. */
  const setRange = (from: string, to: string) => {
    let start = from;
    let end = to;
    if (end < start) [start, end] = [end, start];
    if (monthsBetween(start, end) > ANALYTICS_MONTHS_MAX) start = addMonths(end, -(ANALYTICS_MONTHS_MAX - 1));
    change({ from: start, to: end });
  };

  const categories = search.categories ? listOf(search.categories) : [...ABSENCE_CATEGORIES];
  const asOf = effectiveAsOf(search, today);

  const fields = (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Select
          label={t('analytics.filters.from')}
          data={monthOptions}
          value={range.from}
          onChange={(value) => value && setRange(value, range.to)}
          allowDeselect={false}
          searchable
          data-testid="analytics-from"
        />
        <Select
          label={t('analytics.filters.to')}
          data={monthOptions}
          value={range.to}
          onChange={(value) => value && setRange(range.from, value)}
          allowDeselect={false}
          searchable
          data-testid="analytics-to"
        />
        <Select
          label={t('analytics.filters.dimension')}
          data={[
            { value: NONE, label: t('analytics.dimensions.NONE') },
            ...ANALYTICS_QUERY_DIMENSIONS.map((dimension) => ({
              value: dimension,
              label: t(`analytics.dimensions.${dimension}`),
            })),
          ]}
          value={search.dimension ?? NONE}
          onChange={(value) =>
            change({ dimension: value && value !== NONE ? (value as AnalyticsSearch['dimension']) : undefined })
          }
          allowDeselect={false}
          data-testid="analytics-dimension"
        />
        <SwissDateInput
          label={t('analytics.filters.asOf')}
          description={t('analytics.filters.asOfHint')}
          value={asOf}
          maxDate={today}
          onChange={(value) => change({ asOf: value && value < today ? value : undefined })}
          data-testid="analytics-as-of"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <MultiSelect
          label={t('analytics.filters.subunits')}
          placeholder={listOf(search.subunits).length === 0 ? t('analytics.filters.all') : undefined}
          data={units.subunitOptions}
          value={listOf(search.subunits)}
          onChange={(values) => change({ subunits: values.join(',') || undefined })}
          searchable
          clearable
          nothingFoundMessage={t('analytics.filters.nothingFound')}
          data-testid="analytics-subunits"
        />
        <MultiSelect
          label={t('analytics.filters.groups')}
          placeholder={listOf(search.groups).length === 0 ? t('analytics.filters.all') : undefined}
          data={units.groupOptions}
          value={listOf(search.groups)}
          onChange={(values) => change({ groups: values.join(',') || undefined })}
          searchable
          clearable
          nothingFoundMessage={t('analytics.filters.nothingFound')}
          data-testid="analytics-groups"
        />
        <MultiSelect
          label={t('analytics.filters.employmentTypes')}
          placeholder={listOf(search.types).length === 0 ? t('analytics.filters.all') : undefined}
          data={EMPLOYMENT_CONTRACT_TYPES.map((type) => ({
            value: type,
            label: t(`employees.enums.employmentContractType.${type}`),
          }))}
          value={listOf(search.types)}
          onChange={(values) => change({ types: values.join(',') || undefined })}
          clearable
          data-testid="analytics-types"
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <span id={unitLabelId} style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500 }}>
              {t('analytics.filters.unit')}
            </span>
            <SegmentedControl
              aria-labelledby={unitLabelId}
              data={ANALYTICS_PERIOD_UNITS.map((unit) => ({ value: unit, label: t(`analytics.units.${unit}`) }))}
              value={search.unit ?? 'MONTH'}
              onChange={(value) => change({ unit: value === 'MONTH' ? undefined : (value as AnalyticsSearch['unit']) })}
              data-testid="analytics-unit"
            />
          </Stack>
          <Checkbox.Group
            label={t('analytics.filters.categories')}
            value={categories}
            onChange={(values) => {
              // At least one category: the last one cannot be unticked.
              if (values.length === 0) return;
              change({ categories: values.join(',') });
            }}
            data-testid="analytics-categories"
          >
            <Group gap="md" mt={6}>
              {ABSENCE_CATEGORIES.map((category) => (
                <Checkbox
                  key={category}
                  value={category}
                  label={t(`analytics.categories.${category}`)}
                  data-testid={`analytics-category-${category}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        </Group>
        {hasFilters(search) && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff aria-hidden size={16} />}
            onClick={() => onSearchChange(search.tab ? { tab: search.tab } : {})}
            data-testid="analytics-reset"
          >
            {t('analytics.filters.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="analytics-filters">
      {isPhone ? (
        <Stack gap="sm">
          <Button
            variant="light"
            leftSection={<IconFilter aria-hidden size={16} />}
            onClick={() => setOpened((open) => !open)}
            aria-expanded={opened}
            aria-controls={panelId}
            data-testid="analytics-filters-toggle"
          >
            {opened ? t('analytics.filters.hide') : t('analytics.filters.show')}
          </Button>
          <Collapse expanded={opened} id={panelId}>
            {fields}
          </Collapse>
        </Stack>
      ) : (
        fields
      )}
    </Paper>
  );
}
