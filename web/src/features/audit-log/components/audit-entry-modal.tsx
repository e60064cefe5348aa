// One audit entry in full: who did what to which object, and the object before and after side by side.
import { Code, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { auditEntry } from '../../../../../src/contracts/index.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { ActorTypeBadge } from './actor-badge.tsx';

export type AuditEntry = z.infer<typeof auditEntry>;

/** Pretty JSON of a snapshot; null/undefined means "did not exist" (creation or deletion). */
export function snapshotText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

function Snapshot({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const { t } = useTranslation();
  const text = snapshotText(value);
  return (
    <Stack gap={6} miw={0}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {text === null ? (
        <Text size="sm" c="dimmed" fs="italic" data-testid={testId}>
          {t('auditLog.detail.noSnapshot')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto">
          <Code block data-testid={testId} fz="xs">
            {text}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

export function AuditEntryModal({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('auditLog.detail.title')}
      size="70rem"
      centered
      data-testid="audit-entry-modal"
    >
      {entry && (
        <Stack gap="lg">
          <FactList>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.time')}</FactList.Label>
              <FactList.Value>{format.dateTimeSeconds(entry.occurredAt)}</FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.actor')}</FactList.Label>
              <FactList.Value>
                <Group gap="xs">
                  <ActorTypeBadge type={entry.actorType} />
                  <Text size="sm">{entry.actorName ?? entry.actorId ?? '–'}</Text>
                </Group>
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.action')}</FactList.Label>
              <FactList.Value>
                <Code>{entry.action}</Code>
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.entity')}</FactList.Label>
              <FactList.Value>
                <Text size="sm">
                  {entry.entityType}
                  {entry.entityId && (
                    <Text span ff="monospace" size="xs" c="dimmed" ml={6}>
                      {entry.entityId}
                    </Text>
                  )}
                </Text>
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.requestId')}</FactList.Label>
              <FactList.Value>
                <Text size="xs" ff="monospace">
                  {entry.requestId ?? '–'}
                </Text>
              </FactList.Value>
            </FactList.Item>
          </FactList>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Snapshot title={t('auditLog.detail.before')} value={entry.before} testId="audit-entry-before" />
            <Snapshot title={t('auditLog.detail.after')} value={entry.after} testId="audit-entry-after" />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
