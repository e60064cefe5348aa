// Which incapacity belongs to which case, on the case detail (decision 0029; the API: decision 0023). For users
// with the edit permission of the case's claim type: split the case at the first day of one of its later periods
// into a case of its own, join the whole case with the case of the same kind directly before it (a relapse), or move
// days — from a period's first day to the end of the case — to either. Each asks first and says what will happen;
// the server's refusal is shown in words; afterwards the screen shows the new state (a joined case no longer exists,
// so the screen opens the case it joined).
import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconArrowsJoin, IconArrowsSplit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { CaseDetail } from '../../../../../src/contracts/case-detail.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useReassignClaims } from '../api/case-links.ts';
import { casesKeys } from '../api/cases-keys.ts';
import { insuredPersonCasesKey, useInsuredPersonCases } from '../api/get-insured-persons.ts';
import {
  caseLinkRefusalOf,
  type LinkedCase,
  type LinkTarget,
  linkPeriodsOf,
  linkPlanOf,
  previousCaseOf,
} from '../case-links.ts';
import { CASE_AREAS, type CaseAreaId } from '../cases-search.ts';
import { CaseSection } from './case-section.tsx';

type Mode = 'split' | 'join' | 'move';
type DialogState = { mode: Mode; from: string; target: LinkTarget };

/** The refusal in words: the contract's reasons translated, anything else as every other error. */
function LinkError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const refusal = isApiError(error) && error.status === 400 ? caseLinkRefusalOf(error.message) : null;
  if (!refusal) return <ErrorAlert error={error} />;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('cases.links.refusedTitle')}
      data-testid="case-link-refusal"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Text size="sm">
        {t(`cases.links.refusals.${refusal.key}`, { date: refusal.date ? format.date(refusal.date) : '' })}
      </Text>
    </Alert>
  );
}

export function CaseLinksSection({
  areaId,
  detail,
  day,
}: {
  areaId: CaseAreaId;
  detail: CaseDetail;
  /** The day whose explanation is open: "move days" starts at its period. */
  day: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const personCases = useInsuredPersonCases(detail.insuredPersonId);
  const reassign = useReassignClaims();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // The dialog keeps its name while it closes (an unnamed dialog is what a screen reader announces meanwhile).
  const lastMode = useRef<DialogState['mode'] | null>(null);
  if (dialog) lastMode.current = dialog.mode;
  const [notice, setNotice] = useState<{ from: string; caseId: string | null } | null>(null);

  const periods = linkPeriodsOf(detail);
  const others: LinkedCase[] = personCases.data?.items ?? [];
  const previous = previousCaseOf(detail, others);
  const range = (from: string, to: string) =>
    from === to ? format.date(from) : `${format.date(from)} – ${format.date(to)}`;
  const caseLabel = (one: LinkedCase) =>
    t('cases.links.caseLabel', { number: one.caseNumber, range: range(one.absentFrom, one.absentTo) });
  const detailPath = CASE_AREAS[areaId].detailPath;

  const open = (mode: Mode, from: string, target: LinkTarget) => {
    reassign.reset();
    setNotice(null);
    setDialog({ mode, from, target });
  };
  const firstDay = periods[0]?.from ?? detail.absentFrom;
  // "Move days" starts at the period of the chosen day (else the last period).
  const moveFrom =
    [...periods].reverse().find((period) => day !== undefined && period.from <= day)?.from ??
    periods.at(-1)?.from ??
    firstDay;

  const plan = dialog ? linkPlanOf(detail, previous, dialog.from, dialog.target) : null;
  const endBefore = (from: string) => {
    const index = detail.periods.findIndex((period) => period.from === from);
    return index > 0 ? (detail.periods[index - 1]?.to ?? null) : null;
  };

  const confirm = () => {
    if (!plan || plan.problem) return;
    const target = plan.target === 'PREVIOUS_CASE' ? previous : null;
    reassign.mutate(
      { insuredPersonId: detail.insuredPersonId, targetCaseId: target?.caseId ?? null, claims: plan.claims },
      {
        onSuccess: async () => {
          setDialog(null);
          if (target) {
            // This case now continues the one before it and no longer exists: open that one.
            void navigate({ to: detailPath, params: { caseId: target.caseId }, search: {} });
            return;
          }
          await queryClient.invalidateQueries({ queryKey: casesKeys.all });
          const refreshed = queryClient.getQueryData<{ items: LinkedCase[] }>(
            insuredPersonCasesKey(detail.insuredPersonId),
          );
          const created = refreshed?.items.find((one) => one.absentFrom === plan.from) ?? null;
          setNotice({ from: plan.from, caseId: created?.caseId ?? null });
        },
      },
    );
  };

  const later = periods.filter((period) => !period.isFirst);
  const nothingToDo = later.length === 0 && previous === null;
  const confirmLabels: Record<Mode, string> = {
    split: t('cases.links.split.confirm'),
    join: t('cases.links.join.confirm'),
    move: t('cases.links.move.confirm'),
  };

  return (
    <CaseSection
      title={t('cases.detail.sections.links')}
      description={t('cases.links.intro')}
      icon={IconArrowsSplit}
      testId="case-links"
    >
      {notice && (
        <TintedAlert color="teal" role="status" py="xs" data-testid="case-links-notice">
          <Text size="sm">
            {t('cases.links.split.done', { from: format.date(notice.from) })}{' '}
            {notice.caseId && (
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to={detailPath} params={{ caseId: notice.caseId ?? '' }} search={{}} />
                )}
                size="sm"
                c="inherit"
                fw={600}
                underline="always"
                data-testid="case-links-new-case"
              >
                {t('cases.links.split.openNew')}
              </Anchor>
            )}
          </Text>
        </TintedAlert>
      )}
      {nothingToDo ? (
        <Text size="sm" c="dimmed" data-testid="case-links-empty">
          {personCases.isPending ? t('cases.links.loading') : t('cases.links.nothing')}
        </Text>
      ) : (
        <Stack gap="sm">
          {later.length > 0 && (
            <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {later.map((period) => (
                <Group key={period.from} component="li" gap="sm" justify="space-between" wrap="wrap">
                  <Text size="sm">
                    {t('cases.links.split.period', {
                      range: range(period.from, detail.periods.find((one) => one.from === period.from)?.to ?? ''),
                      count: period.days,
                    })}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconArrowsSplit aria-hidden size={14} />}
                    onClick={() => open('split', period.from, 'NEW_CASE')}
                    data-testid={`case-split-${period.from}`}
                  >
                    {t('cases.links.split.button', { from: format.date(period.from) })}
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
          {previous && (
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Text size="sm">{t('cases.links.join.previous', { case: caseLabel(previous) })}</Text>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowsJoin aria-hidden size={14} />}
                onClick={() => open('join', firstDay, 'PREVIOUS_CASE')}
                data-testid="case-join"
              >
                {t('cases.links.join.button', { number: previous.caseNumber })}
              </Button>
            </Group>
          )}
          <div>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconArrowsExchange aria-hidden size={14} />}
              onClick={() => open('move', moveFrom, moveFrom === firstDay && previous ? 'PREVIOUS_CASE' : 'NEW_CASE')}
              data-testid="case-move-days"
            >
              {t('cases.links.move.button')}
            </Button>
          </div>
        </Stack>
      )}

      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={lastMode.current ? t(`cases.links.${lastMode.current}.title`) : ''}
        size="lg"
        fullScreen={isPhone}
        data-testid="case-link-dialog"
      >
        {dialog && plan && (
          <Stack gap="md">
            {dialog.mode === 'move' && (
              <>
                <Select
                  label={t('cases.links.move.days')}
                  data={periods.map((period) => ({
                    value: period.from,
                    label: t('cases.links.move.fromOption', { from: format.date(period.from), count: period.days }),
                  }))}
                  value={dialog.from}
                  onChange={(from) => from && setDialog({ ...dialog, from })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="case-move-from"
                />
                <Select
                  label={t('cases.links.move.target')}
                  data={[
                    { value: 'NEW_CASE', label: t('cases.links.move.newCase') },
                    ...(previous ? [{ value: 'PREVIOUS_CASE', label: caseLabel(previous) }] : []),
                  ]}
                  value={dialog.target}
                  onChange={(target) => target && setDialog({ ...dialog, target: target as LinkTarget })}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="case-move-target"
                />
              </>
            )}
            {plan.problem ? (
              <TintedAlert color="orange" py="xs" data-testid="case-link-problem">
                <Text size="sm">{t(`cases.links.invalid.${plan.problem}`)}</Text>
              </TintedAlert>
            ) : (
              <Text size="sm" data-testid="case-link-summary">
                {plan.target === 'NEW_CASE'
                  ? t('cases.links.summary.split', {
                      count: plan.days,
                      from: format.date(plan.from),
                      number: detail.caseNumber,
                      end: format.date(endBefore(plan.from) ?? detail.absentFrom),
                    })
                  : t('cases.links.summary.join', {
                      count: plan.days,
                      number: detail.caseNumber,
                      target: previous ? caseLabel(previous) : '',
                    })}
              </Text>
            )}
            {reassign.isError && <LinkError error={reassign.error} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDialog(null)} disabled={reassign.isPending}>
                {t('common.cancel')}
              </Button>
              <Button
                onClick={confirm}
                loading={reassign.isPending}
                disabled={plan.problem !== null}
                data-testid="case-link-confirm"
              >
                {confirmLabels[dialog.mode]}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </CaseSection>
  );
}
