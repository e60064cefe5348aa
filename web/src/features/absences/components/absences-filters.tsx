// The absences list's filters (type, date range, colour mark, "has issues", clear, saved filters), in the panel's row on a desktop
// and in the phone's collapsible filters, and the phone's sort field (the table's headers sort on a desktop).
import { Button, Group, Select, Switch } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { SavedFiltersMenu } from '../../saved-filters/index.ts';
import {
  ABSENCE_PERIOD_COLOR_MARKS,
  ABSENCE_TYPES,
  type AbsencesSearch,
  absencesSearch,
  type ColorMark,
  type PeriodSortField,
} from '../periods-search.ts';
import { ColorSwatch } from './absence-badges.tsx';

export function AbsencesFilterFields({
  search,
  canSeeIssues,
  isFiltered,
  setFilter,
  resetFilters,
  applySaved,
}: {
  search: AbsencesSearch;
  canSeeIssues: boolean;
  isFiltered: boolean;
  setFilter: (changes: Partial<AbsencesSearch>) => void;
  resetFilters: () => void;
  /** Shows the list with a saved filter's search. */
  applySaved: (next: AbsencesSearch) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('absences.filters.type')}
        placeholder={t('absences.filters.all')}
        data={ABSENCE_TYPES.map((type) => ({ value: type, label: t(`absences.types.${type}`) }))}
        value={search.type ?? null}
        onChange={(value) => setFilter({ type: (value ?? undefined) as AbsencesSearch['type'] })}
        clearable
        w={{ base: '100%', xs: 190 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="absences-filter-type"
      />
      <SwissDateInput
        label={t('absences.filters.from')}
        value={search.from ?? null}
        onChange={(value) => setFilter({ from: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="absences-filter-from"
      />
      <SwissDateInput
        label={t('absences.filters.to')}
        value={search.to ?? null}
        onChange={(value) => setFilter({ to: value ?? undefined })}
        minDate={search.from}
        clearable
        w={{ base: '100%', xs: 160 }}
        data-testid="absences-filter-to"
      />
      <Select
        label={t('absences.filters.colorMark')}
        placeholder={t('absences.filters.all')}
        data={ABSENCE_PERIOD_COLOR_MARKS.map((mark) => ({
          value: mark,
          label: t(`absences.colorMarks.names.${mark}`),
        }))}
        value={search.colorMark ?? null}
        onChange={(value) => setFilter({ colorMark: (value ?? undefined) as ColorMark | undefined })}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch mark={option.value as ColorMark} />
            {option.label}
          </Group>
        )}
        leftSection={search.colorMark ? <ColorSwatch mark={search.colorMark} /> : undefined}
        clearable
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="absences-filter-color"
      />
      {canSeeIssues && (
        <Switch
          label={t('absences.filters.hasIssues')}
          checked={search.hasIssues === true}
          onChange={(event) => setFilter({ hasIssues: event.currentTarget.checked ? true : undefined })}
          pb={8}
          data-testid="absences-filter-issues"
        />
      )}
      {isFiltered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff aria-hidden size={16} />}
          onClick={resetFilters}
          data-testid="absences-clear-filters"
        >
          {t('absences.clearFilters')}
        </Button>
      )}
      <SavedFiltersMenu
        listId="absences"
        definition={absencesSearch}
        search={search}
        onApply={applySaved}
        testId="absences-saved-filters"
      />
    </>
  );
}

/** The phone's sort field. */
export function AbsencesSortSelect({
  sortField,
  onSort,
}: {
  sortField: PeriodSortField;
  onSort: (field: PeriodSortField) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('absences.sortLabel')}
      data={(['START_DATE', 'END_DATE', 'LAST_NAME', 'PERSONNEL_NUMBER', 'PERCENTAGE'] as const).map((field) => ({
        value: field,
        label: t(`absences.sortFields.${field}`),
      }))}
      value={sortField}
      onChange={(value) => value && onSort(value as PeriodSortField)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
