import type { MantineColor } from '@mantine/core';
import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import type { TokenStatus } from '../token-status.ts';

const COLORS: Record<TokenStatus, MantineColor> = { active: 'teal.7', revoked: 'gray.6', expired: 'orange.7' };

export function TokenStatusBadge({ status }: { status: TokenStatus }) {
  const { t } = useTranslation();
  return (
    <DotBadge color={COLORS[status]} data-status={status}>
      {t(`apiTokens.statuses.${status}`)}
    </DotBadge>
  );
}
