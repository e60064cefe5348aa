// The badges of a case: its status (the six spec statuses, translated), and the two risk flags — still in the
// employer's short-term risk (waiting period, C11) and within the employer's continuation of pay (LFZ, C9).
import { Group } from '@mantine/core';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { STATUS_COLORS } from '../case-display.ts';
import type { CaseStatus } from '../cases-search.ts';

export function CaseStatusBadge({ status, size = 'sm' }: { status: CaseStatus; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={STATUS_COLORS[status]} size={size} data-testid="case-status" data-status={status}>
      {t(`cases.statuses.${status}`)}
    </TintedBadge>
  );
}

export function CaseRiskBadges({
  withinShorttermRisk,
  withinContinuationOfPayment,
  size = 'xs',
}: {
  withinShorttermRisk: boolean;
  withinContinuationOfPayment: boolean;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  if (!withinShorttermRisk && !withinContinuationOfPayment) return null;
  return (
    <Group gap={4} wrap="wrap">
      {withinShorttermRisk && (
        <TintedBadge color="orange" size={size} data-testid="case-risk-badge">
          {t('cases.badges.shorttermRisk')}
        </TintedBadge>
      )}
      {withinContinuationOfPayment && (
        <TintedBadge color="teal" size={size} data-testid="case-lfz-badge">
          {t('cases.badges.continuationOfPayment')}
        </TintedBadge>
      )}
    </Group>
  );
}
