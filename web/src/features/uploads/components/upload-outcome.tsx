// What became of an upload, in words: while it processes the phase and the rows read so far (live), then the
// counts as one sentence (days or employees, by the upload's kind), which identifier named the employees, whether the
// derived state is written, and the row report (on the screen and as downloads) when it has lines, or why the file
// was refused.
import { Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileAlert } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import {
  describeCounts,
  formatCount,
  pluralForm,
  type UploadItem,
  type UploadKind,
  uploadIdOf,
  uploadState,
} from '../upload-display.ts';
import { RowIssuesList } from './row-issues-list.tsx';
import { RowReportButtons } from './row-report-buttons.tsx';

/** The live line of an upload that processes: "Datei wird gelesen … 1'234 Zeilen gelesen". */
export function ProcessingStatus({ kind, upload }: { kind: UploadKind; upload: UploadItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const state = uploadState(upload);
  const rows = upload.breakdowns.rowsRead;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="upload-processing" data-state={state}>
      <Loader size="sm" mt={2} aria-hidden />
      <Stack gap={2} miw={0}>
        <Text fw={600} size="sm">
          {t(state === 'reading' ? 'uploads.live.reading' : `uploads.live.applying.${kind}`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`uploads.live.rowsRead.${pluralForm(rows, language)}`, { count: formatCount(rows, language) })}
          {' · '}
          {t(`uploads.live.phaseOf.${state === 'reading' ? 'reading' : 'applying'}`)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The counts sentence, also used by the list ("4 Tage neu, 1 geändert …; 2 Zeilen abgelehnt"). */
export function UploadCounts({ kind, upload }: { kind: UploadKind; upload: UploadItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Text size="sm" data-testid="upload-counts">
      {describeCounts(upload.breakdowns, t, language, kind)}
    </Text>
  );
}

/**
 * Whether the cases, absence periods and data issues the upload causes are written yet (derivedAt, decision 0040):
 * the upload is completed a moment before the derivation has run.
 */
function DerivationLine({ upload }: { upload: UploadItem }) {
  const { t } = useTranslation();
  const status = upload.derivationStatus;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="upload-derivation" data-status={status}>
      {status === 'pending' && <Loader size={14} mt={3} aria-hidden />}
      <Text size="sm" c="dimmed">
        {t(`uploads.result.derivation.${status}`)}
      </Text>
    </Group>
  );
}

/** The end of an upload as an alert: completed (counts, employees, rows) or refused / failed (the reason). */
export function UploadResult({
  kind,
  upload,
  actions,
}: {
  kind: UploadKind;
  upload: UploadItem;
  /** Further actions on a completed upload (the employee upload's export summary). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const state = uploadState(upload);
  const { breakdowns } = upload;
  const number = (value: number) => formatCount(value, language);
  const report =
    upload.issueCount > 0 ? (
      <Stack gap="xs">
        <Text size="sm">
          {t(`uploads.result.reportHint.${pluralForm(upload.issueCount, language)}`, {
            count: number(upload.issueCount),
          })}
        </Text>
        <RowIssuesList kind={kind} upload={upload} />
        <RowReportButtons kind={kind} uploadId={uploadIdOf(upload)} fileName={upload.name} size="sm" />
      </Stack>
    ) : null;

  if (state === 'completed') {
    return (
      <TintedAlert
        color="teal"
        icon={<IconCircleCheck aria-hidden />}
        title={t('uploads.result.completedTitle')}
        data-testid="upload-result"
        data-state={state}
      >
        <Stack gap="xs">
          <UploadCounts kind={kind} upload={upload} />
          <Text size="sm" c="dimmed">
            {t(`uploads.result.summary.${kind}`, {
              read: number(breakdowns.rowsRead),
              accepted: number(breakdowns.rowsAccepted),
              employees: number(breakdowns.employeesAffected),
            })}
          </Text>
          {kind === 'absence' && upload.employeeKey && (
            <Text size="sm" c="dimmed" data-testid="upload-employee-key" data-key={upload.employeeKey}>
              {t(`uploads.result.employeeKey.${upload.employeeKey}`)}
            </Text>
          )}
          <DerivationLine upload={upload} />
          {report}
          {actions}
        </Stack>
      </TintedAlert>
    );
  }
  const refused = state === 'formattingFailed';
  return (
    <TintedAlert
      color={refused ? 'orange' : 'red'}
      icon={refused ? <IconFileAlert aria-hidden /> : <IconAlertTriangle aria-hidden />}
      title={t(refused ? 'uploads.result.refusedTitle' : 'uploads.result.failedTitle')}
      data-testid="upload-result"
      data-state={state}
    >
      <Stack gap="xs">
        <Text size="sm">{t(refused ? 'uploads.result.refusedMessage' : 'uploads.result.failedMessage')}</Text>
        {/* The row report says why in the reader's language; the (English) reason only when it has no lines. */}
        {upload.errorMessage && upload.issueCount === 0 && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('uploads.result.reason', { reason: upload.errorMessage })}
          </Text>
        )}
        {report}
      </Stack>
    </TintedAlert>
  );
}
