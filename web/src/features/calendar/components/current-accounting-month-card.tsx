// "Current accounting month" card of the start page: the month's calendar facts from the API.
import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FactList } from '../../../components/fact-list.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useAccountingMonths } from '../api/get-accounting-months.ts';
import { accountingMonthOf } from '../current-month.ts';

export function CurrentAccountingMonthCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  // Fixed for the lifetime of the card, so a page left open over midnight does not refetch mid-render.
  const [month] = useState(() => accountingMonthOf(new Date()));
  const query = useAccountingMonths({ from: month, to: month });
  const info = query.data?.items.find((item) => item.accountingMonthId === month) ?? query.data?.items[0];

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="current-accounting-month" h="100%">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarMonth aria-hidden size={20} stroke={1.75} />
          <Title order={2} size="h4" id={titleId}>
            {t('calendar.currentMonth.title')}
          </Title>
        </Group>

        {query.isPending && (
          <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={28} width="55%" radius="sm" />
            <Skeleton height={16} width="80%" radius="sm" />
            <Skeleton height={16} width="70%" radius="sm" />
            <Skeleton height={16} width="75%" radius="sm" />
          </Stack>
        )}

        {query.isError && (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}

        {query.isSuccess && !info && (
          <Text size="sm" c="dimmed">
            {t('calendar.currentMonth.empty', { month: format.month(month) })}
          </Text>
        )}

        {info && (
          <>
            <Text fz="xl" fw={650} data-testid="current-accounting-month-name">
              {format.month(info.accountingMonthId)}
            </Text>
            <FactList>
              <FactList.Item>
                <FactList.Label>{t('calendar.currentMonth.startDate')}</FactList.Label>
                <FactList.Value>{format.date(info.startDate)}</FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('calendar.currentMonth.endDate')}</FactList.Label>
                <FactList.Value>{format.date(info.endDate)}</FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('calendar.currentMonth.calendarDays')}</FactList.Label>
                <FactList.Value>{format.number(info.calendarDays)}</FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('calendar.currentMonth.weekdays')}</FactList.Label>
                <FactList.Value>{format.number(info.weekdays)}</FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('calendar.currentMonth.weekendDays')}</FactList.Label>
                <FactList.Value>{format.number(info.weekendDays)}</FactList.Value>
              </FactList.Item>
            </FactList>
          </>
        )}
      </Stack>
    </Card>
  );
}
