// The 12-month absence picture: one bar per month (absence days), stacked by type when the reader may see types,
// drawn with plain elements (no chart library). The drawing is hidden from screen readers; they read the same
// figures from a table (visually hidden), month by month.
import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { z } from 'zod';
import type { employeeHealth } from '../../../../../src/contracts/care-stages.ts';
import { ABSENCE_TYPES } from '../../../../../src/contracts/tenant-sections.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { monthBars, roundDays, typesInMonths } from '../care-display.ts';

type Months = z.infer<typeof employeeHealth>['months'];

/** One colour per absence type (the absences area's hues), and one for "absent" when types are hidden. */
const TYPE_COLORS: Record<string, string> = {
  SICK: 'var(--mantine-color-red-6)',
  ACCIDENT: 'var(--mantine-color-orange-6)',
  MILITARY: 'var(--mantine-color-teal-6)',
  MATERNITY: 'var(--mantine-color-pink-6)',
  PATERNITY: 'var(--mantine-color-cyan-6)',
  VACATION: 'var(--mantine-color-blue-6)',
  FAMILY_CARE: 'var(--mantine-color-violet-6)',
  OTHER: 'var(--mantine-color-gray-6)',
};
const ABSENT_COLOR = 'var(--mantine-color-indigo-6)';
const CHART_HEIGHT = 160;

export function AbsencePatternChart({ months }: { months: Months }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const bars = monthBars(months);
  const showsTypes = months.some((month) => month.byType !== null);
  const legend = typesInMonths(months, ABSENCE_TYPES);
  const days = (value: number) =>
    t('care.health.days', { count: roundDays(value), total: format.number(roundDays(value)) });
  const shortMonth = (isoMonth: string) => {
    const [year, month] = isoMonth.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat(`${format.language}-CH`, { month: 'short' }).format(
      new Date(Date.UTC(year, month - 1, 15)),
    );
  };

  const isEmpty = bars.every((bar) => bar.absenceDays === 0);
  return (
    <Stack gap="sm" data-testid="health-pattern">
      {isEmpty && (
        <Text size="sm" c="dimmed" data-testid="health-pattern-empty">
          {t('care.health.patternEmpty')}
        </Text>
      )}
      <Box aria-hidden>
        <Group
          gap={4}
          align="flex-end"
          wrap="nowrap"
          h={CHART_HEIGHT}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}
        >
          {bars.map((bar) => (
            <Stack
              key={bar.month}
              gap={2}
              justify="flex-end"
              align="stretch"
              h="100%"
              style={{ flex: '1 1 0', minWidth: 0 }}
            >
              {bar.absenceDays > 0 && (
                <Text size="10px" ta="center" c="dimmed" lh={1}>
                  {format.number(roundDays(bar.absenceDays))}
                </Text>
              )}
              <Stack gap={0} style={{ height: `${bar.heightPercent}%`, minHeight: bar.absenceDays > 0 ? 2 : 0 }}>
                {bar.segments.length > 0 ? (
                  bar.segments.map((segment) => (
                    <Box
                      key={segment.type}
                      style={{
                        flex: `${segment.absenceDays} 1 0`,
                        background: TYPE_COLORS[segment.type] ?? ABSENT_COLOR,
                        borderRadius: 2,
                      }}
                    />
                  ))
                ) : (
                  <Box style={{ flex: '1 1 0', background: ABSENT_COLOR, borderRadius: 2 }} />
                )}
              </Stack>
            </Stack>
          ))}
        </Group>
        <Group gap={4} wrap="nowrap" mt={4}>
          {bars.map((bar) => (
            <Text
              key={bar.month}
              size="10px"
              c="dimmed"
              ta="center"
              style={{ flex: '1 1 0', minWidth: 0, overflow: 'hidden' }}
            >
              {shortMonth(bar.month)}
            </Text>
          ))}
        </Group>
        <Group gap="md" mt="xs" wrap="wrap">
          {(showsTypes ? legend : ['ABSENT']).map((type) => (
            <Group key={type} gap={6} wrap="nowrap">
              <Box w={10} h={10} style={{ background: TYPE_COLORS[type] ?? ABSENT_COLOR, borderRadius: 2 }} />
              <Text size="xs">{type === 'ABSENT' ? t('care.health.absent') : t(`absences.types.${type}`)}</Text>
            </Group>
          ))}
        </Group>
      </Box>
      <VisuallyHidden>
        <Table data-testid="health-pattern-table">
          <caption>{t('care.health.patternCaption')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('care.health.month')}</Table.Th>
              <Table.Th scope="col">{t('care.health.absenceDays')}</Table.Th>
              {showsTypes && <Table.Th scope="col">{t('care.health.byType')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Th scope="row">{format.month(month.month)}</Table.Th>
                <Table.Td>{days(month.absenceDays)}</Table.Td>
                {showsTypes && (
                  <Table.Td>
                    {(month.byType ?? [])
                      .filter((part) => part.absenceDays > 0)
                      .map((part) => `${t(`absences.types.${part.type}`)}: ${days(part.absenceDays)}`)
                      .join(', ') || '–'}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
