// The ways to sign in that this installation offers (GET /auth/login-options): the company's identity provider
// and, outside production, the demo user picker. Says so plainly when neither is set up.
import { Alert, Button, Divider, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconBuildingSkyscraper, IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TRANSLATED_ERROR_CODES } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useLoginOptions } from '../api/get-login-options.ts';
import { oidcLoginUrl } from '../oidc.ts';
import { DevLoginPicker } from './dev-login-picker.tsx';

export type LoginPanelProps = {
  /** Where the identity provider sends the user back to (a sanitised path of this app, with `lang`). */
  returnTo: string;
  /** Error code the server put on the sign-in URL after a failed identity-provider sign-in, if any. */
  errorCode?: string;
};

function LoginErrorFromUrl({ code }: { code: string }) {
  const { t } = useTranslation();
  const message = TRANSLATED_ERROR_CODES.includes(code)
    ? t(`errors.codes.${code}`)
    : t('errors.codes.OIDC_LOGIN_FAILED');
  return (
    <Alert
      color="red"
      variant="light"
      title={t('auth.login.failedTitle')}
      icon={<IconAlertTriangle aria-hidden stroke={1.75} />}
      role="alert"
      data-testid="login-error"
      styles={{ title: { color: 'var(--mantine-color-red-9)' }, icon: { color: 'var(--mantine-color-red-9)' } }}
    >
      {message}
    </Alert>
  );
}

export function LoginPanel({ returnTo, errorCode }: LoginPanelProps) {
  const { t } = useTranslation();
  const options = useLoginOptions();

  return (
    <Stack gap="lg">
      {errorCode && <LoginErrorFromUrl code={errorCode} />}

      {options.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={42} radius="md" />
          <Skeleton height={16} width="60%" radius="sm" />
          <Skeleton height={52} radius="md" />
          <Skeleton height={52} radius="md" />
        </Stack>
      )}

      {options.isError && (
        <ErrorAlert error={options.error} onRetry={() => void options.refetch()} isRetrying={options.isFetching} />
      )}

      {options.data?.oidcEnabled && (
        <Button
          component="a"
          href={oidcLoginUrl(returnTo)}
          size="md"
          fullWidth
          leftSection={<IconBuildingSkyscraper aria-hidden size={20} stroke={1.75} />}
          data-testid="oidc-login"
        >
          {t('auth.login.oidcButton')}
        </Button>
      )}

      {options.data?.oidcEnabled && options.data.devLoginEnabled && (
        <Divider label={t('auth.login.or')} labelPosition="center" />
      )}

      {options.data?.devLoginEnabled && <DevLoginPicker candidates={options.data.devLoginCandidates} />}

      {options.data && !options.data.oidcEnabled && !options.data.devLoginEnabled && (
        <Alert
          color="gray"
          variant="light"
          title={t('auth.login.notConfiguredTitle')}
          icon={<IconInfoCircle aria-hidden stroke={1.75} />}
          data-testid="login-not-configured"
        >
          {t('auth.login.notConfigured')}
        </Alert>
      )}
    </Stack>
  );
}
