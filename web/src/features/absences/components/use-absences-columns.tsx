// The absences list's columns (list kit): the selection and expand controls, the employee, type, period, extent,
// issues and colour mark in the table; on the phone card the employee with the selection box, the colour mark
// and expand button, the type and range, the days, extent, source and issues, and the days when expanded.
import { ActionIcon, Anchor, Checkbox, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { Dispatch, SetStateAction } from 'react';
import type { ListColumn } from '../../../components/list-kit/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import type { AbsencePeriod, IssueFix, PeriodDay } from '../absence-display.ts';
import type { ColorMark, PeriodSortField } from '../periods-search.ts';
import { AbsenceTypeBadge, ColorSwatch, usePeriodValueText } from './absence-badges.tsx';
import { ColorMarkMenu } from './color-mark-menu.tsx';
import { IssueBadges } from './issue-badges.tsx';
import { PeriodDays } from './period-days.tsx';
import { employeeName } from './period-sync.ts';

type IdSet = ReadonlySet<string>;

const toggle = (set: IdSet, id: string) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

export function useAbsencesColumns({
  items,
  canEdit,
  canSeeIssues,
  canOpenEmployees,
  mayWrite,
  blocked,
  colorPending,
  expanded,
  setExpanded,
  selected,
  setSelected,
  onColor,
  onAddDays,
  onEditPeriod,
  onDeletePeriod,
  onEditDay,
  onDeleteDay,
}: {
  items: AbsencePeriod[];
  canEdit: boolean;
  canSeeIssues: boolean;
  canOpenEmployees: boolean;
  /** May edit and no file is processing. */
  mayWrite: boolean;
  blocked: boolean;
  colorPending: boolean;
  expanded: IdSet;
  setExpanded: Dispatch<SetStateAction<IdSet>>;
  selected: IdSet;
  setSelected: Dispatch<SetStateAction<IdSet>>;
  onColor: (period: AbsencePeriod, color: ColorMark | null) => void;
  onAddDays: (period: AbsencePeriod, fix: Extract<IssueFix, { kind: 'addDays' }>) => void;
  onEditPeriod: (period: AbsencePeriod) => void;
  onDeletePeriod: (period: AbsencePeriod) => void;
  onEditDay: (period: AbsencePeriod, day: PeriodDay) => void;
  onDeleteDay: (period: AbsencePeriod, day: PeriodDay) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const valueText = usePeriodValueText();

  const periodRange = (period: AbsencePeriod) =>
    period.startDate === period.endDate
      ? format.date(period.startDate)
      : `${format.date(period.startDate)} – ${format.date(period.endDate)}`;
  const daysText = (period: AbsencePeriod) =>
    period.calendarDays === 1
      ? t('absences.calendarDaysOne')
      : t('absences.calendarDaysOther', { days: format.number(period.calendarDays) });
  const sourceText = (source: string) => t(`absences.sources.${source}`, { defaultValue: source });

  const issueBadges = (period: AbsencePeriod) =>
    canSeeIssues ? (
      <IssueBadges
        period={period}
        canAddDays={mayWrite}
        canOpenEmployee={canOpenEmployees}
        onAddDays={(fix) => onAddDays(period, fix)}
        onShowDays={() => setExpanded((current) => new Set(current).add(period.periodId))}
      />
    ) : null;

  const colorMenu = (period: AbsencePeriod) => (
    <ColorMarkMenu
      mark={period.colorMark}
      disabled={!mayWrite || colorPending}
      onChange={(color) => onColor(period, color)}
      testId={`period-color-${period.periodId}`}
    />
  );
  const mark = (period: AbsencePeriod) =>
    canEdit ? colorMenu(period) : period.colorMark && <ColorSwatch mark={period.colorMark} />;

  const days = (period: AbsencePeriod) => (
    <PeriodDays
      period={period}
      canEdit={canEdit}
      blocked={blocked}
      onEditPeriod={() => onEditPeriod(period)}
      onDeletePeriod={() => onDeletePeriod(period)}
      onEditDay={(day) => onEditDay(period, day)}
      onDeleteDay={(day) => onDeleteDay(period, day)}
    />
  );

  const expandButton = (period: AbsencePeriod) => {
    const open = expanded.has(period.periodId);
    const label = t(open ? 'absences.hideDays' : 'absences.showDays', {
      name: employeeName(period),
      range: periodRange(period),
    });
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-expanded={open}
        aria-controls={`period-days-${period.periodId}`}
        aria-label={label}
        title={label}
        onClick={(event) => {
          event.stopPropagation();
          setExpanded((current) => toggle(current, period.periodId));
        }}
        data-testid={`period-expand-${period.periodId}`}
      >
        {open ? <IconChevronDown aria-hidden size={18} /> : <IconChevronRight aria-hidden size={18} />}
      </ActionIcon>
    );
  };

  const selectBox = (period: AbsencePeriod) => (
    <Checkbox
      aria-label={t('absences.selectPeriod', { name: employeeName(period), range: periodRange(period) })}
      checked={selected.has(period.periodId)}
      onChange={() => setSelected((current) => toggle(current, period.periodId))}
      onClick={(event) => event.stopPropagation()}
      data-testid={`period-select-${period.periodId}`}
    />
  );

  const name = (period: AbsencePeriod) => (
    <Stack gap={0}>
      {canOpenEmployees ? (
        <Anchor
          renderRoot={(props) => (
            <Link {...props} to="/employees/$employeeId" params={{ employeeId: period.employeeId }} search={{}} />
          )}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {employeeName(period)}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {employeeName(period)}
        </Text>
      )}
      {period.personnelNumber && (
        <Text size="xs" c="dimmed" ff="monospace">
          {period.personnelNumber}
        </Text>
      )}
    </Stack>
  );

  const allOnPageSelected = items.length > 0 && items.every((period) => selected.has(period.periodId));
  const someSelected = items.some((period) => selected.has(period.periodId));

  const columns: ListColumn<AbsencePeriod, PeriodSortField>[] = [
    ...(canEdit
      ? [
          {
            id: 'select',
            header: t('absences.selectPage'),
            headerContent: (
              <Checkbox
                aria-label={t('absences.selectPage')}
                checked={allOnPageSelected}
                indeterminate={someSelected && !allOnPageSelected}
                onChange={() =>
                  setSelected(allOnPageSelected ? new Set() : new Set(items.map((period) => period.periodId)))
                }
                data-testid="absences-select-page"
              />
            ),
            width: 40,
            cell: selectBox,
          } satisfies ListColumn<AbsencePeriod, PeriodSortField>,
        ]
      : []),
    {
      id: 'expand',
      header: t('absences.columns.expand'),
      headerContent: <VisuallyHidden>{t('absences.columns.expand')}</VisuallyHidden>,
      width: 44,
      cell: expandButton,
    },
    {
      id: 'employee',
      header: t('absences.columns.employee'),
      sort: 'LAST_NAME',
      cell: name,
      card: {
        as: 'title',
        value: (period) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {canEdit && selectBox(period)}
            {name(period)}
          </Group>
        ),
      },
    },
    {
      id: 'type',
      header: t('absences.columns.type'),
      cell: (period) => <AbsenceTypeBadge type={period.type} accidentType={period.accidentType} />,
      card: {
        as: 'fact',
        label: null,
        value: (period) => (
          <Group gap="xs" wrap="wrap">
            <AbsenceTypeBadge type={period.type} accidentType={period.accidentType} />
            <Text size="sm">{periodRange(period)}</Text>
          </Group>
        ),
      },
    },
    {
      id: 'period',
      header: t('absences.columns.period'),
      sort: 'START_DATE',
      nowrap: true,
      cell: (period) => (
        <>
          <Text size="sm" data-testid="period-range">
            {periodRange(period)}
          </Text>
          <Text size="xs" c="dimmed">
            {daysText(period)}
          </Text>
        </>
      ),
      card: { as: 'fact', label: t('absences.columns.days'), value: daysText },
    },
    {
      id: 'extent',
      header: t('absences.columns.extent'),
      sort: 'PERCENTAGE',
      cell: (period) => (
        <>
          <Text size="sm">{valueText.period(period)}</Text>
          <Text size="xs" c="dimmed">
            {sourceText(period.source)}
          </Text>
        </>
      ),
      card: { as: 'fact', value: (period) => valueText.period(period) },
    },
    {
      id: 'source',
      header: t('absences.columns.source'),
      table: false,
      cell: (period) => sourceText(period.source),
      card: 'fact',
    },
    ...(canSeeIssues
      ? [
          {
            id: 'issues',
            header: t('absences.columns.issues'),
            cell: issueBadges,
            card: { as: 'fact', label: null },
          } satisfies ListColumn<AbsencePeriod, PeriodSortField>,
        ]
      : []),
    {
      id: 'mark',
      header: t('absences.columns.mark'),
      cell: mark,
      card: {
        as: 'subtitle',
        value: (period) => (
          <Group gap={2} wrap="nowrap">
            {mark(period)}
            {expandButton(period)}
          </Group>
        ),
      },
    },
    {
      id: 'days',
      header: '',
      table: false,
      cell: (period) =>
        expanded.has(period.periodId) && <div id={`period-days-${period.periodId}`}>{days(period)}</div>,
      card: { as: 'fact', label: null },
    },
  ];

  return { columns, days, periodRange, someSelected };
}
