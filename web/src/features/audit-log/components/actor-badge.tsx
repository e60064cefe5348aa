import type { AUDIT_ACTOR_TYPES } from '../../../../../src/contracts/index.ts';
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';

export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

const COLORS: Record<AuditActorType, TintColor> = {
  user: 'brand',
  admin: 'red',
  'api-token': 'violet',
  system: 'gray',
};

export function ActorTypeBadge({ type }: { type: AuditActorType }) {
  const { t } = useTranslation();
  return (
    <TintedBadge size="sm" color={COLORS[type]}>
      {t(`auditLog.actorTypes.${type}`)}
    </TintedBadge>
  );
}
