// "Create token": name and expiry (Swiss dates, tomorrow to two years ahead, one year by default). On success
// the secret is shown once, with a copy button and a clear warning; closing the dialog forgets it.
import { Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { type FieldErrors, splitFormError } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCreateApiToken } from '../api/create-api-token.ts';
import { expiryBounds } from '../token-status.ts';

const FIELDS = ['name', 'expiresAt'] as const;
type Field = (typeof FIELDS)[number];
const NAME_MAX_LENGTH = 100;

function CreatedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="created-token">
      <TintedAlert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('apiTokens.created.warningTitle')}>
        {t('apiTokens.created.warning')}
      </TintedAlert>
      <Stack gap={6}>
        <Text size="sm" fw={600} id="created-token-label">
          {t('apiTokens.created.tokenLabel')}
        </Text>
        <Code
          block
          data-testid="created-token-value"
          aria-labelledby="created-token-label"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {token}
        </Code>
      </Stack>
      <Group justify="space-between" gap="sm">
        <CopyButton value={token} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal.9' : undefined}
              leftSection={copied ? <IconCheck aria-hidden size={16} /> : <IconCopy aria-hidden size={16} />}
              onClick={copy}
              data-testid="copy-token-button"
            >
              {copied ? t('apiTokens.created.copied') : t('apiTokens.created.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone} data-testid="created-token-done">
          {t('apiTokens.created.done')}
        </Button>
      </Group>
    </Stack>
  );
}

function CreateTokenForm({ onDone, onCreated }: { onDone: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [bounds] = useState(() => expiryBounds());
  const [name, setName] = useState('');
  const [expiresAt, setExpiresAt] = useState<string | null>(bounds.initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const { fieldErrors, showGeneralError } = splitFormError(create.error, FIELDS, t, {
    INVALID_TOKEN_EXPIRY: 'expiresAt',
  });

  if (create.isSuccess) return <CreatedToken token={create.data.token} onDone={onDone} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors<Field> = {};
    if (!name.trim()) errors.name = t('apiTokens.create.nameRequired');
    if (!expiresAt) errors.expiresAt = t('apiTokens.create.expiryRequired');
    else if (expiresAt < bounds.min || expiresAt > bounds.max) {
      errors.expiresAt = t('apiTokens.create.expiryRange', {
        min: formatDate(bounds.min),
        max: formatDate(bounds.max),
      });
    }
    setClientErrors(errors);
    if (Object.keys(errors).length > 0 || !expiresAt) return;
    create.mutate({ name: name.trim(), expiresAt }, { onSuccess: onCreated });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('apiTokens.create.description')}
        </Text>
        {create.isError && showGeneralError && <ErrorAlert error={create.error} />}
        <TextInput
          label={t('apiTokens.fields.name')}
          description={t('apiTokens.create.nameDescription')}
          placeholder={t('apiTokens.create.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setClientErrors((previous) => ({ ...previous, name: undefined }));
          }}
          error={clientErrors.name ?? fieldErrors.name}
          maxLength={NAME_MAX_LENGTH}
          required
          data-autofocus
          data-testid="create-token-name"
        />
        <SwissDateInput
          label={t('apiTokens.fields.expires')}
          description={t('apiTokens.create.expiryDescription', {
            min: formatDate(bounds.min),
            max: formatDate(bounds.max),
          })}
          value={expiresAt}
          onChange={(value) => {
            setExpiresAt(value);
            setClientErrors((previous) => ({ ...previous, expiresAt: undefined }));
          }}
          minDate={bounds.min}
          maxDate={bounds.max}
          error={clientErrors.expiresAt ?? fieldErrors.expiresAt}
          required
          data-testid="create-token-expiry"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconKey aria-hidden size={16} />}
            data-testid="create-token-submit"
          >
            {t('apiTokens.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CreateTokenButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [isCreated, setIsCreated] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        leftSection={<IconPlus aria-hidden size={16} />}
        onClick={() => {
          setIsCreated(false);
          setOpened(true);
        }}
        data-testid="create-token-button"
      >
        {t('apiTokens.create.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={isCreated ? t('apiTokens.created.title') : t('apiTokens.create.title')}
        size="lg"
        centered
        // The secret must not disappear by a stray click or Escape; closing it is an explicit choice.
        closeOnClickOutside={!isCreated}
        closeOnEscape={!isCreated}
      >
        {/* Mounted only while open: the secret is gone once the dialog closes. */}
        {opened && <CreateTokenForm onDone={close} onCreated={() => setIsCreated(true)} />}
      </Modal>
    </>
  );
}
