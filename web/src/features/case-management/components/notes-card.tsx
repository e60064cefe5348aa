// The case manager's confidential notes (employee.caseManagement.notes.view; the server audits every read): newest
// first with author and time; write one (notes.edit; a text area with its character count); delete an own note.
// Rendered only for users who may read them: the notes are never asked for otherwise. The section's anchor is
// `#notes`: the notes journal (/case-management/notes, decision 0070) opens the case management there, and once the
// notes have loaded the page scrolls to them.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CASE_MANAGEMENT_NOTE_MAX } from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCurrentUser } from '../../auth/index.ts';
import {
  useAddCaseManagementNote,
  useCaseManagementNotes,
  useDeleteCaseManagementNote,
} from '../api/case-management-notes.ts';
import { CountedTextarea, Section } from './case-management-parts.tsx';

/** The notes section's anchor on the case management page. */
export const NOTES_ANCHOR = 'notes';

export function NotesCard({ caseManagementId, canWrite }: { caseManagementId: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useCurrentUser();
  const notes = useCaseManagementNotes(caseManagementId, true);
  const add = useAddCaseManagementNote(caseManagementId);
  const remove = useDeleteCaseManagementNote(caseManagementId);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const isBlank = text.trim() === '';
  const hash = useLocation({ select: (location) => location.hash });
  const hasScrolled = useRef(false);
  const isLoaded = notes.data !== undefined;
  useEffect(() => {
    // The section exists before its notes; scroll once they are there, so the page does not move again under them.
    if (hash !== NOTES_ANCHOR || !isLoaded || hasScrolled.current) return;
    hasScrolled.current = true;
    document.getElementById(NOTES_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash, isLoaded]);

  return (
    <Section title={t('caseManagement.notes.title')} testId="case-management-notes" id={NOTES_ANCHOR}>
      <Group gap={6} wrap="nowrap">
        <IconLock aria-hidden size={14} />
        <Text size="xs" c="dimmed">
          {t('caseManagement.notes.confidential')}
        </Text>
      </Group>
      {canWrite && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (isBlank) return;
            add.mutate(text.trim(), {
              onSuccess: () => {
                setText('');
                setTouched(false);
              },
            });
          }}
        >
          <Stack gap="xs">
            <CountedTextarea
              label={t('caseManagement.notes.new')}
              value={text}
              onChange={setText}
              max={CASE_MANAGEMENT_NOTE_MAX}
              error={touched && isBlank ? t('caseManagement.required') : undefined}
              testId="case-management-note-text"
            />
            {add.error && <ErrorAlert error={add.error} />}
            <Group>
              <Button type="submit" size="xs" loading={add.isPending} data-testid="case-management-note-add">
                {t('caseManagement.notes.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {notes.error && <ErrorAlert error={notes.error} onRetry={() => void notes.refetch()} />}
      {remove.error && <ErrorAlert error={remove.error} />}
      {notes.data && notes.data.items.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="case-management-notes-empty">
          {t(canWrite ? 'caseManagement.notes.emptyWriter' : 'caseManagement.notes.empty')}
        </Text>
      )}
      <Stack gap="sm">
        {notes.data?.items.map((note) => (
          <Stack
            key={note.noteId}
            gap={2}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
            data-testid="case-management-note"
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                {t('caseManagement.notes.by', { name: note.author.name, date: format.dateTime(note.createdAt) })}
              </Text>
              {canWrite && me && note.author.userId === me.id && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  leftSection={<IconTrash aria-hidden size={12} />}
                  loading={remove.isPending && remove.variables === note.noteId}
                  onClick={() => remove.mutate(note.noteId)}
                  aria-label={t('caseManagement.notes.deleteLabel', { date: format.dateTime(note.createdAt) })}
                  data-testid="case-management-note-delete"
                >
                  {t('caseManagement.notes.delete')}
                </Button>
              )}
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
