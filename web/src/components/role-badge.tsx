// A user role as a translated badge (roles.<Role>), in the same colour everywhere.
import type { BadgeProps } from '@mantine/core';
import type { UserRole } from '../../../src/contracts/index.ts';
import { useTranslation } from '../lib/translator.ts';
import { type TintColor, TintedBadge } from './tinted.tsx';

export const ROLE_COLORS: Record<UserRole, TintColor> = {
  HR_Admin: 'brand',
  Superior: 'grape',
  HR_Business_Partner: 'indigo',
  Case_Manager: 'teal',
  Payroll: 'orange',
};

type RoleBadgeProps = Omit<BadgeProps, 'color' | 'children' | 'variant'>;

export function RoleBadge({ role, ...props }: { role: UserRole } & RoleBadgeProps) {
  const { t } = useTranslation();
  return (
    <TintedBadge color={ROLE_COLORS[role]} {...props}>
      {t(`roles.${role}`)}
    </TintedBadge>
  );
}

/** Badge for a platform administrator (no tenant role). */
export function AdminBadge(props: RoleBadgeProps) {
  const { t } = useTranslation();
  return (
    <TintedBadge color="red" {...props}>
      {t('auth.admin.badge')}
    </TintedBadge>
  );
}
