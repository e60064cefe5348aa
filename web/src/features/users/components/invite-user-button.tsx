// "Invite user": a modal form (name, e-mail, role, language, optional employee id). Field errors of the
// server (400 validation, USER_EMAIL_TAKEN) appear under the fields; after success the modal confirms.
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import {
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  USER_ROLES,
  type UserRole,
} from '../../../../../src/contracts/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { type FieldErrors, splitFormError } from '../../../lib/form-errors.ts';
import { isSupportedLanguage } from '../../../lib/language.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useInviteUser } from '../api/invite-user.ts';

const FIELDS = ['name', 'email', 'userRole', 'language', 'employeeId'] as const;
type Field = (typeof FIELDS)[number];

/** Deliberately loose (the server checks properly): something@something.tld without spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Draft = {
  name: string;
  email: string;
  userRole: UserRole | null;
  language: SupportedLanguage;
  employeeId: string;
};

function InviteUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const uiLanguage = useCurrentLanguage();
  const invite = useInviteUser();
  const [draft, setDraft] = useState<Draft>({
    name: '',
    email: '',
    userRole: null,
    language: uiLanguage,
    employeeId: '',
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const { fieldErrors, showGeneralError } = splitFormError(invite.error, FIELDS, t, { USER_EMAIL_TAKEN: 'email' });
  const errorOf = (field: Field) => clientErrors[field] ?? fieldErrors[field];

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setClientErrors((previous) => ({ ...previous, [key]: undefined }));
    if (invite.isError) invite.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors<Field> = {};
    if (!draft.name.trim()) errors.name = t('users.invite.nameRequired');
    if (!EMAIL_SHAPE.test(draft.email.trim())) errors.email = t('users.invite.emailInvalid');
    if (!draft.userRole) errors.userRole = t('users.invite.roleRequired');
    setClientErrors(errors);
    if (Object.keys(errors).length > 0 || !draft.userRole) return;
    invite.mutate({
      name: draft.name.trim(),
      email: draft.email.trim(),
      userRole: draft.userRole,
      language: draft.language,
      employeeId: draft.employeeId.trim() || null,
    });
  };

  if (invite.isSuccess) {
    return (
      <Stack gap="md" data-testid="invite-user-success">
        <TintedAlert color="teal" icon={<IconCheck aria-hidden />} title={t('users.invite.successTitle')}>
          {t('users.invite.success', { name: invite.data.name, email: invite.data.email })}
        </TintedAlert>
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('common.done')}</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users.invite.description')}
        </Text>
        {invite.isError && showGeneralError && <ErrorAlert error={invite.error} />}
        <TextInput
          label={t('users.fields.name')}
          value={draft.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errorOf('name')}
          required
          maxLength={200}
          data-autofocus
          data-testid="invite-user-name"
        />
        <TextInput
          label={t('users.fields.email')}
          type="email"
          value={draft.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errorOf('email')}
          required
          maxLength={254}
          autoComplete="off"
          data-testid="invite-user-email"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('users.fields.role')}
            placeholder={t('users.invite.rolePlaceholder')}
            data={USER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            value={draft.userRole}
            onChange={(value) => set('userRole', USER_ROLES.find((role) => role === value) ?? null)}
            error={errorOf('userRole')}
            required
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="invite-user-role"
          />
          <Select
            label={t('users.fields.language')}
            data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
            value={draft.language}
            onChange={(value) => {
              if (isSupportedLanguage(value)) set('language', value);
            }}
            error={errorOf('language')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <TextInput
          label={t('users.fields.employeeId')}
          description={t('users.invite.employeeIdDescription')}
          value={draft.employeeId}
          onChange={(event) => set('employeeId', event.currentTarget.value)}
          error={errorOf('employeeId')}
          maxLength={100}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={invite.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={invite.isPending}
            leftSection={<IconUserPlus aria-hidden size={16} />}
            data-testid="invite-user-submit"
          >
            {t('users.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function InviteUserButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        leftSection={<IconUserPlus aria-hidden size={16} />}
        onClick={() => setOpened(true)}
        data-testid="invite-user-button"
      >
        {t('users.invite.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('users.invite.title')} size="lg" centered>
        {/* Mounted only while open: every opening starts with an empty form. */}
        {opened && <InviteUserForm onDone={close} />}
      </Modal>
    </>
  );
}
