// The record history of an employee as a timeline, newest first: each record's validity (validTo inclusive,
// "from …" without an end), the shown record highlighted, the record valid today marked. Selecting a record shows
// it (the screen sets dateOfReference to its validFrom).
import { Card, Group, ScrollArea, Stack, Text, Timeline, UnstyledButton } from '@mantine/core';
import { IconEye, IconHistory } from '@tabler/icons-react';
import { useId } from 'react';
import type { EmployeeRecordSummary } from '../../../../../src/contracts/index.ts';
import { TintedBadge } from '../../../components/tinted.tsx';
import { isoDateInZurich } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';

export type EmployeeTimelineProps = {
  history: readonly EmployeeRecordSummary[];
  shownRecordId: string;
  onSelect: (record: EmployeeRecordSummary) => void;
};

export function isRecordValidOn(record: EmployeeRecordSummary, day: string): boolean {
  return record.validFrom <= day && (record.validTo === null || record.validTo >= day);
}

export function EmployeeTimeline({ history, shownRecordId, onSelect }: EmployeeTimelineProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const today = isoDateInZurich(new Date());
  const newestFirst = [...history].sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1));

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="employee-timeline">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconHistory aria-hidden size={20} stroke={1.75} />
          <Text id={titleId} component="h2" fw={650} size="lg" m={0}>
            {t('employees.timeline.title')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('employees.timeline.hint')}
        </Text>
        {/* A long history scrolls inside the card, so the card stays beside the as-of card. */}
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Timeline bulletSize={22} lineWidth={2} active={-1}>
            {newestFirst.map((record) => {
              const isShown = record.recordId === shownRecordId;
              const isCurrent = isRecordValidOn(record, today);
              const period = record.validTo
                ? t('employees.timeline.period', {
                    from: format.date(record.validFrom),
                    to: format.date(record.validTo),
                  })
                : t('employees.timeline.periodOpen', { from: format.date(record.validFrom) });
              return (
                <Timeline.Item
                  key={record.recordId}
                  bullet={isShown ? <IconEye aria-hidden size={12} /> : null}
                  styles={
                    isShown
                      ? {
                          itemBullet: {
                            backgroundColor: 'var(--mantine-primary-color-filled)',
                            borderColor: 'var(--mantine-primary-color-filled)',
                            color: 'var(--mantine-color-white)',
                          },
                        }
                      : undefined
                  }
                  data-testid={`employee-timeline-record-${record.recordId}`}
                  data-shown={isShown || undefined}
                  title={
                    <UnstyledButton
                      onClick={() => onSelect(record)}
                      aria-current={isShown ? 'true' : undefined}
                      aria-label={`${period}${isShown ? ` – ${t('employees.timeline.shown')}` : ''}`}
                      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                    >
                      <Text
                        component="span"
                        size="sm"
                        fw={isShown ? 700 : 500}
                        c={isShown ? 'var(--mantine-primary-color-filled)' : undefined}
                        td={isShown ? undefined : 'underline'}
                        style={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {period}
                      </Text>
                    </UnstyledButton>
                  }
                >
                  <Group gap={6} mt={4}>
                    {isShown && (
                      <TintedBadge color="brand" size="sm">
                        {t('employees.timeline.shown')}
                      </TintedBadge>
                    )}
                    {isCurrent && (
                      <TintedBadge color="teal" size="sm">
                        {t('employees.timeline.current')}
                      </TintedBadge>
                    )}
                    {record.validFrom > today && (
                      <TintedBadge color="grape" size="sm">
                        {t('employees.timeline.future')}
                      </TintedBadge>
                    )}
                  </Group>
                </Timeline.Item>
              );
            })}
          </Timeline>
        </ScrollArea.Autosize>
      </Stack>
    </Card>
  );
}
