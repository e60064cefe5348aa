// A care stage level by name ("Stufe 2"), tinted by how high it is; level 0 = no stage.
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/translator.ts';

const COLORS = ['gray', 'yellow', 'orange', 'red'] as const;

export function levelColor(level: number): (typeof COLORS)[number] {
  return COLORS[Math.min(level, COLORS.length - 1)] ?? 'red';
}

export function LevelBadge({ level, size = 'md' }: { level: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={levelColor(level)}
      variant={level === 0 ? 'outline' : 'light'}
      size={size}
      // Its full width: in a table column the badge (its label may shrink, overflow hidden) would become "STU…".
      miw="max-content"
      maw="none"
      data-testid="care-level"
    >
      {level === 0 ? t('care.level.none') : t('care.level.named', { level })}
    </Badge>
  );
}
