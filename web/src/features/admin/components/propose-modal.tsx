// Proposing the selected DRAFT payouts for release on a Swiss bank business day (the first pair of eyes); a refusal
// lists each payout's problems.
import { Button, Group, List, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useProposeRelease } from '../api/admin-payouts.ts';
import { amountToRappen, defaultExecutionDate, releaseRefusals } from '../payouts-search.ts';
import { Figure } from './payout-figure.tsx';
import { problemText } from './payout-parts.tsx';

const todayInZurich = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(new Date());

/** The payouts selected for a release: the net amount and a label (person · month) of each. */
export type Selected = Map<string, { netAmount: string; label: string }>;

export function ProposeModal({
  tenantId,
  selected,
  onClose,
  onProposed,
}: {
  tenantId: string;
  selected: Selected;
  onClose: () => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const propose = useProposeRelease(tenantId);
  const [date, setDate] = useState<string | null>(() => defaultExecutionDate(todayInZurich()));
  const [comment, setComment] = useState('');
  const total = [...selected.values()].reduce((sum, item) => sum + amountToRappen(item.netAmount), 0);
  const refusals = isApiError(propose.error) ? releaseRefusals(propose.error.body) : [];
  return (
    <Modal opened onClose={onClose} title={t('admin.payouts.propose.title')} size="lg" centered>
      <Stack gap="md" data-testid="propose-modal">
        {propose.isSuccess ? (
          <TintedAlert color="teal" data-testid="propose-done">
            {t('admin.payouts.propose.done', {
              count: propose.data.payoutCount,
              amount: format.chf(amountToRappen(propose.data.totalAmount)),
            })}
          </TintedAlert>
        ) : (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Figure label={t('admin.payouts.propose.count')} value={format.number(selected.size)} />
              <Figure label={t('admin.payouts.propose.total')} value={format.chf(total)} testId="propose-total" />
            </SimpleGrid>
            <SwissDateInput
              label={t('admin.payouts.propose.executionDate')}
              description={t('admin.payouts.propose.executionHint')}
              value={date}
              onChange={setDate}
              required
              data-testid="propose-date"
            />
            <Textarea
              label={t('admin.payouts.propose.comment')}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
            />
            <Text size="sm" c="dimmed">
              {t('admin.payouts.propose.fourEyes')}
            </Text>
            {propose.error != null && <ErrorAlert error={propose.error} />}
            {refusals.length > 0 && (
              <List size="sm" spacing={4} data-testid="propose-refusals">
                {refusals.map((refusal) => (
                  <List.Item key={refusal.payoutId}>
                    <Text span size="sm" fw={600}>
                      {selected.get(refusal.payoutId)?.label ?? refusal.payoutId}
                    </Text>
                    {`: ${refusal.problems.map((problem) => problemText(t, problem)).join('; ')}`}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={propose.isPending}>
            {propose.isSuccess ? t('common.close') : t('common.cancel')}
          </Button>
          {!propose.isSuccess && (
            <Button
              leftSection={<IconSend aria-hidden size={16} />}
              disabled={!date || selected.size === 0}
              loading={propose.isPending}
              onClick={() =>
                date &&
                propose.mutate(
                  { payoutIds: [...selected.keys()], requestedExecutionDate: date, comment },
                  { onSuccess: onProposed },
                )
              }
              data-testid="propose-confirm"
            >
              {t('admin.payouts.propose.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
