// Small parts the case management screens share: the status badges (icon and word, never colour alone), the next
// deadline (its kind translated and its date) and a titled section card.
import { Card, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconClock,
  IconHeartHandshake,
  IconPlayerStop,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import type {
  CaseManagementRequestStatus,
  CaseManagementStatus,
} from '../../../../../src/contracts/case-management.ts';
import { TintedBadge } from '../../../components/tinted.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { caseManagementStatusLook, requestStatusLook } from '../case-management-view.ts';

const STATUS_ICONS = { ACTIVE: IconHeartHandshake, REQUESTED: IconClock, NOT_ACTIVE: IconPlayerStop } as const;
const REQUEST_ICONS = {
  OPEN: IconCircleDashed,
  ACCEPTED: IconCircleCheck,
  DECLINED: IconCircleX,
  WITHDRAWN: IconCircleX,
} as const;

export function CaseManagementStatusBadge({ status, size }: { status: CaseManagementStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const look = caseManagementStatusLook(status);
  const Icon = STATUS_ICONS[status];
  return (
    <TintedBadge
      color={look.color}
      size={size}
      leftSection={<Icon aria-hidden size={12} stroke={2} />}
      data-testid="case-management-status"
      data-status={status}
    >
      {t(look.labelKey)}
    </TintedBadge>
  );
}

export function RequestStatusBadge({ status }: { status: CaseManagementRequestStatus }) {
  const { t } = useTranslation();
  const look = requestStatusLook(status);
  const Icon = REQUEST_ICONS[status];
  return (
    <TintedBadge
      color={look.color}
      leftSection={<Icon aria-hidden size={12} stroke={2} />}
      data-testid="case-management-request-status"
      data-status={status}
    >
      {t(look.labelKey)}
    </TintedBadge>
  );
}

/** The next open deadline: "IV early detection notice" over "12.03.2026"; a dash when none. */
export function NextDeadline({ deadline }: { deadline: { kind: string; dueDate: string } | null }) {
  const { t } = useTranslation();
  if (!deadline) return <Text size="sm">–</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{t(`deadlines.kinds.${deadline.kind}`, { defaultValue: deadline.kind })}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(deadline.dueDate)}
      </Text>
    </Stack>
  );
}

export function Section({
  title,
  children,
  testId,
  actions,
  id,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  actions?: ReactNode;
  /** The section's anchor (`#notes`: the notes journal opens a case management at its notes). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      padding="md"
      data-testid={testId}
      style={id ? { scrollMarginTop: 80 } : undefined}
    >
      <Stack gap="sm">
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {actions}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** A text area with its character count ("120 / 2'000") under it, announced politely as it changes. */
export function CountedTextarea({
  label,
  value,
  onChange,
  max,
  error,
  required,
  minRows = 3,
  testId,
  autoFocus,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  required?: boolean;
  minRows?: number;
  testId: string;
  autoFocus?: boolean;
  description?: string;
}) {
  const { t } = useTranslation();
  const counterId = useId();
  return (
    <Stack gap={2}>
      <Textarea
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={max}
        required={required}
        autosize
        minRows={minRows}
        maxRows={12}
        error={error}
        aria-describedby={counterId}
        data-testid={testId}
        data-autofocus={autoFocus || undefined}
      />
      <Text id={counterId} size="xs" c="dimmed" ta="right" aria-live="polite" data-testid={`${testId}-count`}>
        {t('caseManagement.characters', { n: formatNumber(value.length), max: formatNumber(max) })}
      </Text>
    </Stack>
  );
}
