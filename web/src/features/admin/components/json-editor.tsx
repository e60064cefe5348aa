// The whole configuration as JSON text (monospace). Edits here and in the coverage editor change the same draft.
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type JsonEditorProps = {
  text: string;
  onChange: (text: string) => void;
  /** The parser's message when the text is not JSON (null when it is). */
  syntaxError: string | null;
};

export function JsonEditor({ text, onChange, syntaxError }: JsonEditorProps) {
  const { t } = useTranslation();
  const lineCount = text.split('\n').length;
  return (
    <Stack gap="xs" data-testid="json-editor">
      <Textarea
        label={t('admin.json.label')}
        description={t('admin.json.description')}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={18}
        maxRows={36}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        error={syntaxError ? t('admin.json.syntaxError', { message: syntaxError }) : undefined}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13, lineHeight: 1.5 } }}
        data-testid="json-editor-input"
      />
      <Group justify="flex-end">
        <Text size="xs" c="dimmed">
          {t('admin.json.lines', { count: lineCount })}
        </Text>
      </Group>
    </Stack>
  );
}
