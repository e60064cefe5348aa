// The month's steps (GET /accounting-month/daily-allowance-widget): from data received to exported, each completed,
// pending or blocked with a sentence in the user's language (widget-steps.ts), the count of what is left and a link
// to where to act (only to areas the user may open; none to the month already on screen). The export step carries
// the lock's downloads once they are written (decision 0041); a month that has not begun says from when it can be
// submitted.
import { Anchor, Button, Card, Group, List, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconClock, IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { salaryExport } from '../../../../../src/contracts/accounting.ts';
import { AREAS } from '../../../../../src/contracts/areas.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { isAreaVisible, useOptionalSession } from '../../auth/index.ts';
import { useUnitNames } from '../../cases/index.ts';
import { useDailyAllowanceWidget } from '../api/accounting-api.ts';
import { firstDayOf } from '../month-closing.ts';
import { isOwnPage, parseStepLink, stepNameKey, stepTextKey } from '../widget-steps.ts';

type SalaryExport = z.infer<typeof salaryExport>;

/** The lock's files (not previews) as download links, one per line: the salary exports by unit, then the KTG protocol. */
function StepDownloads({ items }: { items: readonly SalaryExport[] }) {
  const { t } = useTranslation();
  const units = useUnitNames();
  const scopeOf = (item: SalaryExport) =>
    units.unitsLine(item.companySubunitId, item.processingGroupId) || t('accounting.wholeOrganisation');
  // Salary exports by unit name, then the KTG protocol.
  const ordered = [...items].sort(
    (a, b) => (a.type === b.type ? 0 : a.type === 'SALARY_EXPORT' ? -1 : 1) || scopeOf(a).localeCompare(scopeOf(b)),
  );
  return (
    <Stack gap={2} component="ul" p={0} m={0} mt={4} style={{ listStyle: 'none' }} data-testid="widget-downloads">
      {ordered.flatMap((item) => {
        const scope = scopeOf(item);
        return item.documents.map((document) => (
          <li key={document.documentId}>
            <Anchor
              href={document.url}
              download={document.name}
              size="sm"
              data-testid={`widget-download-${document.fileType}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconDownload aria-hidden size={14} style={{ flexShrink: 0 }} />
                {t(
                  item.type === 'KTG_PROTOCOL'
                    ? 'accounting.closing.downloadProtocol'
                    : 'accounting.closing.downloadExport',
                  { scope, type: t(`accounting.fileTypes.${document.fileType}`, { defaultValue: document.fileType }) },
                )}
              </Group>
            </Anchor>
          </li>
        ));
      })}
    </Stack>
  );
}

const STATUS_LOOK = {
  completed: { color: 'teal', Icon: IconCheck },
  pending: { color: 'blue', Icon: IconClock },
  blocked: { color: 'orange', Icon: IconAlertCircle },
} as const;

export function MonthWidget({
  month,
  lockFiles,
  hasBegun,
}: {
  month: string;
  /** The files of the month's locks (no previews): downloaded from the export step. */
  lockFiles: readonly SalaryExport[];
  /** The month has begun (today in Zurich): else the submit step says from when. */
  hasBegun: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const session = useOptionalSession();
  const query = useDailyAllowanceWidget(month);
  const canOpen = (areaId: string) => {
    const area = AREAS.find((candidate) => candidate.id === areaId);
    return area ? isAreaVisible(area, session) : false;
  };
  return (
    <Card data-testid="accounting-widget">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('accounting.widget.title', { month: format.month(month) })}
        </Title>
        {query.isPending && <Skeleton height={160} radius="md" />}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && (
          <List spacing="sm" listStyleType="none" center={false}>
            {query.data.steps.map((step) => {
              const look = STATUS_LOOK[step.status];
              const link = parseStepLink(step.link);
              const showLink = link && !isOwnPage(link, month) && canOpen(link.areaId) && step.status !== 'completed';
              return (
                <List.Item
                  key={step.step}
                  data-testid={`widget-step-${step.step}`}
                  data-status={step.status}
                  icon={
                    <ThemeIcon color={look.color} variant="light" radius="xl" size={26} aria-hidden>
                      <look.Icon size={16} />
                    </ThemeIcon>
                  }
                >
                  <Group gap="sm" wrap="wrap" justify="space-between">
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {t(stepNameKey(step.step))}
                        <Text span size="sm" c="dimmed" fw={400}>
                          {' · '}
                          {t(`accounting.widget.statuses.${step.status}`)}
                        </Text>
                      </Text>
                      <Text size="sm" c="dimmed">
                        {step.step === 'SUBMITTED' && step.status !== 'completed' && !hasBegun
                          ? t('accounting.closing.submitFrom', { date: format.date(firstDayOf(month)) })
                          : t(stepTextKey(step.step, step.status), { count: format.number(step.count ?? 0) })}
                      </Text>
                      {step.step === 'EXPORTED' && lockFiles.length > 0 && <StepDownloads items={lockFiles} />}
                    </Stack>
                    {showLink && (
                      <Button
                        component={Link}
                        to={link.to}
                        search={link.search as never}
                        variant="default"
                        size="xs"
                        data-testid={`widget-link-${step.step}`}
                      >
                        {t(`accounting.widget.links.${link.areaId}`, {
                          defaultValue: t('accounting.widget.links.other'),
                        })}
                      </Button>
                    )}
                  </Group>
                </List.Item>
              );
            })}
          </List>
        )}
      </Stack>
    </Card>
  );
}
