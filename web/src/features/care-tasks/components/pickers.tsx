// Searchable pickers of the care task screens: an employee (by name or personnel number, from the server; a
// superior finds the own team only) and a user to be responsible (the company's active users).
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { careTasksKeys } from '../api/care-tasks-keys.ts';

export type PickedOption = { value: string; label: string };

type PickerProps = {
  label: string;
  value: PickedOption | null;
  onChange: (next: PickedOption | null) => void;
  error?: string;
  required?: boolean;
  description?: string;
  testId: string;
};

function SearchSelect({
  label,
  value,
  onChange,
  error,
  required,
  description,
  testId,
  options,
  isFetching,
  searchText,
  onSearchText,
}: PickerProps & {
  options: PickedOption[];
  isFetching: boolean;
  searchText: string;
  onSearchText: (text: string) => void;
}) {
  const { t } = useTranslation();
  const data = value && !options.some((option) => option.value === value.value) ? [value, ...options] : options;
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('careTasks.pickers.placeholder')}
      data={data}
      value={value?.value ?? null}
      onChange={(next, option) => onChange(next && option ? { value: next, label: option.label } : null)}
      searchable
      searchValue={searchText}
      onSearchChange={onSearchText}
      filter={({ options: all }) => all}
      nothingFoundMessage={isFetching ? t('common.loading') : t('careTasks.pickers.nothingFound')}
      required={required}
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}

export function EmployeePicker(props: PickerProps) {
  const [searchText, setSearchText] = useState(props.value?.label ?? '');
  const [debounced] = useDebouncedValue(searchText.trim(), 250);
  const term = debounced === props.value?.label ? '' : debounced;
  const employees = useQuery({
    queryKey: careTasksKeys.employeeSearch(term),
    queryFn: ({ signal }) =>
      apiRequest('employeesList', {
        query: { ...(term ? { search: term } : {}), sortBy: 'LAST_NAME', sortOrder: 'ASC', take: 20, skip: 0 },
        signal,
      }),
    staleTime: 30_000,
  });
  const options = (employees.data?.items ?? []).map((employee) => ({
    value: employee.employeeId,
    label: `${[employee.lastName, employee.firstName].filter(Boolean).join(', ')} · ${employee.personnelNumber}`,
  }));
  return (
    <SearchSelect
      {...props}
      options={options}
      isFetching={employees.isFetching}
      searchText={searchText}
      onSearchText={setSearchText}
    />
  );
}

export function UserPicker(props: PickerProps) {
  const [searchText, setSearchText] = useState(props.value?.label ?? '');
  const [debounced] = useDebouncedValue(searchText.trim(), 250);
  const term = debounced === props.value?.label ? '' : debounced;
  const users = useQuery({
    queryKey: careTasksKeys.userSearch(term),
    queryFn: ({ signal }) =>
      apiRequest('usersList', {
        query: { ...(term ? { search: term } : {}), status: 'ACTIVE', take: 20, skip: 0 },
        signal,
      }),
    staleTime: 30_000,
  });
  const options = (users.data?.items ?? []).map((user) => ({ value: user.id, label: `${user.name} · ${user.email}` }));
  return (
    <SearchSelect
      {...props}
      options={options}
      isFetching={users.isFetching}
      searchText={searchText}
      onSearchText={setSearchText}
    />
  );
}
