// A small accessible drop zone (Mantine core has none): a real <input type="file"> named by its label, operable
// with the keyboard (Tab to it, Enter or Space opens the picker; the focus ring surrounds the zone), and a drop
// target for a file dragged onto it. Only .csv, .txt and .xlsx are taken; anything else is refused with a message.
import { Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { ACCEPT_ATTRIBUTE, formatBytes, isAcceptedFileName } from '../upload-display.ts';
import classes from './file-drop-zone.module.css';

export function FileDropZone({
  file,
  onFile,
  error,
  disabled = false,
}: {
  file: File | null;
  /** A file the upload reads was chosen or dropped (null: the choice was refused, see the error). */
  onFile: (file: File | null, refused?: 'type') => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isAcceptedFileName(chosen.name)) onFile(null, 'type');
    else onFile(chosen);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.currentTarget.files?.[0]);
    // The same file chosen again (after a refusal or a finished upload) must fire a change again.
    event.currentTarget.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap={4}>
      <label
        htmlFor={inputId}
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
      >
        <input
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className={classes.input}
          onChange={onChange}
          disabled={disabled}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          data-testid="upload-file-input"
        />
        {file ? (
          <Group gap="xs" wrap="nowrap" maw="100%">
            <IconFileSpreadsheet aria-hidden size={28} stroke={1.5} color="var(--mantine-color-brand-7)" />
            <Stack gap={0} align="flex-start" miw={0}>
              <Text
                fw={600}
                size="sm"
                style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
                data-testid="upload-file-name"
              >
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size, language)} · {t('uploads.form.dropZone.replace')}
              </Text>
            </Stack>
          </Group>
        ) : (
          <>
            <IconUpload aria-hidden size={28} stroke={1.5} color="var(--mantine-color-brand-7)" />
            <Text fw={600} size="sm">
              {t('uploads.form.dropZone.label')}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed" id={hintId}>
          {t('uploads.form.dropZone.hint')}
        </Text>
      </label>
      {error && (
        <Text size="xs" c="red.9" id={errorId} role="alert" data-testid="upload-file-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
