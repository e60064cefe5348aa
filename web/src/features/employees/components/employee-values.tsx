// Display helpers shared by the employee screens: translated enum values, yes/no, country and language names,
// a dash for unknown values, the names of the tenant's subunits and processing groups, and the leaver badge.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TintedBadge } from '../../../components/tinted.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { countryName, languageName } from '../../../lib/display-names.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useTenantInfo } from '../../tenant/index.ts';
import { type EmployeeEnumGroup, type EmployeeEnumValue, enumLabelKey } from '../employee-enums.ts';

/** The dash shown for a value that is not known, with a spoken label. */
export function Unknown() {
  const { t } = useTranslation();
  return (
    <Text component="span" size="sm" c="dimmed" aria-label={t('employees.detail.unknown')}>
      –
    </Text>
  );
}

/** `value` rendered by `render`, or the dash when it is null, undefined or ''. */
export function orUnknown<T>(value: T | null | undefined, render: (value: T) => ReactNode = String): ReactNode {
  return value === null || value === undefined || value === '' ? <Unknown /> : render(value);
}

export function useEmployeeLabels() {
  const { t } = useTranslation();
  const format = useFormatters();
  return {
    enumLabel: <G extends EmployeeEnumGroup>(group: G, value: EmployeeEnumValue<G> | null | undefined) =>
      orUnknown(value, (known) => t(enumLabelKey(group, known))),
    yesNo: (value: boolean | null) => orUnknown(value, (known) => (known ? t('employees.yes') : t('employees.no'))),
    country: (code: string | null | undefined) => orUnknown(code, (known) => countryName(known, format.language)),
    language: (code: string | null | undefined) => orUnknown(code, (known) => languageName(known, format.language)),
    date: (iso: string | null | undefined) => orUnknown(iso, (known) => format.date(known)),
    number: (value: number | null) => orUnknown(value, (known) => format.number(known)),
  };
}

/**
 * The tenant's subunits and processing groups by id (GET /tenant/info, cached): their names for display and the
 * options of the overview's filters. An id the configuration no longer knows keeps its code.
 */
export function useTenantUnits() {
  const info = useTenantInfo();
  const subunits = new Map(
    (info.data?.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name || unit.companySubunitId]),
  );
  const groups = new Map((info.data?.processingGroups ?? []).map((group) => [group.processingGroupId, group.name]));
  const options = (names: Map<string, string>) =>
    [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  return {
    isPending: info.isPending,
    subunitName: (id: string) => subunits.get(id),
    groupName: (id: string) => groups.get(id),
    subunitOptions: options(subunits),
    groupOptions: options(groups),
  };
}

/** A configured name with its code as secondary text (the code alone when the name is not known). */
export function NameWithCode({ name, code }: { name: string | undefined; code: string | null | undefined }) {
  if (code === null || code === undefined || code === '') return <Unknown />;
  if (!name || name === code) {
    return (
      <Text component="span" size="sm">
        {code}
      </Text>
    );
  }
  return (
    <Text component="span" size="sm">
      {name}{' '}
      <Text component="span" size="xs" c="dimmed" ff="monospace">
        {code}
      </Text>
    </Text>
  );
}

/** "Left on …" (past) or "Leaving on …" (today or later); nothing when there is no leaving date. */
export function LeaverBadge({ leavingDate }: { leavingDate: string | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!leavingDate) return null;
  const hasLeft = leavingDate < isoDateInZurich(new Date());
  return (
    <TintedBadge color={hasLeft ? 'gray' : 'orange'} size="lg" data-testid="employee-leaver-badge">
      {hasLeft
        ? t('employees.detail.left', { date: format.date(leavingDate) })
        : t('employees.detail.leaving', { date: format.date(leavingDate) })}
    </TintedBadge>
  );
}
