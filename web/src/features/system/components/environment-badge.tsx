// Coloured badge naming a non-production environment, so nobody mistakes demo or staging data for real data.
import { Badge, type MantineColor } from '@mantine/core';
import type { AppEnv } from '../../../../../src/contracts/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useSystemInfo } from '../api/get-system-info.ts';

/** Shades picked for readable text on the filled badge (theme.autoContrast picks black or white). */
export const ENVIRONMENT_COLORS: Record<Exclude<AppEnv, 'production'>, MantineColor> = {
  local: 'gray.7',
  staging: 'orange.4',
  preview: 'grape.8',
  demo: 'violet.7',
};

export function EnvironmentBadge() {
  const { t } = useTranslation();
  const { data } = useSystemInfo();
  // Production shows nothing; while loading or on failure the badge stays away rather than guessing.
  if (!data || data.environment === 'production') return null;
  const name = t(`environment.names.${data.environment}`);
  return (
    <Badge
      color={ENVIRONMENT_COLORS[data.environment]}
      variant="filled"
      size="md"
      title={t('environment.badgeTitle', { environment: name })}
      data-testid="environment-badge"
    >
      {name}
    </Badge>
  );
}
