// The days of one period, shown when the row is expanded: each day with its weekday, percentage or hours, source
// and comment; weekend days the company's rule filled are marked as filled (they copy the Friday and have no
// record of their own to edit). Actions: edit or delete one day, edit or delete the whole period.
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import type { AbsencePeriod, PeriodDay } from '../absence-display.ts';
import { isoWeekday } from '../absence-display.ts';
import { EditAction, usePeriodValueText } from './absence-badges.tsx';

export type PeriodDaysProps = {
  period: AbsencePeriod;
  canEdit: boolean;
  blocked: boolean;
  onEditPeriod: () => void;
  onDeletePeriod: () => void;
  onEditDay: (day: PeriodDay) => void;
  onDeleteDay: (day: PeriodDay) => void;
};

function useDayLabel() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (date: string) => `${t(`absences.weekdays.${isoWeekday(date)}`)} ${format.date(date)}`;
}

function DayActions({ day, canEdit, blocked, onEditDay, onDeleteDay }: PeriodDaysProps & { day: PeriodDay }) {
  const { t } = useTranslation();
  const label = useDayLabel()(day.date);
  if (!canEdit || day.isFilled || !day.absenceId) return null;
  const reason = blocked ? t('absences.blocked.tooltip') : undefined;
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Tooltip label={reason ?? t('absences.days.editDay', { day: label })} withArrow multiline maw={260}>
        <ActionIcon
          variant="subtle"
          aria-label={t('absences.days.editDay', { day: label })}
          disabled={blocked}
          onClick={() => onEditDay(day)}
          data-testid={`day-edit-${day.date}`}
        >
          <IconPencil aria-hidden size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={reason ?? t('absences.days.deleteDay', { day: label })} withArrow multiline maw={260}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('absences.days.deleteDay', { day: label })}
          disabled={blocked}
          onClick={() => onDeleteDay(day)}
          data-testid={`day-delete-${day.date}`}
        >
          <IconTrash aria-hidden size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function FilledBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('absences.days.filledHint')} withArrow multiline maw={280}>
      <Badge variant="outline" color="gray" tt="none" fw={600} miw="max-content" tabIndex={0} data-testid="day-filled">
        {t('absences.days.filled')}
      </Badge>
    </Tooltip>
  );
}

export function PeriodDays(props: PeriodDaysProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const dayLabel = useDayLabel();
  const value = usePeriodValueText();
  const { period, canEdit, blocked } = props;
  const source = (day: PeriodDay) =>
    day.source ? t(`absences.sources.${day.source}`, { defaultValue: day.source }) : '–';
  return (
    <Stack gap="sm" data-testid={`period-days-${period.periodId}`}>
      {isPhone ? (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {period.days.map((day) => (
            <Stack
              component="li"
              key={`${day.date}-${day.absenceId ?? 'filled'}`}
              gap={2}
              py={4}
              style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              data-testid={`day-${day.date}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {dayLabel(day.date)}
                </Text>
                <DayActions {...props} day={day} />
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">{value.day(day)}</Text>
                {day.isFilled ? (
                  <FilledBadge />
                ) : (
                  <Text size="xs" c="dimmed">
                    {source(day)}
                  </Text>
                )}
                {day.accidentType && (
                  <Text size="xs" c="dimmed">
                    {t(`absences.accidentTypes.${day.accidentType}`)}
                  </Text>
                )}
              </Group>
              {day.comment && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {day.comment}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table
          verticalSpacing={4}
          horizontalSpacing="sm"
          withRowBorders={false}
          fz="sm"
          data-testid="period-days-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('absences.days.day')}</Table.Th>
              <Table.Th>{t('absences.columns.extent')}</Table.Th>
              <Table.Th>{t('absences.columns.source')}</Table.Th>
              <Table.Th>{t('absences.fields.comment')}</Table.Th>
              {canEdit && (
                <Table.Th>
                  <VisuallyHidden>{t('absences.days.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {period.days.map((day) => (
              <Table.Tr key={`${day.date}-${day.absenceId ?? 'filled'}`} data-testid={`day-${day.date}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(day.date)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {value.day(day)}
                  {day.accidentType && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      {t(`absences.accidentTypes.${day.accidentType}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{day.isFilled ? <FilledBadge /> : source(day)}</Table.Td>
                <Table.Td maw={420} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {day.comment ?? ''}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <DayActions {...props} day={day} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <Group gap="sm" wrap="wrap">
          <EditAction
            blocked={blocked}
            size="xs"
            variant="default"
            leftSection={<IconEdit aria-hidden size={14} />}
            onClick={props.onEditPeriod}
            data-testid="period-edit"
          >
            {t('absences.days.editPeriod')}
          </EditAction>
          <EditAction
            blocked={blocked}
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash aria-hidden size={14} />}
            onClick={props.onDeletePeriod}
            data-testid="period-delete"
          >
            {t('absences.days.deletePeriod')}
          </EditAction>
        </Group>
      )}
    </Stack>
  );
}
