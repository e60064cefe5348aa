// The employee list's controls that open a dropdown: the subunit and processing-group filters, the "active on"
// date and the page size (Mantine's Select and DateInput: Combobox, Popover, floating-ui, Mantine's dates and
// dayjs), and the saved filters' button (its panel a Popover). employees-panel.tsx loads this module after the list's
// first paint and draws fields of the same size until then, so the list paints without waiting for them
// (Lighthouse, issue 10; docs/performance.md).
import { Select } from '@mantine/core';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { SavedFiltersMenu } from '../../saved-filters/index.ts';
import { EMPLOYEE_PAGE_SIZES, type EmployeesSearch, employeesSearch, type withFilter } from '../overview-search.ts';

type Option = { value: string; label: string };

export type EmployeesFilterControlsProps = {
  search: EmployeesSearch;
  subunitOptions: Option[];
  groupOptions: Option[];
  onFilter: (changes: Parameters<typeof withFilter>[1]) => void;
};

/** The subunit and processing-group filters and the "active on" date, as the filter bar's fields. */
export function EmployeesFilterControls({
  search,
  subunitOptions,
  groupOptions,
  onFilter,
}: EmployeesFilterControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('employees.overview.subunit')}
        placeholder={t('employees.overview.all')}
        data={subunitOptions}
        value={search.subunit ?? null}
        onChange={(value) => onFilter({ subunit: value ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('employees.overview.noMatch')}
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="employees-filter-subunit"
      />
      <Select
        label={t('employees.overview.processingGroup')}
        placeholder={t('employees.overview.all')}
        data={groupOptions}
        value={search.processingGroup ?? null}
        onChange={(value) => onFilter({ processingGroup: value ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('employees.overview.noMatch')}
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="employees-filter-processing-group"
      />
      <SwissDateInput
        label={t('employees.overview.activeOn')}
        value={search.activeOn ?? null}
        onChange={(value) => onFilter({ activeOn: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 170 }}
        data-testid="employees-filter-active-on"
      />
    </>
  );
}

/** The page size below the list. */
export function EmployeesPageSizeSelect({
  pageSize,
  onChange,
}: {
  pageSize: number;
  onChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('employees.overview.pageSize')}
      data={EMPLOYEE_PAGE_SIZES.map((size) => ({
        value: String(size),
        label: t('employees.overview.perPage', { size }),
      }))}
      value={String(pageSize)}
      onChange={(value) => onChange(Number(value))}
      allowDeselect={false}
      w={150}
      size="sm"
      comboboxProps={{ withinPortal: true }}
      data-testid="employees-page-size"
    />
  );
}

/** "Gespeicherte Filter": the employee list's saved filters (decision 0058). */
export function EmployeesSavedFilters({
  search,
  onApply,
}: {
  search: EmployeesSearch;
  onApply: (next: EmployeesSearch) => void;
}) {
  return (
    <SavedFiltersMenu
      listId="employees"
      definition={employeesSearch}
      search={search}
      onApply={onApply}
      testId="employees-saved-filters"
    />
  );
}
