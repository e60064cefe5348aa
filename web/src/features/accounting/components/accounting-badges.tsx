// Badges of the accounting screens: a month's submission status, a line's lock state, a correction line (C12) with
// the month it corrects — names, never codes.
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';

export type SubmissionStatus = 'not_submitted' | 'submitted' | 'locked';

const SUBMISSION_COLORS = { not_submitted: 'gray', submitted: 'blue', locked: 'teal' } as const;

export function SubmissionStatusBadge({ status, size = 'sm' }: { status: SubmissionStatus; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={SUBMISSION_COLORS[status]} size={size} data-testid="submission-status" data-status={status}>
      {t(`accounting.submissionStatuses.${status}`)}
    </TintedBadge>
  );
}

export function LockStateBadge({ isLocked, size = 'xs' }: { isLocked: boolean; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={isLocked ? 'teal' : 'blue'} size={size} data-testid="line-lock-state">
      {isLocked ? t('accounting.lines.locked') : t('accounting.lines.open')}
    </TintedBadge>
  );
}

export function CorrectionBadge({
  kind,
  correctedMonthId,
}: {
  kind: 'REVERSAL' | 'REBOOKING' | null;
  correctedMonthId: string | null;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const label = t(`accounting.correctionKinds.${kind ?? 'OTHER'}`);
  return (
    <TintedBadge color="orange" size="xs" data-testid="line-correction">
      {correctedMonthId
        ? t('accounting.lines.correctionOf', { kind: label, month: format.month(correctedMonthId) })
        : label}
    </TintedBadge>
  );
}
