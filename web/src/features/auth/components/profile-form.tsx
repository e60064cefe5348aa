// Personal settings of the signed-in user: name and language can be changed; e-mail (the identity provider's
// login), role and company are shown read only, since only an HR administrator changes them.
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../../../src/contracts/constants.ts';
import type { User } from '../../../../../src/contracts/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { splitFormError } from '../../../lib/form-errors.ts';
import { isSupportedLanguage } from '../../../lib/language.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useLanguageChoice } from '../../../lib/use-language-choice.ts';
import { useUpdateOwnProfile } from '../api/update-own-profile.ts';

const FIELDS = ['name', 'language'] as const;
const NAME_MAX_LENGTH = 200;

export type ProfileFormProps = { user: User; tenantName: string | null; canEdit: boolean };

export function ProfileForm({ user, tenantName, canEdit }: ProfileFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const uiLanguage = useCurrentLanguage();
  const chooseLanguage = useLanguageChoice();
  const update = useUpdateOwnProfile();
  const [name, setName] = useState(user.name);
  const [language, setLanguage] = useState<SupportedLanguage>(user.language);
  const [nameError, setNameError] = useState<string | null>(null);

  const trimmedName = name.trim();
  const isDirty = trimmedName !== user.name || language !== user.language;
  const { fieldErrors, showGeneralError } = splitFormError(update.error, FIELDS, t);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmedName) {
      setNameError(t('settings.personal.nameRequired'));
      return;
    }
    setNameError(null);
    update.mutate(
      {
        ...(trimmedName !== user.name ? { name: trimmedName } : {}),
        ...(language !== user.language ? { language } : {}),
      },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          if (saved.language !== uiLanguage) chooseLanguage(saved.language);
        },
      },
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId} maw={760} data-testid="profile-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap={2}>
            <Text id={titleId} fw={650} size="lg">
              {t('settings.personal.profileTitle')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('settings.personal.profileDescription')}
            </Text>
          </Stack>

          {update.isSuccess && !isDirty && (
            <TintedAlert
              color="teal"
              icon={<IconCheck aria-hidden />}
              title={t('settings.personal.savedTitle')}
              withCloseButton
              closeButtonLabel={t('common.close')}
              onClose={() => update.reset()}
              data-testid="profile-saved"
            >
              {t('settings.personal.saved')}
            </TintedAlert>
          )}
          {update.isError && showGeneralError && <ErrorAlert error={update.error} />}

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('settings.personal.name')}
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                if (update.isSuccess) update.reset();
              }}
              error={nameError ?? fieldErrors.name}
              maxLength={NAME_MAX_LENGTH}
              required
              readOnly={!canEdit}
              autoComplete="name"
              data-testid="profile-name"
            />
            <Select
              label={t('settings.personal.language')}
              description={t('settings.personal.languageDescription')}
              data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
              value={language}
              onChange={(value) => {
                if (!isSupportedLanguage(value)) return;
                setLanguage(value);
                if (update.isSuccess) update.reset();
              }}
              error={fieldErrors.language}
              allowDeselect={false}
              readOnly={!canEdit}
              comboboxProps={{ withinPortal: true }}
              data-testid="profile-language"
            />
            <TextInput
              label={t('settings.personal.email')}
              description={t('settings.personal.emailDescription')}
              value={user.email}
              readOnly
              variant="filled"
              rightSection={<IconLock aria-hidden size={14} />}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('settings.personal.roleAndCompany')}
              </Text>
              <Group gap="xs" mih={36}>
                <RoleBadge role={user.userRole} size="lg" />
                {tenantName && (
                  <Text size="sm" c="dimmed">
                    {tenantName}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {t('settings.personal.roleDescription')}
              </Text>
            </Stack>
          </SimpleGrid>

          {canEdit && (
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconDeviceFloppy aria-hidden size={16} />}
                loading={update.isPending}
                disabled={!isDirty}
                data-testid="profile-save"
              >
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
