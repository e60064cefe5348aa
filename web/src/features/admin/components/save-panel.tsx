// Check and save the draft: the draft's state (changed or not, the schema's problem count), "Validate" (the
// server's validate-schema, problems listed by path), the mandatory comment and "Save" (configure). After a save
// the new version and its changed paths are shown.
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconChecks,
  IconCircleCheck,
  IconDeviceFloppy,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useConfigureTenant, useValidateConfiguration } from '../api/configure-tenant.ts';
import type { ConfigurationProblem, ParsedDraft } from '../configuration-draft.ts';
import { ConfigurationPath } from './configuration-path.tsx';
import { ProblemsList } from './problems-list.tsx';

export type SaveOutcome = { version: number; changedPaths: string[]; isNewVersion: boolean };

export type SavePanelProps = {
  tenantId: string;
  text: string;
  parsed: ParsedDraft;
  /** The schema's problems of the draft (inline validation). */
  problems: readonly ConfigurationProblem[];
  isDirty: boolean;
  currentVersion: number | null;
  /** The version the draft was made from (0: none yet); sent with the save to detect a save made meanwhile. */
  baseVersion: number;
  onDiscard: () => void;
  /** After a revision conflict: load the current configuration (the draft is replaced). */
  onReload: () => void;
  /** Called with the saved configuration, which becomes the new draft. */
  onSaved: (configuration: unknown, version: number) => void;
};

export function SavePanel({
  tenantId,
  text,
  parsed,
  problems,
  isDirty,
  currentVersion,
  baseVersion,
  onDiscard,
  onReload,
  onSaved,
}: SavePanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const validate = useValidateConfiguration();
  const configure = useConfigureTenant(tenantId);
  const [validatedText, setValidatedText] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [blockedByProblems, setBlockedByProblems] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);

  const validation = validatedText === text ? validate.data : undefined;
  const canUseDraft = parsed.ok;

  const runValidation = () => {
    if (!parsed.ok) return;
    setValidatedText(text);
    validate.mutate(parsed.value);
  };

  const save = () => {
    if (!parsed.ok) return;
    setOutcome(null);
    const hasComment = comment.trim() !== '';
    setCommentError(hasComment ? null : t('admin.save.commentRequired'));
    setBlockedByProblems(problems.length > 0);
    if (!hasComment || problems.length > 0) return;
    const previousVersion = currentVersion;
    configure.mutate(
      { configuration: parsed.value, comment: comment.trim(), baseVersion },
      {
        onSuccess: (tenant) => {
          const summary = tenant.configurationVersion;
          setOutcome({
            version: summary?.version ?? 0,
            changedPaths: summary?.changedPaths ?? [],
            isNewVersion: summary !== null && summary.version !== previousVersion,
          });
          setComment('');
          setValidatedText(null);
          onSaved(tenant.configuration, summary?.version ?? 0);
        },
      },
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId} data-testid="save-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {t('admin.save.title')}
          </Title>
          <Group gap="xs">
            {!parsed.ok ? (
              <Badge color="red" variant="light" tt="none" data-testid="draft-status">
                {t('admin.save.statusSyntax')}
              </Badge>
            ) : (
              <Badge
                color={isDirty ? 'yellow' : 'gray'}
                variant="light"
                tt="none"
                c="dark.7"
                data-testid="draft-status"
              >
                {isDirty ? t('admin.save.statusDirty') : t('admin.save.statusClean')}
              </Badge>
            )}
            {parsed.ok && (
              <Badge
                color={problems.length === 0 ? 'teal' : 'red'}
                variant="light"
                tt="none"
                data-testid="draft-problems"
              >
                {problems.length === 0
                  ? t('admin.save.statusValid')
                  : t('admin.save.statusProblems', { count: problems.length })}
              </Badge>
            )}
          </Group>
        </Group>

        {outcome && (
          <TintedAlert
            color={outcome.isNewVersion ? 'teal' : 'gray'}
            icon={outcome.isNewVersion ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
            title={
              outcome.isNewVersion
                ? t('admin.save.savedTitle', { version: outcome.version })
                : t('admin.save.unchangedTitle', { version: outcome.version })
            }
            withCloseButton
            onClose={() => setOutcome(null)}
            data-testid="save-outcome"
          >
            {outcome.isNewVersion && (
              <Stack gap={4}>
                <Text size="sm">{t('admin.save.changedPaths', { count: outcome.changedPaths.length })}</Text>
                <List size="sm" spacing={2} data-testid="save-changed-paths">
                  {outcome.changedPaths.map((path) => (
                    <List.Item key={path}>
                      <ConfigurationPath path={path} />
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </TintedAlert>
        )}

        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconChecks aria-hidden size={16} />}
            onClick={runValidation}
            loading={validate.isPending}
            disabled={!canUseDraft}
            data-testid="validate-button"
          >
            {t('admin.save.validate')}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconArrowBackUp aria-hidden size={16} />}
            onClick={() => {
              onDiscard();
              setValidatedText(null);
              setBlockedByProblems(false);
            }}
            disabled={!isDirty && parsed.ok}
            data-testid="discard-button"
          >
            {t('admin.save.discard')}
          </Button>
        </Group>

        {validate.isError && validatedText === text && <ErrorAlert error={validate.error} />}
        {validation?.isValid === true && (
          <TintedAlert color="teal" icon={<IconCircleCheck aria-hidden />} data-testid="validation-valid">
            {t('admin.save.serverValid')}
          </TintedAlert>
        )}
        {validation?.isValid === false && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('admin.save.serverProblems', { count: validation.problems.length })}
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
            data-testid="validation-problems"
          >
            <ProblemsList problems={validation.problems} />
          </Alert>
        )}

        <Textarea
          label={t('admin.save.comment')}
          description={t('admin.save.commentHint')}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (event.currentTarget.value.trim() !== '') setCommentError(null);
          }}
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={1000}
          error={commentError}
          data-testid="save-comment"
        />

        {blockedByProblems && problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('admin.save.blocked', { count: problems.length })}
            styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
            data-testid="save-blocked"
          >
            <ProblemsList problems={problems} />
          </Alert>
        )}
        {configure.isError && (
          <ErrorAlert
            error={configure.error}
            onReload={() => {
              configure.reset();
              onReload();
            }}
          />
        )}

        <Group justify="flex-end">
          <Button
            leftSection={<IconDeviceFloppy aria-hidden size={16} />}
            onClick={save}
            loading={configure.isPending}
            disabled={!canUseDraft || !isDirty}
            data-testid="save-button"
          >
            {t('admin.save.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
