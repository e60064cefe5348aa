// Team month calendar (issue 12, decision 0015): who is absent on which day of a month. One row per person the
// user may see (a superior: the team), one column per day; a day's colour is the absence type, a partial day is
// half filled, a weekend day filled by the company's rule is lighter. Where the user may not see health data the
// type is withheld and the day says only "absent". Month, filters and page live in the URL (calendar-search.ts).
// The grid is plain table cells (a team of 200 is 6 000 cells): every absent cell carries its meaning as text for
// screen readers and as a tooltip (title) for the mouse.
import {
  ActionIcon,
  Button,
  Card,
  Collapse,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconChevronLeft,
  IconChevronRight,
  IconFilterOff,
  IconList,
  IconSearch,
} from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { type MouseEvent, memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { AbsenceCalendarRow } from '../../../../../src/contracts/absence-calendar.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useTenantUnits } from '../../employees/index.ts';
import { ABSENCE_TYPE_COLORS } from '../absence-display.ts';
import { useAbsenceCalendar } from '../api/get-absence-calendar.ts';
import {
  CALENDAR_PAGE_SIZE,
  type CalendarSearch,
  currentMonth,
  daysOfMonth,
  hasCalendarFilters,
  shiftMonth,
  toCalendarQuery,
} from '../calendar-search.ts';
import { ABSENCE_TYPES, type AbsenceTypeValue } from '../periods-search.ts';
import classes from './team-calendar.module.css';

const SEARCH_DEBOUNCE_MS = 300;
const WITHHELD_COLOR = 'var(--mantine-color-gray-7)';

export type TeamCalendarProps = {
  search: CalendarSearch;
  /** Changes of the URL state; `undefined` removes a value. */
  onChange: (changes: Partial<Record<keyof CalendarSearch, unknown>>, options?: { replace?: boolean }) => void;
  canOpenEmployees: boolean;
};

type CalendarDayEntry = AbsenceCalendarRow['days'][number];

const markColor = (type: AbsenceTypeValue | null) =>
  type === null ? WITHHELD_COLOR : `var(--mantine-color-${ABSENCE_TYPE_COLORS[type]}-6)`;

/** The words of one absent day: "Krankheit, 50 %", "abwesend, 4 Std.", "…, Wochenende aufgefüllt". */
function useDayWords() {
  const { t } = useTranslation();
  const format = useFormatters();
  return useCallback(
    (entry: CalendarDayEntry) => {
      const what = entry.type === null ? t('absences.calendar.absent') : t(`absences.types.${entry.type}`);
      const extent =
        entry.percentage !== null
          ? format.percent(Number(entry.percentage), { maximumFractionDigits: 2 })
          : entry.hours !== null
            ? t('absences.value.hours', { hours: format.number(Number(entry.hours), { maximumFractionDigits: 2 }) })
            : '';
      return [what, extent, entry.isFilled ? t('absences.calendar.filled') : ''].filter(Boolean).join(', ');
    },
    [t, format],
  );
}

type RowProps = {
  row: AbsenceCalendarRow;
  days: ReturnType<typeof daysOfMonth>;
  today: string;
  dateLabels: string[];
  /** The employee page's address, when the user may open it. */
  employeeHref: string | null;
  subunitName: string | undefined;
  describe: (entry: CalendarDayEntry) => string;
};

/** One person's month; memoised, so a filter typed elsewhere does not redraw 6 000 cells. */
const CalendarRow = memo(function CalendarRow({
  row,
  days,
  today,
  dateLabels,
  employeeHref,
  subunitName,
  describe,
}: RowProps) {
  const byDate = new Map<string, CalendarDayEntry[]>();
  for (const entry of row.days) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  const name = `${row.firstName} ${row.lastName}`;
  return (
    <tr data-testid={`calendar-row-${row.employeeId}`}>
      <th scope="row" className={classes.name}>
        {employeeHref ? (
          // A plain link (200 router links would cost more than the whole grid); the table's click handler
          // navigates inside the app, a modified click opens a tab as links do.
          <a href={employeeHref} className={classes.nameLink} data-employee-id={row.employeeId}>
            {name}
          </a>
        ) : (
          name
        )}
        <span className={classes.nameSub}>
          {row.personnelNumber}
          {subunitName ? ` · ${subunitName}` : ''}
        </span>
      </th>
      {days.map((day, index) => {
        const entries = byDate.get(day.date);
        const employed =
          (row.dateOfEmployment === null || row.dateOfEmployment <= day.date) &&
          (row.leavingDate === null || row.leavingDate >= day.date);
        const className = [
          classes.day,
          day.weekday >= 6 ? classes.weekend : '',
          day.date === today ? classes.today : '',
          employed ? '' : classes.outside,
        ]
          .filter(Boolean)
          .join(' ');
        const first = entries?.[0];
        // Keyed by the day's position: a month change updates the cells in place instead of replacing 6 000 of
        // them (the cells carry no state).
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the cell's identity across months.
        if (!first || !entries) return <td key={index} className={className} />;
        const words = entries.map(describe).join('; ');
        return (
          <td
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            key={index}
            className={className}
            title={`${dateLabels[index]}: ${words}`}
            data-testid="calendar-absent"
          >
            <span
              className={classes.mark}
              style={{ '--mark': markColor(first.type) } as React.CSSProperties}
              data-partial={first.isPartial || undefined}
              data-filled={first.isFilled || undefined}
              data-several={entries.length > 1 || undefined}
              data-type={first.type ?? 'withheld'}
            />
            <span className={classes.srOnly}>{`${dateLabels[index]}: ${words}`}</span>
          </td>
        );
      })}
    </tr>
  );
});

function LegendItem(props: { color: string; label: string; partial?: boolean; filled?: boolean }) {
  return (
    <li className={classes.legend}>
      <span
        aria-hidden
        className={classes.legendMark}
        data-partial={props.partial || undefined}
        data-filled={props.filled || undefined}
        style={{ '--mark': props.color } as React.CSSProperties}
      />
      <Text span size="xs">
        {props.label}
      </Text>
    </li>
  );
}

export function TeamCalendar({ search, onChange, canOpenEmployees }: TeamCalendarProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const units = useTenantUnits();
  const describe = useDayWords();
  const [filtersOpen, filters] = useDisclosure(false);
  const month = search.month ?? currentMonth();
  const query = useMemo(() => toCalendarQuery(search), [search]);
  const calendar = useAbsenceCalendar(query);
  const days = useMemo(() => daysOfMonth(month), [month]);
  const today = isoDateInZurich(new Date());
  const weekdayLetters = useMemo(() => {
    // 2024-01-01 was a Monday: the narrow weekday names Monday to Sunday in the user's language.
    const formatter = new Intl.DateTimeFormat(format.language === 'en' ? 'en-GB' : `${format.language}-CH`, {
      weekday: 'short',
      timeZone: 'UTC',
    });
    return Array.from({ length: 7 }, (_, index) => formatter.format(new Date(Date.UTC(2024, 0, 1 + index))));
  }, [format.language]);
  const dateLabels = useMemo(
    () => days.map((day) => `${weekdayLetters[day.weekday - 1]} ${format.date(day.date)}`),
    [days, weekdayLetters, format],
  );

  const [searchText, setSearchText] = useState(search.search ?? '');
  const commitSearch = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    if (next !== search.search) onChange({ search: next, page: undefined }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    setSearchText((current) => (current.trim() === (search.search ?? '') ? current : (search.search ?? '')));
  }, [search.search]);

  const setFilter = (changes: Partial<Record<keyof CalendarSearch, unknown>>) =>
    onChange({ ...changes, page: undefined }, { replace: true });
  const withCurrent = (options: { value: string; label: string }[], current: string | undefined) =>
    current === undefined || options.some((option) => option.value === current)
      ? options
      : [...options, { value: current, label: current }];
  const isFiltered = hasCalendarFilters(search);
  const items = calendar.data?.items ?? [];
  const totalCount = calendar.data?.totalCount ?? 0;
  const typesSeen = useMemo(() => {
    const seen = new Set<AbsenceTypeValue | null>();
    for (const row of items) for (const entry of row.days) seen.add(entry.type);
    return seen;
  }, [items]);
  const monthTitle = format.month(month);
  const router = useRouter();
  /** A plain left click on a person's name navigates inside the app (no reload). */
  const openEmployee = (event: MouseEvent<HTMLTableElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-employee-id]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({
      to: '/employees/$employeeId',
      params: { employeeId: link.dataset.employeeId ?? '' },
      search: {},
    });
  };

  const filterFields = (
    <>
      <Select
        label={t('absences.calendar.subunit')}
        placeholder={t('absences.calendar.all')}
        data={withCurrent(units.subunitOptions, search.subunit)}
        value={search.subunit ?? null}
        onChange={(value) => setFilter({ subunit: value ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('absences.calendar.noMatch')}
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="calendar-filter-subunit"
      />
      <Select
        label={t('absences.calendar.group')}
        placeholder={t('absences.calendar.all')}
        data={withCurrent(units.groupOptions, search.group)}
        value={search.group ?? null}
        onChange={(value) => setFilter({ group: value ?? undefined })}
        clearable
        searchable
        nothingFoundMessage={t('absences.calendar.noMatch')}
        w={{ base: '100%', xs: 180 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="calendar-filter-group"
      />
      <Select
        label={t('absences.calendar.type')}
        placeholder={t('absences.calendar.allTypes')}
        data={ABSENCE_TYPES.map((type) => ({ value: type, label: t(`absences.types.${type}`) }))}
        value={search.type ?? null}
        onChange={(value) => setFilter({ type: value ?? undefined })}
        clearable
        w={{ base: '100%', xs: 200 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="calendar-filter-type"
      />
      <Switch
        label={t('absences.calendar.onlyAbsent')}
        checked={search.onlyAbsent === true}
        onChange={(event) => setFilter({ onlyAbsent: event.currentTarget.checked || undefined })}
        pb={8}
        data-testid="calendar-filter-only-absent"
      />
      {isFiltered && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff aria-hidden size={16} />}
          onClick={() => {
            setSearchText('');
            setFilter({
              search: undefined,
              subunit: undefined,
              group: undefined,
              type: undefined,
              onlyAbsent: undefined,
            });
          }}
          data-testid="calendar-clear-filters"
        >
          {t('absences.calendar.clearFilters')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="lg" data-testid="team-calendar">
      <PageHeader
        title={t('absences.calendar.title')}
        description={t('absences.calendar.intro')}
        actions={
          <Button
            component={Link}
            to="/absences"
            variant="default"
            leftSection={<IconList aria-hidden size={16} />}
            data-testid="calendar-to-periods"
          >
            {t('absences.calendar.toPeriods')}
          </Button>
        }
      />

      <Card padding={0}>
        <Stack gap="sm" p="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('absences.calendar.previousMonth')}
                onClick={() => onChange({ month: shiftMonth(month, -1), page: undefined })}
                data-testid="calendar-previous"
              >
                <IconChevronLeft aria-hidden size={18} />
              </ActionIcon>
              <Title
                order={2}
                size="h3"
                miw={isPhone ? 0 : 170}
                ta="center"
                data-testid="calendar-month"
                aria-live="polite"
              >
                {monthTitle}
              </Title>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('absences.calendar.nextMonth')}
                onClick={() => onChange({ month: shiftMonth(month, 1), page: undefined })}
                data-testid="calendar-next"
              >
                <IconChevronRight aria-hidden size={18} />
              </ActionIcon>
              {month !== currentMonth() && (
                <Button variant="subtle" onClick={() => onChange({ month: undefined, page: undefined })}>
                  {t('absences.calendar.thisMonth')}
                </Button>
              )}
            </Group>
            <TextInput
              aria-label={t('absences.calendar.search')}
              placeholder={t('absences.calendar.searchPlaceholder')}
              leftSection={<IconSearch aria-hidden size={16} />}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.currentTarget.value);
                commitSearch(event.currentTarget.value);
              }}
              maxLength={200}
              w={{ base: '100%', xs: 280 }}
              type="search"
              data-testid="calendar-search"
            />
          </Group>
          {isPhone ? (
            <>
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
                onClick={filters.toggle}
                aria-expanded={filtersOpen}
                aria-controls="calendar-filters"
                data-testid="calendar-filters-toggle"
              >
                {isFiltered ? t('absences.calendar.filtersActive') : t('absences.calendar.filters')}
              </Button>
              <Collapse expanded={filtersOpen} id="calendar-filters">
                <Stack gap="sm">{filterFields}</Stack>
              </Collapse>
            </>
          ) : (
            <Group gap="sm" wrap="wrap" align="flex-end">
              {filterFields}
            </Group>
          )}
          <Group
            component="ul"
            gap="md"
            wrap="wrap"
            aria-label={t('absences.calendar.legend')}
            className={classes.legendList}
          >
            {ABSENCE_TYPES.filter((type) => typesSeen.has(type)).map((type) => (
              <LegendItem key={type} color={markColor(type)} label={t(`absences.types.${type}`)} />
            ))}
            {typesSeen.has(null) && <LegendItem color={WITHHELD_COLOR} label={t('absences.calendar.absentLegend')} />}
            <LegendItem color={WITHHELD_COLOR} label={t('absences.calendar.partialLegend')} partial />
            <LegendItem color={WITHHELD_COLOR} label={t('absences.calendar.filledLegend')} filled />
          </Group>
        </Stack>

        {calendar.isError && (
          <TintedAlert color="red" m="md" title={t('absences.calendar.loadError')}>
            <Button size="xs" variant="default" onClick={() => void calendar.refetch()}>
              {t('absences.calendar.retry')}
            </Button>
          </TintedAlert>
        )}
        {calendar.isPending ? (
          <Stack gap={6} p="md" data-testid="calendar-loading">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
              <Skeleton key={index} height={36} />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          <Stack gap="xs" p="xl" align="center" data-testid="calendar-empty">
            <Text fw={600}>
              {search.onlyAbsent
                ? t('absences.calendar.emptyAbsent', { month: monthTitle })
                : t('absences.calendar.empty')}
            </Text>
            <Text size="sm" c="dimmed" ta="center" maw={520}>
              {isFiltered ? t('absences.calendar.emptyFilteredHint') : t('absences.calendar.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <section
            className={classes.scroll}
            style={{ opacity: calendar.isPlaceholderData ? 0.55 : 1 }}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
            tabIndex={0}
            aria-label={t('absences.calendar.gridLabel', { month: monthTitle })}
            data-testid="calendar-grid"
          >
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside handle the keyboard themselves */}
            <table className={classes.grid} onClick={openEmployee}>
              <caption className={classes.srOnly}>{t('absences.calendar.gridLabel', { month: monthTitle })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={classes.nameHead}>
                    {t('absences.calendar.person')}
                  </th>
                  {days.map((day, index) => (
                    <th
                      key={day.date}
                      scope="col"
                      className={[
                        classes.dayHead,
                        day.weekday >= 6 ? classes.weekend : '',
                        day.date === today ? classes.today : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-label={dateLabels[index]}
                    >
                      {day.day}
                      <span aria-hidden className={classes.weekdayLetter}>
                        {weekdayLetters[day.weekday - 1]?.slice(0, 2)}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((row) => (
                  <CalendarRow
                    key={row.employeeId}
                    row={row}
                    days={days}
                    today={today}
                    dateLabels={dateLabels}
                    employeeHref={
                      canOpenEmployees
                        ? router.buildLocation({
                            to: '/employees/$employeeId',
                            params: { employeeId: row.employeeId },
                            search: {},
                          }).href
                        : null
                    }
                    subunitName={row.companySubunitId ? units.subunitName(row.companySubunitId) : undefined}
                    describe={describe}
                  />
                ))}
              </tbody>
            </table>
          </section>
        )}
        {totalCount > 0 && (
          <TablePagerFooter
            page={search.page ?? 1}
            pageSize={CALENDAR_PAGE_SIZE}
            totalCount={totalCount}
            onChange={(page) => onChange({ page })}
            i18nPrefix="absences.calendar.pager"
            countTestId="calendar-count"
          />
        )}
      </Card>
    </Stack>
  );
}
