// The upload card of the data hub (dataHub.edit), for either kind of file: a file (drop zone), for absences the
// period it replaces (the current month by default), the company's upload configuration when it has any, Start. Then, in one live region: the transfer with
// real progress (percent, kB of kB), the processing (phase, rows read so far, polled every 1.5 s) and the result.
// While another file of the company processes, that upload is shown with its live status: a new one cannot start.
import { Button, Card, Group, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage, useFormatters } from '../../../lib/use-formatters.ts';
import { useUpload } from '../api/get-uploads.ts';
import { type StartStep, useStartUpload } from '../api/start-upload.ts';
import { uploadsKeys } from '../api/uploads-keys.ts';
import {
  currentMonthPeriod,
  formatBytes,
  isProcessing,
  periodProblems,
  transferPercent,
  type UploadItem,
  type UploadKind,
  uploadIdOf,
} from '../upload-display.ts';
import { ExportSummaryButton } from './export-summary-button.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { ProcessingStatus, UploadResult } from './upload-outcome.tsx';

/** The Select's value for "no configuration" (the default reading); configuration keys are never this. */
const DEFAULT_CONFIGURATION = '\u0000default';

export type UploadConfigurationOption = { key: string; name: string };

function StartProgress({ step }: { step: StartStep }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  if (step.step !== 'transferring') {
    return (
      <Text size="sm" data-testid="upload-step" data-step={step.step}>
        {t(`uploads.transfer.${step.step}`)}
      </Text>
    );
  }
  const { loaded, total } = step.progress;
  const percent = transferPercent(loaded, total);
  const text = t('uploads.transfer.progress', {
    loaded: formatBytes(loaded, language),
    total: formatBytes(total, language),
    percent,
  });
  return (
    <Stack gap={6} data-testid="upload-step" data-step="transferring">
      <Text size="sm" fw={600}>
        {t('uploads.transfer.transferring')}
      </Text>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section value={percent} aria-label={t('uploads.transfer.transferring')} aria-valuetext={text} />
      </Progress.Root>
      <Text size="sm" c="dimmed" data-testid="upload-transfer-text">
        {text}
      </Text>
    </Stack>
  );
}

/** One upload followed live until it ends (this page's own upload, or another one that blocks a new start). */
function LiveUpload({ kind, uploadId, initial }: { kind: UploadKind; uploadId: string; initial?: UploadItem }) {
  const queryClient = useQueryClient();
  const query = useUpload(kind, uploadId);
  const upload = query.data ?? initial;
  const ended = query.data !== undefined && !isProcessing(query.data);
  // The list below shows the end as soon as it is known here.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: uploadsKeys.list(kind) });
  }, [ended, kind, queryClient]);
  if (query.isError && !upload) {
    return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  if (!upload) return <ProcessingPlaceholder />;
  if (isProcessing(upload)) return <ProcessingStatus kind={kind} upload={upload} />;
  const exportSummary =
    kind === 'employee' && upload.processingStatus === 'completed' ? (
      <ExportSummaryButton uploadId={uploadIdOf(upload)} fileName={upload.name} />
    ) : undefined;
  return <UploadResult kind={kind} upload={upload} actions={exportSummary} />;
}

function ProcessingPlaceholder() {
  const { t } = useTranslation();
  return (
    <Text size="sm" data-testid="upload-step" data-step="starting">
      {t('uploads.transfer.starting')}
    </Text>
  );
}

/** Another upload of the company that is processing: who started it when, and its live status. */
function RunningUpload({ kind, upload }: { kind: UploadKind; upload: UploadItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TintedAlert color="blue" title={t('uploads.running.title')} data-testid="upload-running">
      <Stack gap="xs">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('uploads.running.message', {
            file: upload.name ?? t('uploads.unnamedFile'),
            person: upload.uploadedBy,
            time: format.dateTime(upload.uploadedAt),
          })}
        </Text>
        <LiveUpload kind={kind} uploadId={uploadIdOf(upload)} initial={upload} />
      </Stack>
    </TintedAlert>
  );
}

export function UploadCard({
  kind,
  configurations,
  runningUpload,
}: {
  kind: UploadKind;
  /** The company's upload configurations; none: the select is hidden. */
  configurations: readonly UploadConfigurationOption[];
  /**
   * An upload of the company that is processing (from the lists), if any, with its kind: one file per company at a
   * time, whatever its kind.
   */
  runningUpload: { kind: UploadKind; upload: UploadItem } | undefined;
}) {
  const { t } = useTranslation();
  const [initialPeriod] = useState(() => currentMonthPeriod());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [startDate, setStartDate] = useState<string | null>(initialPeriod.startDate);
  const [endDate, setEndDate] = useState<string | null>(initialPeriod.endDate);
  const [configuration, setConfiguration] = useState<string>(DEFAULT_CONFIGURATION);
  const [submitted, setSubmitted] = useState(false);
  const [activeUploadId, setActiveUploadId] = useState<string | null>(null);
  const titleId = useId();
  const start = useStartUpload(kind);
  const withPeriod = kind === 'absence';

  const problems = submitted && withPeriod ? periodProblems(startDate, endDate) : {};
  const periodError = (field: 'startDate' | 'endDate') => {
    const problem = problems[field];
    return problem ? t(`uploads.form.problems.${problem}`) : undefined;
  };
  const anotherIsProcessing =
    isApiError(start.error) && start.error.code === 'another-file-is-currently-being-processed';
  const blockingUpload =
    runningUpload && uploadIdOf(runningUpload.upload) !== activeUploadId ? runningUpload : undefined;
  const busy = start.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const missingFile = file === null;
    if (missingFile) setFileError(t('uploads.form.problems.fileRequired'));
    if (missingFile) return;
    let period: { startDate: string; endDate: string } | null = null;
    if (withPeriod) {
      if (Object.keys(periodProblems(startDate, endDate)).length > 0 || !startDate || !endDate) return;
      period = { startDate, endDate };
    }
    setActiveUploadId(null);
    start.mutate(
      {
        file,
        period,
        fileUploadKey: configuration === DEFAULT_CONFIGURATION ? null : configuration,
      },
      {
        onSuccess: (created) => {
          setActiveUploadId(created.uploadId);
          setFile(null);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <Card padding="lg" data-testid={`${kind}-upload-card`}>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h3" id={titleId}>
              {t(`uploads.form.title.${kind}`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`uploads.form.description.${kind}`)}
            </Text>
            {kind === 'absence' && (
              <Text size="sm" c="dimmed" data-testid="upload-identifier">
                {t('uploads.form.identifier.absence')}
              </Text>
            )}
          </Stack>
          <FileDropZone
            file={file}
            disabled={busy}
            error={fileError}
            onFile={(chosen, refused) => {
              setFile(chosen);
              setFileError(refused ? t('uploads.form.problems.fileType') : undefined);
            }}
          />
          {withPeriod && (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <SwissDateInput
                label={t('uploads.form.startDate')}
                value={startDate}
                onChange={setStartDate}
                error={periodError('startDate')}
                disabled={busy}
                required
                data-testid="upload-start-date"
              />
              <SwissDateInput
                label={t('uploads.form.endDate')}
                value={endDate}
                onChange={setEndDate}
                error={periodError('endDate')}
                disabled={busy}
                required
                data-testid="upload-end-date"
              />
            </SimpleGrid>
          )}
          {configurations.length > 0 && (
            <Select
              label={t('uploads.form.configuration')}
              description={t('uploads.form.configurationDescription')}
              data={[
                { value: DEFAULT_CONFIGURATION, label: t('uploads.form.defaultConfiguration') },
                ...configurations.map((entry) => ({ value: entry.key, label: entry.name })),
              ]}
              value={configuration}
              onChange={(value) => setConfiguration(value ?? DEFAULT_CONFIGURATION)}
              allowDeselect={false}
              disabled={busy}
              data-testid="upload-configuration"
            />
          )}
          <Text size="xs" c="dimmed">
            {t(`uploads.form.replaces.${kind}`)}
          </Text>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={busy}
              leftSection={<IconPlayerPlay aria-hidden size={16} />}
              data-testid="upload-start"
            >
              {t('uploads.form.start')}
            </Button>
          </Group>
          <Stack gap="sm" aria-live="polite" data-testid="upload-status-region">
            {start.step && <StartProgress step={start.step} />}
            {/* Refused because another file was processing: once that one has ended, say so instead of the error. */}
            {start.isError && !(anotherIsProcessing && !blockingUpload) && <ErrorAlert error={start.error} />}
            {anotherIsProcessing && !blockingUpload && (
              <TintedAlert color="teal" icon={<IconCircleCheck aria-hidden />} data-testid="upload-other-finished">
                {t('uploads.running.finishedMeanwhile')}
              </TintedAlert>
            )}
            {blockingUpload && <RunningUpload kind={blockingUpload.kind} upload={blockingUpload.upload} />}
            {activeUploadId && !start.isPending && <LiveUpload kind={kind} uploadId={activeUploadId} />}
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
