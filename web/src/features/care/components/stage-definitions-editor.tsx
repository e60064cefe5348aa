// The care stage definitions editor (HR, employee.careStages.edit): the levels with their triggers, task templates,
// notified users; a live preview of who would be at each level; saved as a whole with the revision it was loaded at
// (someone else's save in between: the house's conflict alert offers to load the current set). Each message under its
// field, from the contract's own checks before sending and from the server's answer.
import { Alert, Anchor, Box, Button, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconCheck, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { CARE_STAGE_DEFINITIONS_MAX } from '../../../../../src/contracts/care-stages.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isRevisionConflict } from '../../../lib/errors.ts';
import { splitNestedFormError, translateFieldMessage } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCareStageDefinitions } from '../api/get-care-stage-definitions.ts';
import { useCareTaskDefinitions } from '../api/get-care-task-definitions.ts';
import { useUserOptions } from '../api/get-user-options.ts';
import { useCareStagePreview } from '../api/preview-care-stage-definitions.ts';
import { useSaveCareStageDefinitions } from '../api/save-care-stage-definitions.ts';
import {
  checkStages,
  duplicateLevels,
  newStage,
  type StageDraft,
  stageFieldPaths,
  stagesFromDefinitions,
} from '../stage-draft.ts';
import { StageCard } from './stage-card.tsx';
import { StagePreview } from './stage-preview.tsx';

const PREVIEW_DEBOUNCE_MS = 600;

export function StageDefinitionsEditor({ canListUsers }: { canListUsers: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const definitions = useCareStageDefinitions();
  const templates = useCareTaskDefinitions();
  const users = useUserOptions(canListUsers);
  const save = useSaveCareStageDefinitions();
  const [stages, setStages] = useState<StageDraft[] | null>(null);
  const [revision, setRevision] = useState(0);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (stages === null && definitions.data) {
      setStages(stagesFromDefinitions(definitions.data.items));
      setRevision(definitions.data.revision);
    }
  }, [stages, definitions.data]);

  const language = format.language;
  const taskOptions = useMemo(
    () =>
      (templates.data?.items ?? [])
        .filter((template) => !template.isArchived)
        .map((template) => ({
          value: template.careTaskDefinitionId,
          label: template.title[language] || template.title.de,
        })),
    [templates.data, language],
  );

  const checked = useMemo(
    () => (stages ? checkStages(stages, (message) => translateFieldMessage(message, t)) : null),
    [stages, t],
  );
  const duplicates = stages ? duplicateLevels(stages) : [];
  const previewBody = checked?.ok && duplicates.length === 0 ? { definitions: checked.definitions } : null;
  const [debouncedBody] = useDebouncedValue(previewBody, PREVIEW_DEBOUNCE_MS);
  // The debounced body is compared by its content, so a re-render with equal rules asks nothing again.
  const bodyKey = JSON.stringify(debouncedBody);
  const stableBody = useMemo(() => (bodyKey === 'null' ? null : JSON.parse(bodyKey)), [bodyKey]);
  const preview = useCareStagePreview(stableBody);

  const knownPaths = useMemo(() => stageFieldPaths(stages ?? []), [stages]);
  const server = splitNestedFormError(save.error, knownPaths, t);
  const errorOf = (path: string) => clientErrors[path] ?? server.fieldErrors[path];

  if (definitions.isError) return <ErrorAlert error={definitions.error} />;
  if (stages === null) {
    return (
      <Stack gap="lg" maw={1400} data-testid="stage-definitions-loading" aria-busy>
        <Skeleton height={36} width="40%" />
        <Skeleton height={320} />
      </Stack>
    );
  }

  const change = (next: StageDraft[]) => {
    setStages(next);
    setSaved(false);
    setClientErrors({});
    if (save.isError && !isRevisionConflict(save.error)) save.reset();
  };
  const reload = async () => {
    const fresh = (await definitions.refetch()).data;
    if (fresh) {
      setStages(stagesFromDefinitions(fresh.items));
      setRevision(fresh.revision);
    }
    setClientErrors({});
    save.reset();
  };
  const submit = () => {
    if (!checked) return;
    if (!checked.ok || duplicates.length > 0) {
      setClientErrors(checked.ok ? {} : checked.fieldErrors);
      requestAnimationFrame(() => {
        const field = document.querySelector<HTMLElement>('[data-testid="stage-definitions"] [aria-invalid="true"]');
        field?.focus({ preventScroll: true });
        field?.scrollIntoView({ block: 'center' });
      });
      return;
    }
    save.mutate(
      { definitions: checked.definitions, revision },
      {
        onSuccess: (result) => {
          setStages(stagesFromDefinitions(result.items));
          setRevision(result.revision);
          setSaved(true);
        },
      },
    );
  };

  const isConfigured = definitions.data?.isCareConfigured ?? true;
  return (
    <Stack gap="lg" maw={1400} data-testid="stage-definitions" pb={80}>
      <Anchor renderRoot={(props) => <Link {...props} to="/care-stages" />} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft aria-hidden size={14} />
          {t('care.definitions.back')}
        </Group>
      </Anchor>
      <PageHeader title={t('care.definitions.title')} description={t('care.definitions.intro')} />
      {!isConfigured && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden size={18} />} data-testid="care-not-configured">
          {t('care.definitions.notConfigured')}
        </Alert>
      )}
      {save.isError && (server.showGeneralError || isRevisionConflict(save.error)) && (
        <ErrorAlert error={save.error} onReload={() => void reload()} />
      )}
      {saved && (
        <Alert color="green" icon={<IconCheck aria-hidden size={18} />} data-testid="stage-definitions-saved">
          {t('care.definitions.saved')}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            {stages.length === 0 && (
              <Paper withBorder p="lg" data-testid="stage-definitions-empty">
                <Stack gap="xs" align="flex-start">
                  <Text fw={600}>{t('care.definitions.emptyTitle')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('care.definitions.emptyHint')}
                  </Text>
                </Stack>
              </Paper>
            )}
            {stages.map((stage, index) => (
              <StageCard
                key={stage.key}
                stage={stage}
                index={index}
                errorOf={errorOf}
                onChange={(next) => change(stages.map((item) => (item.key === stage.key ? next : item)))}
                onRemove={() => change(stages.filter((item) => item.key !== stage.key))}
                taskOptions={taskOptions}
                userOptions={users.data ?? []}
                usersUnavailable={!canListUsers || users.isError}
                isDuplicateLevel={stage.level !== '' && duplicates.includes(stage.level)}
              />
            ))}
            {stages.length < CARE_STAGE_DEFINITIONS_MAX && (
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconPlus aria-hidden size={16} />}
                  onClick={() => change([...stages, newStage(stages)])}
                  data-testid="stage-add"
                >
                  {t('care.definitions.addStage')}
                </Button>
              </Group>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Box style={{ position: 'sticky', top: 80 }}>
            <StagePreview query={preview} isIncomplete={previewBody === null} />
          </Box>
        </Grid.Col>
      </Grid>
      <Paper
        withBorder
        p="sm"
        shadow="sm"
        style={{ position: 'sticky', bottom: 0, zIndex: 5 }}
        data-testid="stage-definitions-actions"
      >
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {definitions.data?.updatedAt
              ? t('care.definitions.lastSaved', { date: format.dateTime(definitions.data.updatedAt) })
              : t('care.definitions.neverSaved')}
          </Text>
          <Group gap="xs" wrap="nowrap" ml="auto">
            <Button
              variant="default"
              onClick={() => void reload()}
              disabled={save.isPending}
              data-testid="stage-definitions-reset"
            >
              {t('care.definitions.reset')}
            </Button>
            <Button onClick={submit} loading={save.isPending} data-testid="stage-definitions-save">
              {t('care.definitions.save')}
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
