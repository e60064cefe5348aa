// Small parts of the admin's payouts screen (issue 15 scope 5): the status badges, the problems badge with the
// messages in a tooltip, a payout's person and payee, and the translated text of a payout problem (the server's
// English message when the code has no translation).
import { Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { type TFunction, useTranslation } from '../../../lib/translator.ts';

const STATUS_COLORS: Record<string, TintColor> = {
  DRAFT: 'gray',
  PROPOSED: 'orange',
  RELEASED: 'teal',
  CANCELLED: 'red',
};

export function PayoutStatusBadge({ status, kind = 'payout' }: { status: string; kind?: 'payout' | 'release' }) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={STATUS_COLORS[status] ?? 'gray'} data-testid={`${kind}-status`} data-status={status}>
      {t(`admin.payouts.${kind === 'payout' ? 'status' : 'releaseStatuses'}.${status}`)}
    </TintedBadge>
  );
}

/** A problem in the UI language: the known codes translated, any other one with the server's message. */
export function problemText(t: TFunction, problem: { code: string; message: string }): string {
  return t(`admin.payouts.problems.${problem.code}`, { defaultValue: problem.message });
}

export function ProblemsBadge({ problems }: { problems: readonly { code: string; message: string }[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  const texts = problems.map((problem) => problemText(t, problem));
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {texts.map((text) => (
            <Text key={text} size="xs">
              {text}
            </Text>
          ))}
        </Stack>
      }
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <UnstyledButton
        type="button"
        aria-label={`${t('admin.payouts.problemsCount', { count: problems.length })}: ${texts.join('; ')}`}
        data-testid="payout-problems"
        style={{ cursor: 'help', display: 'inline-flex' }}
      >
        <TintedBadge color="orange" leftSection={<IconAlertTriangle aria-hidden size={12} />} aria-hidden>
          {t('admin.payouts.problemsCount', { count: problems.length })}
        </TintedBadge>
      </UnstyledButton>
    </Tooltip>
  );
}

type Names = { firstName: string | null; lastName: string | null; personnelNumber: string | null };

export function payoutPersonName(names: Names, fallback: string): string {
  const name = [names.lastName, names.firstName].filter(Boolean).join(', ');
  return name || fallback;
}
