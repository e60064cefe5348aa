// The care task templates (HR): each with its title in the reader's language, questions, due days and responsible
// person; new and edit in a dialog with a tab per language; archive after a question (refused while a stage schedules
// the template: the stage named in the answer's words).
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconClipboardText, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import type { careTaskDefinition } from '../../../../../src/contracts/care-tasks.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListCard } from '../../../components/list-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useArchiveCareTaskDefinition } from '../api/archive-care-task-definition.ts';
import { useCareTaskDefinitions } from '../api/get-care-task-definitions.ts';
import { TaskTemplateForm } from './task-template-form.tsx';

type Template = z.infer<typeof careTaskDefinition>;

export function TaskTemplatesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const query = useCareTaskDefinitions();
  const archive = useArchiveCareTaskDefinition();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Template | null>(null);
  const title = (template: Template) => template.title[format.language] || template.title.de;
  const inUse = isApiError(archive.error) && archive.error.code === 'CARE_TASK_DEFINITION_IN_USE';

  const reload = async () => {
    const current = editing === 'new' || editing === null ? null : editing;
    const fresh = (await query.refetch()).data?.items.find(
      (item) => item.careTaskDefinitionId === current?.careTaskDefinitionId,
    );
    return fresh ?? null;
  };

  const actions = (template: Template) =>
    canEdit && !template.isArchived ? (
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil aria-hidden size={14} />}
          onClick={() => setEditing(template)}
          data-testid={`template-edit-${template.careTaskDefinitionId}`}
        >
          {t('care.templates.edit')}
        </Button>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconArchive aria-hidden size={14} />}
          onClick={() => {
            archive.reset();
            setArchiving(template);
          }}
          data-testid={`template-archive-${template.careTaskDefinitionId}`}
        >
          {t('care.templates.archive')}
        </Button>
      </Group>
    ) : null;
  const facts = (template: Template) =>
    [
      t('care.templates.questionCount', { count: template.form.length }),
      t('care.templates.dueText', { count: template.dueInDays }),
      t(`care.templates.responsibles.${template.responsible}`),
    ].join(' · ');
  const items = query.data?.items ?? [];

  return (
    <Stack gap="lg" maw={1400} data-testid="task-templates">
      <Anchor renderRoot={(props) => <Link {...props} to="/care-stages" />} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft aria-hidden size={14} />
          {t('care.definitions.back')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('care.templates.title')}
        description={t('care.templates.intro')}
        actions={
          canEdit ? (
            <Button
              leftSection={<IconPlus aria-hidden size={16} />}
              onClick={() => setEditing('new')}
              data-testid="template-new"
            >
              {t('care.templates.new')}
            </Button>
          ) : undefined
        }
      />
      {query.isError && <ErrorAlert error={query.error} />}
      {query.isPending ? (
        <Stack gap="sm" aria-busy>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : items.length === 0 && query.isSuccess ? (
        <Card data-testid="task-templates-empty">
          <Stack align="center" gap="xs" py="xl">
            <IconClipboardText aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>{t('care.templates.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={520}>
              {canEdit ? t('care.templates.emptyHintEditor') : t('care.templates.emptyHint')}
            </Text>
          </Stack>
        </Card>
      ) : isPhone ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="task-templates-cards">
          {items.map((template) => (
            <ListCard key={template.careTaskDefinitionId} testId={`template-row-${template.careTaskDefinitionId}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {title(template)}
                </Text>
                {template.isArchived && <Badge color="gray">{t('care.templates.archived')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {facts(template)}
              </Text>
              {actions(template)}
            </ListCard>
          ))}
        </Stack>
      ) : (
        <Card padding={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="task-templates-table">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('care.templates.columns.title')}</Table.Th>
                <Table.Th>{t('care.templates.columns.questions')}</Table.Th>
                <Table.Th>{t('care.templates.columns.due')}</Table.Th>
                <Table.Th>{t('care.templates.columns.responsible')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('care.templates.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((template) => (
                <Table.Tr
                  key={template.careTaskDefinitionId}
                  data-testid={`template-row-${template.careTaskDefinitionId}`}
                  c={template.isArchived ? 'dimmed' : undefined}
                >
                  <Table.Td>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {title(template)}
                      </Text>
                      {template.isArchived && <Badge color="gray">{t('care.templates.archived')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t('care.templates.questionCount', { count: template.form.length })}</Table.Td>
                  <Table.Td>{t('care.templates.dueText', { count: template.dueInDays })}</Table.Td>
                  <Table.Td>{t(`care.templates.responsibles.${template.responsible}`)}</Table.Td>
                  <Table.Td>{actions(template)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {editing !== null && (
        <TaskTemplateForm
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={reload}
        />
      )}
      <ConfirmModal
        opened={archiving !== null}
        title={t('care.templates.archiveTitle')}
        message={
          inUse ? (
            <Alert color="orange" data-testid="template-in-use">
              {t('care.templates.inUse')}
            </Alert>
          ) : (
            t('care.templates.archiveMessage', { title: archiving ? title(archiving) : '' })
          )
        }
        confirmLabel={inUse ? t('care.templates.understood') : t('care.templates.archive')}
        danger={!inUse}
        loading={archive.isPending}
        error={archive.isError && !inUse ? archive.error : undefined}
        onConfirm={() => {
          if (inUse) setArchiving(null);
          else if (archiving) archive.mutate(archiving.careTaskDefinitionId, { onSuccess: () => setArchiving(null) });
        }}
        onClose={() => setArchiving(null)}
        testId="template-archive-confirm"
      />
    </Stack>
  );
}
