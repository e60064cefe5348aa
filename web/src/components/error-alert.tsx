// Shows any failure as a translated alert (message text from lib/errors.ts), optionally with a retry button, and for
// a save refused because someone else changed the object meanwhile (409 REVISION_CONFLICT) a button that loads
// the current version (docs/architecture.md "Concurrency").
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { describeError, isRevisionConflict } from '../lib/errors.ts';
import { useTranslation } from '../lib/translator.ts';

export type ErrorAlertProps = {
  error: unknown;
  /** Shown as "Try again" when given, e.g. a query's `refetch`. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** For a revision conflict: loads the current version (the screen's own edits are discarded). */
  onReload?: () => void;
};

export function ErrorAlert({ error, onRetry, isRetrying = false, onReload }: ErrorAlertProps) {
  const { t } = useTranslation();
  const offerReload = onReload !== undefined && isRevisionConflict(error);
  const { title, message, details } = describeError(error, t);
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden stroke={1.75} />}
      role="alert"
      data-testid="error-alert"
      // Mantine's light red (shade 6) is too pale on the tinted background; shade 9 keeps 4.5:1 contrast.
      styles={{ title: { color: 'var(--mantine-color-red-9)' }, icon: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {details.length > 0 && (
          <List size="sm" spacing={2}>
            {details.map((detail) => (
              <List.Item key={detail}>{detail}</List.Item>
            ))}
          </List>
        )}
        {offerReload && (
          <div>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh aria-hidden size={14} />}
              onClick={onReload}
              data-testid="reload-current-version"
            >
              {t('common.reloadCurrentVersion')}
            </Button>
          </div>
        )}
        {onRetry && (
          <div>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh aria-hidden size={14} />}
              onClick={onRetry}
              loading={isRetrying}
            >
              {t('common.retry')}
            </Button>
          </div>
        )}
      </Stack>
    </Alert>
  );
}
