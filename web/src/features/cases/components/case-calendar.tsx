// The case's days, one month at a time (Monday first): paid days, waiting days (the employer's short-term risk,
// C11), days that pay nothing, days of the case without a claim (below the minimum incapacity, C6); weekend days
// filled between two absences (C17) are outlined dashed, days with a correction (C12) carry a dot. Choosing a day
// opens its explanation ("why this amount?").
import { ActionIcon, Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { swissLocale } from '../../../lib/language.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type CalendarClaim, type CalendarDay, calendarDays, type DayKind, monthWeeks } from '../case-display.ts';

const KIND_STYLE: Record<DayKind, { background: string; border: string }> = {
  paid: { background: 'var(--mantine-color-green-1)', border: 'var(--mantine-color-green-7)' },
  waiting: { background: 'var(--mantine-color-yellow-1)', border: 'var(--mantine-color-yellow-8)' },
  unpaid: { background: 'var(--mantine-color-gray-2)', border: 'var(--mantine-color-gray-6)' },
  noClaim: { background: 'var(--mantine-color-body)', border: 'var(--mantine-color-gray-5)' },
};

export const DAY_KINDS: readonly DayKind[] = ['paid', 'waiting', 'unpaid', 'noClaim'];

export type CaseCalendarProps = {
  claims: readonly CalendarClaim[];
  absentFrom: string;
  absentTo: string;
  /** The months that can be shown ('YYYY-MM', oldest first). */
  months: readonly string[];
  month: string;
  onMonthChange: (month: string) => void;
  selectedDay: string | undefined;
  onSelectDay: (day: string) => void;
};

/** Monday to Sunday, short, in the UI language (2 January 2023 was a Monday). */
function weekdayNames(language: Parameters<typeof swissLocale>[0]): string[] {
  const format = new Intl.DateTimeFormat(swissLocale(language), { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2023, 0, 2 + index))));
}

function DaySwatch({ kind }: { kind: DayKind }) {
  const style = KIND_STYLE[kind];
  return (
    <Box
      aria-hidden
      w={14}
      h={14}
      style={{ background: style.background, border: `1px solid ${style.border}`, borderRadius: 3, flex: 'none' }}
    />
  );
}

export function CaseCalendarLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap" data-testid="case-calendar-legend">
      {DAY_KINDS.map((kind) => (
        <Group key={kind} gap={6} wrap="nowrap">
          <DaySwatch kind={kind} />
          <Text size="xs">{t(`cases.detail.calendar.kinds.${kind}`)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <Box
          aria-hidden
          w={14}
          h={14}
          style={{ border: '2px dashed var(--mantine-color-gray-7)', borderRadius: 3, flex: 'none' }}
        />
        <Text size="xs">{t('cases.detail.calendar.weekendFilled')}</Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Box aria-hidden w={8} h={8} bg="red.8" style={{ borderRadius: '50%', flex: 'none' }} />
        <Text size="xs">{t('cases.detail.calendar.correction')}</Text>
      </Group>
    </Group>
  );
}

export function CaseCalendar({
  claims,
  absentFrom,
  absentTo,
  months,
  month,
  onMonthChange,
  selectedDay,
  onSelectDay,
}: CaseCalendarProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const days = useMemo(() => calendarDays(claims), [claims]);
  const weekdays = useMemo(() => weekdayNames(format.language), [format.language]);
  const index = months.indexOf(month);
  const previous = index > 0 ? months[index - 1] : undefined;
  const next = index >= 0 && index < months.length - 1 ? months[index + 1] : undefined;

  const describe = (date: string, day: CalendarDay | undefined) => {
    const kind: DayKind = day?.kind ?? 'noClaim';
    const parts = [format.date(date), t(`cases.detail.calendar.kinds.${kind}`)];
    if (day && day.kind !== 'noClaim') parts.push(format.chf(day.amount));
    if (day?.incapacityOfWork !== null && day?.incapacityOfWork !== undefined) {
      parts.push(t('cases.detail.calendar.incapacity', { percent: format.percent(day.incapacityOfWork) }));
    }
    if (day?.isWeekendFilled) parts.push(t('cases.detail.calendar.weekendFilled'));
    if (day?.hasCorrection) parts.push(t('cases.detail.calendar.correction'));
    return parts.join(', ');
  };

  const cell = (date: string | null, column: number) => {
    if (date === null) return <td key={`empty-${column}`} />;
    const dayNumber = Number(date.slice(8));
    const inCase = date >= absentFrom && date <= absentTo;
    const day = days.get(date);
    if (!inCase && !day) {
      return (
        <td key={date} style={{ textAlign: 'center', padding: 2 }}>
          <Text size="sm" c="dimmed" py={6}>
            {dayNumber}
          </Text>
        </td>
      );
    }
    const kind: DayKind = day?.kind ?? 'noClaim';
    const style = KIND_STYLE[kind];
    const isSelected = selectedDay === date;
    return (
      <td key={date} style={{ padding: 2 }}>
        <UnstyledButton
          onClick={() => onSelectDay(date)}
          aria-pressed={isSelected}
          data-testid={`case-day-${date}`}
          data-kind={kind}
          w="100%"
          style={{
            position: 'relative',
            display: 'block',
            minHeight: 44,
            borderRadius: 6,
            background: style.background,
            border: day?.isWeekendFilled ? '2px dashed var(--mantine-color-gray-7)' : `1px solid ${style.border}`,
            outline: isSelected ? '3px solid var(--mantine-primary-color-filled)' : undefined,
            outlineOffset: 1,
            textAlign: 'center',
            padding: '4px 2px',
          }}
        >
          {/* The name read out is the full description; the number and amount drawn are for the eye only. */}
          <VisuallyHidden>{describe(date, day)}</VisuallyHidden>
          <Text size="sm" fw={600} lh={1.2} aria-hidden>
            {dayNumber}
          </Text>
          {/* The amount as the rest of the page writes money (Swiss format), without the currency to fit the cell. */}
          {day && day.amount !== 0 && (
            <Text size="10px" lh={1.2} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }} aria-hidden>
              {format.chf(day.amount).replace(/\s*CHF\s*/, '')}
            </Text>
          )}
          {day?.hasCorrection && (
            <Box
              aria-hidden
              w={8}
              h={8}
              bg="red.8"
              style={{ position: 'absolute', top: 3, right: 3, borderRadius: '50%' }}
            />
          )}
        </UnstyledButton>
      </td>
    );
  };

  return (
    <Stack gap="sm" data-testid="case-calendar">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon
          variant="default"
          onClick={() => previous && onMonthChange(previous)}
          disabled={!previous}
          aria-label={t('cases.detail.calendar.previousMonth')}
          data-testid="case-calendar-previous"
        >
          <IconChevronLeft aria-hidden size={16} />
        </ActionIcon>
        <Text fw={700} aria-live="polite" data-testid="case-calendar-month">
          {format.month(month)}
        </Text>
        <ActionIcon
          variant="default"
          onClick={() => next && onMonthChange(next)}
          disabled={!next}
          aria-label={t('cases.detail.calendar.nextMonth')}
          data-testid="case-calendar-next"
        >
          <IconChevronRight aria-hidden size={16} />
        </ActionIcon>
      </Group>
      <table style={{ width: '100%', borderCollapse: 'separate', tableLayout: 'fixed' }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {t('cases.detail.calendar.caption', { month: format.month(month) })}
        </caption>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-xs)' }}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((date) => date !== null) ?? ''}>{week.map((date, column) => cell(date, column))}</tr>
          ))}
        </tbody>
      </table>
      <CaseCalendarLegend />
    </Stack>
  );
}
