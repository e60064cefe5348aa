import type { User } from '../../../../../src/contracts/index.ts';
import { DotBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation();
  return (
    <DotBadge color={status === 'ACTIVE' ? 'teal.7' : 'gray.6'} data-status={status}>
      {t(`users.statuses.${status}`)}
    </DotBadge>
  );
}
