// Placeholder while a screen's chunk loads (route-level code splitting, web/src/app/router.tsx): a few grey bars
// in the page's shape, announced once to screen readers.
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../lib/translator.ts';

export function RouteSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label={t('common.loading')} data-testid="route-loading">
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} width="70%" />
      <Skeleton height={200} />
    </Stack>
  );
}
