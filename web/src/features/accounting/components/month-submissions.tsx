// The employer's submissions of a month (GET/POST /accounting-month/{m}/submissions): who submitted which unit when,
// and — with dailyAllowances.edit — submit the month for the whole organisation or a subunit/group, confirmed with
// what submitting means (the insurer may then lock it; lines that change later arrive as corrections, C12) and the
// unit's open data issues (GET …/submission-preview; a tick confirms submitting despite them). A month that has not
// begun is not offered (decision 0041): the card says from when it can be submitted.
import { Button, Card, Group, Modal, Select, Skeleton, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';
import { useUnitNames } from '../../cases/index.ts';
import { useSubmissionPreview, useSubmissions, useSubmitMonth } from '../api/accounting-api.ts';
import { firstDayOf } from '../month-closing.ts';
import { SubmissionStatusBadge } from './accounting-badges.tsx';
import { OpenIssuesNotice } from './open-issues-notice.tsx';

export function MonthSubmissions({
  month,
  canSubmit,
  isLockedForAll,
  hasBegun,
}: {
  month: string;
  canSubmit: boolean;
  isLockedForAll: boolean;
  /** The month has begun (today in Zurich): only then is it offered for submitting. */
  hasBegun: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const canOpenIssues = usePermission('insurance.issues.view');
  const query = useSubmissions(month);
  const submit = useSubmitMonth(month);
  const [opened, setOpened] = useState(false);
  const [subunit, setSubunit] = useState<string | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const readiness = useSubmissionPreview(month, { companySubunitId: subunit, processingGroupId: group }, opened);
  const openIssues = readiness.data?.openIssues;
  const mayConfirm = openIssues !== undefined && !readiness.isFetching && (openIssues.total === 0 || acknowledged);
  const scopeText = (subunitId: string | null, groupId: string | null) =>
    units.unitsLine(subunitId, groupId) || t('accounting.wholeOrganisation');
  const close = () => {
    setOpened(false);
    setAcknowledged(false);
    submit.reset();
  };
  const confirm = () =>
    submit.mutate(
      { companySubunitId: subunit, processingGroupId: group, comment: comment.trim() },
      {
        onSuccess: () => {
          setOpened(false);
          setComment('');
          setAcknowledged(false);
        },
      },
    );
  const items = query.data?.submissions ?? [];

  return (
    <Card data-testid="accounting-submissions">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4">
              {t('accounting.submissions.title')}
            </Title>
            {query.data && <SubmissionStatusBadge status={query.data.status} />}
          </Group>
          {canSubmit && !isLockedForAll && hasBegun && (
            <Button
              leftSection={<IconSend aria-hidden size={16} />}
              onClick={() => setOpened(true)}
              data-testid="submit-month"
            >
              {t('accounting.submissions.submit')}
            </Button>
          )}
        </Group>
        {canSubmit && !isLockedForAll && !hasBegun && (
          <Text size="sm" c="dimmed" data-testid="submit-not-yet">
            {t('accounting.closing.submitFrom', { date: format.date(firstDayOf(month)) })}
          </Text>
        )}
        {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
        {query.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="submissions-empty">
            {isLockedForAll
              ? t('accounting.submissions.noneLocked')
              : canSubmit && hasBegun
                ? t('accounting.submissions.noneCanSubmit')
                : t('accounting.submissions.none')}
          </Text>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="submissions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounting.submissions.scope')}</Table.Th>
                  <Table.Th>{t('accounting.submissions.when')}</Table.Th>
                  <Table.Th>{t('accounting.submissions.comment')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.submissionId} data-testid="submission-row">
                    <Table.Td>{scopeText(item.companySubunitId, item.processingGroupId)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.dateTime(item.submittedAt)}</Text>
                      <Text size="xs" c="dimmed">
                        {item.submittedBy}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.comment || '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Modal
        opened={opened}
        onClose={close}
        title={t('accounting.submissions.confirmTitle', { month: format.month(month) })}
        centered
        data-testid="submit-month-modal"
      >
        <Stack gap="md">
          <Text size="sm">{t('accounting.submissions.confirmText')}</Text>
          <Select
            label={t('cases.list.filters.subunit')}
            placeholder={t('accounting.wholeOrganisation')}
            data={units.subunitOptions}
            value={subunit}
            onChange={(value) => {
              setSubunit(value);
              setAcknowledged(false);
            }}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="submit-subunit"
          />
          <Select
            label={t('cases.list.filters.processingGroup')}
            placeholder={t('accounting.allGroups')}
            data={units.groupOptions}
            value={group}
            onChange={(value) => {
              setGroup(value);
              setAcknowledged(false);
            }}
            clearable
            comboboxProps={{ withinPortal: true }}
            data-testid="submit-group"
          />
          {readiness.isPending && <Skeleton height={72} radius="md" />}
          {readiness.isError && <ErrorAlert error={readiness.error} onRetry={() => void readiness.refetch()} />}
          {openIssues && (
            <div style={{ opacity: readiness.isFetching ? 0.6 : 1 }}>
              <OpenIssuesNotice
                openIssues={openIssues}
                scope={scopeText(subunit, group)}
                canOpenIssues={canOpenIssues}
                acknowledged={acknowledged}
                onAcknowledge={setAcknowledged}
                acknowledgeLabel={t('accounting.closing.issues.submitAnyway')}
              />
            </div>
          )}
          <Textarea
            label={t('accounting.submissions.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
            data-testid="submit-comment"
          />
          <TintedAlert color="blue" title={t('accounting.submissions.afterTitle')}>
            <Text size="sm">{t('accounting.submissions.afterText')}</Text>
          </TintedAlert>
          <Text size="sm" fw={600} data-testid="submit-scope">
            {t('accounting.submissions.scopeLine', { scope: scopeText(subunit, group) })}
          </Text>
          {submit.error != null && <ErrorAlert error={submit.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submit.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={confirm}
              loading={submit.isPending}
              disabled={!mayConfirm}
              data-testid="submit-month-confirm"
            >
              {t('accounting.submissions.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
