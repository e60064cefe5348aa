// Help beside the upload: what the file needs (its columns) and the example file in each of the four languages as
// XLSX and CSV (plain links: same origin, the session cookie is the permission).
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { endpoints, SUPPORTED_LANGUAGES } from '../../../../../src/contracts/index.ts';
import { buildUrl } from '../../../lib/api-client.ts';

const FORMATS = ['xlsx', 'csv'] as const;

export function templateUrl(language: string, format: string): string {
  return buildUrl(endpoints.absenceUploadTemplate.path, undefined, { language, format });
}

export function UploadTemplates() {
  const { t } = useTranslation();
  return (
    <Card padding="lg" data-testid="upload-templates">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('uploads.help.title')}
        </Title>
        <Text size="sm">{t('uploads.help.columns')}</Text>
        <List size="sm" spacing={2}>
          <List.Item>{t('uploads.help.required')}</List.Item>
          <List.Item>{t('uploads.help.amount')}</List.Item>
          <List.Item>{t('uploads.help.dates')}</List.Item>
          <List.Item>{t('uploads.help.types')}</List.Item>
        </List>
        <Text size="sm">{t('uploads.help.kept')}</Text>
        <Title order={3} size="h5" mt="xs">
          {t('uploads.help.templatesTitle')}
        </Title>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {SUPPORTED_LANGUAGES.map((language) => (
            <Group component="li" key={language} gap="sm" wrap="wrap">
              <Text size="sm" miw={90}>
                {t(`language.names.${language}`)}
              </Text>
              {FORMATS.map((format) => (
                <Anchor
                  key={format}
                  href={templateUrl(language, format)}
                  download
                  size="sm"
                  aria-label={t('uploads.help.templateLink', {
                    language: t(`language.names.${language}`),
                    format: format.toUpperCase(),
                  })}
                  data-testid={`upload-template-${language}-${format}`}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconDownload aria-hidden size={14} />
                    {format.toUpperCase()}
                  </Group>
                </Anchor>
              ))}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
