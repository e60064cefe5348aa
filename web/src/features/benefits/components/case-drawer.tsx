// One case's benefits (decision 0068) in a drawer: who and which case, the case's figures, then month by month what
// the claims entitle (days, paid days, the daily allowance), what IV benefits and benefit stops took off (C16), the
// payouts with their state and date and, once released, the settlement statement (a signed address opened in a new
// tab); under them the IV benefits and the benefit stops in words. The case id lives in the URL (`case`).
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileText, IconInfoCircle } from '@tabler/icons-react';
import type { BenefitsCase, BenefitsCaseMonth } from '../../../../../src/contracts/benefits.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { chfToRappen, useUnitNames } from '../../cases/index.ts';
import { useBenefitStatement } from '../api/get-benefit-statement.ts';
import { useBenefitsCase } from '../api/get-benefits-case.ts';
import { ivSettingInWords, personOf, stopEntryInWords } from '../benefits-words.ts';

const STATE_COLORS = { PAID: 'teal', SCHEDULED: 'blue', IN_PREPARATION: 'gray' } as const;

export function CaseDrawer({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const query = useBenefitsCase(caseId);
  const data = query.data;
  return (
    <Drawer
      opened={caseId !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'min(920px, 100vw)'}
      title={
        data
          ? `${personOf(data)} – ${t('benefits.cases.caseNumber', { number: data.caseNumber })}`
          : t('benefits.drawer.title')
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="benefits-case-drawer"
    >
      {query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : !data ? (
        <Stack aria-busy>
          <Skeleton height={80} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <CaseBenefits data={data} />
      )}
    </Drawer>
  );
}

function CaseBenefits({ data }: { data: BenefitsCase }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const facts: [string, string][] = [
    [t('benefits.figures.entitled'), chf(data.total.entitled)],
    [t('benefits.figures.released'), chf(data.total.released)],
    [t('benefits.figures.inPreparation'), chf(data.total.inPreparation)],
    [t('benefits.figures.outstanding'), chf(data.total.outstanding)],
    [t('benefits.figures.ivOffset'), chf(data.total.ivOffset)],
  ];
  return (
    <Stack gap="lg" data-testid="benefits-case">
      <Text size="sm" c="dimmed">
        {[
          t(`benefits.claimTypes.${data.claimType}`),
          data.absentTo
            ? t('benefits.cases.absentSpan', { from: format.date(data.absentFrom), to: format.date(data.absentTo) })
            : t('benefits.cases.absentFrom', { from: format.date(data.absentFrom) }),
          data.personnelNumber,
          units.subunitName(data.companySubunitId),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>

      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('benefits.drawer.months')}
        </Title>
        {data.months.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('benefits.drawer.noMonths')}
          </Text>
        ) : (
          data.months.map((month) => (
            <MonthCard key={`${month.accountingMonthId}:${month.coverageLine}`} month={month} />
          ))
        )}
      </Stack>

      <Stack gap="xs" data-testid="benefits-case-iv">
        <Title order={3} size="h5">
          {t('benefits.drawer.iv')}
        </Title>
        {data.ivSettings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('benefits.drawer.noIv')}
          </Text>
        ) : (
          data.ivSettings.map((setting) => (
            <Text key={setting.ivSettingId} size="sm" data-testid="benefits-case-iv-setting">
              {ivSettingInWords(setting, t, format, chfToRappen)}
            </Text>
          ))
        )}
      </Stack>
      <Stack gap="xs" data-testid="benefits-case-stops">
        <Title order={3} size="h5">
          {t('benefits.drawer.stops')}
        </Title>
        {data.benefitStops.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('benefits.drawer.noStops')}
          </Text>
        ) : (
          data.benefitStops.map((stop) => (
            <Paper key={stop.benefitStopId} withBorder p="sm" data-testid="benefits-case-stop">
              <Text size="sm" fw={600}>
                {stop.reason}
              </Text>
              {stop.entries.map((entry) => (
                <Text key={entry.startDate} size="sm">
                  {stopEntryInWords(entry, t, format)}
                </Text>
              ))}
            </Paper>
          ))
        )}
      </Stack>
      {(data.ivSettings.length > 0 || data.benefitStops.length > 0) && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('benefits.drawer.c16')}
        </Alert>
      )}
    </Stack>
  );
}

function MonthCard({ month }: { month: BenefitsCaseMonth }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const statement = useBenefitStatement();
  const chf = (amount: string) => format.chf(chfToRappen(amount));
  const lines: [string, string][] = [
    [t('benefits.figures.entitled'), chf(month.entitled)],
    ...(month.corrections !== '0.00'
      ? [[t('benefits.figures.corrections'), chf(month.corrections)] as [string, string]]
      : []),
    ...(month.ivOffset !== '0.00' ? [[t('benefits.figures.ivOffset'), chf(month.ivOffset)] as [string, string]] : []),
    ...(month.stopReduction !== '0.00'
      ? [[t('benefits.figures.stopReduction'), chf(month.stopReduction)] as [string, string]]
      : []),
    [t('benefits.figures.outstanding'), chf(month.outstanding)],
  ];
  return (
    <Paper withBorder p="sm" data-testid="benefits-case-month" data-month={month.accountingMonthId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700}>
            {format.month(month.accountingMonthId)} · {t(`benefits.lines.${month.coverageLine}`)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('benefits.drawer.days', { days: month.days, paid: month.paidDays })}
            {month.rate ? ` · ${t('benefits.drawer.rate', { rate: chf(month.rate) })}` : ''}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: lines.length }} spacing="xs">
          {lines.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {month.payouts.length === 0 ? (
          // A month that pays nothing (waiting days) needs no payout; say so only where money is due.
          month.entitled !== '0.00' && (
            <Text size="sm" c="dimmed">
              {t('benefits.drawer.noPayout')}
            </Text>
          )
        ) : (
          <Table.ScrollContainer minWidth={560} type="native">
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('benefits.drawer.payout')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('benefits.drawer.gross')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('benefits.drawer.net')}</Table.Th>
                  <Table.Th>{t('benefits.drawer.statement')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {month.payouts.map((payout) => (
                  <Table.Tr key={payout.payoutId} data-testid="benefits-case-payout" data-state={payout.state}>
                    <Table.Td>
                      <Stack gap={2} align="flex-start">
                        <Badge variant="light" color={STATE_COLORS[payout.state]} size="sm">
                          {t(`benefits.states.${payout.state}`)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {[
                            t(`benefits.payees.${payout.payeeKind}`, { defaultValue: payout.payeeKind }),
                            payout.executionDate
                              ? t('benefits.drawer.executionDate', { date: format.date(payout.executionDate) })
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      <Text size="sm" ff="monospace">
                        {chf(payout.grossAmount)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                      <Text size="sm" ff="monospace">
                        {chf(payout.netAmount)}
                      </Text>
                      {payout.offsetApplied !== '0.00' && (
                        <Text size="xs" c="dimmed">
                          {t('benefits.drawer.offset', { amount: chf(payout.offsetApplied) })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {payout.statementAvailable ? (
                        <Button
                          size="compact-sm"
                          variant="default"
                          leftSection={<IconFileText aria-hidden size={14} />}
                          loading={statement.isPending && statement.variables === payout.payoutId}
                          onClick={() =>
                            statement.mutate(payout.payoutId, {
                              onSuccess: (download) => void window.open(download.uri, '_blank', 'noopener'),
                            })
                          }
                          data-testid="benefits-statement"
                        >
                          {t('benefits.drawer.statementButton')}
                        </Button>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('benefits.drawer.statementLater')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {statement.error != null && <ErrorAlert error={statement.error} />}
      </Stack>
    </Paper>
  );
}
