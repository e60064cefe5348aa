// Help beside the upload: what the file of this kind needs (its columns) and the example file in each of the four
// languages as XLSX and CSV, the user's language first (plain links: same origin, the session cookie is the
// permission).
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { endpoints, SUPPORTED_LANGUAGES } from '../../../../../src/contracts/index.ts';
import { buildUrl } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { languagesFirst, type UploadKind } from '../upload-display.ts';

const FORMATS = ['xlsx', 'csv'] as const;

/** The points of the help, per kind (keys below uploads.help.<kind>). */
const HELP_ITEMS: Record<UploadKind, readonly string[]> = {
  absence: ['required', 'identifier', 'amount', 'dates', 'duplicates', 'types'],
  employee: ['required', 'optional', 'dates', 'types'],
};

export function templateUrl(kind: UploadKind, language: string, format: string): string {
  const path = kind === 'absence' ? endpoints.absenceUploadTemplate.path : endpoints.employeeUploadTemplate.path;
  return buildUrl(path, undefined, { language, format });
}

export function UploadTemplates({ kind }: { kind: UploadKind }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Card padding="lg" data-testid="upload-templates" data-kind={kind}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('uploads.help.title')}
        </Title>
        <Text size="sm">{t(`uploads.help.${kind}.columns`)}</Text>
        <List size="sm" spacing={2}>
          {HELP_ITEMS[kind].map((item) => (
            <List.Item key={item}>{t(`uploads.help.${kind}.${item}`)}</List.Item>
          ))}
        </List>
        <Text size="sm">{t(`uploads.help.${kind}.kept`)}</Text>
        <Title order={3} size="h5" mt="xs">
          {t('uploads.help.templatesTitle')}
        </Title>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {languagesFirst(SUPPORTED_LANGUAGES, current).map((language) => (
            <Group component="li" key={language} gap="sm" wrap="wrap">
              <Text size="sm" miw={90} fw={language === current ? 600 : undefined}>
                {t(`language.names.${language}`)}
              </Text>
              {FORMATS.map((format) => (
                <Anchor
                  key={format}
                  href={templateUrl(kind, language, format)}
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
