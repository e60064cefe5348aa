// The page behind the link in the upload mail (/certificate-upload/{token}, public, no sign-in; decision 0056). It
// shows only what the contract's answer holds — the company, the employee's first name, the span, the expiry — and
// takes one file: PDF, JPEG or PNG up to the contract's size, checked here before anything is sent (the server checks
// type, first bytes and size again). While it uploads, a progress bar; then a receipt. Every invalid link (unknown,
// used, expired, revoked: the server answers one 404 for all, so the address cannot be probed) shows one message and
// nothing else. No app chrome: the company's name, the language switcher and the page. Phone first.
import { Alert, Button, Card, Group, Loader, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileUpload, IconLinkOff, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUploadInfo } from '../api/get-upload-info.ts';
import { useSubmitCertificate } from '../api/submit-upload.ts';
import { checkCertificateFile, type FileCheck, megabytes } from '../certificate-display.ts';
import classes from './certificate-upload-page.module.css';

const isInvalidLink = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
const isRateLimited = (error: unknown) => isApiError(error) && error.status === 429;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={classes.page}>
      <div className={classes.topBar}>
        <LanguageSwitcher />
      </div>
      <main className={classes.content}>
        <Card className={classes.card} shadow="sm" padding="lg" radius="md" data-testid="certificate-upload-page">
          {children}
        </Card>
      </main>
    </div>
  );
}

function Notice({
  icon,
  color,
  title,
  text,
  testId,
}: {
  icon: React.ReactNode;
  color: string;
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md" data-testid={testId}>
      <ThemeIcon size={52} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

export function CertificateUploadPage({ uploadToken }: { uploadToken: string }) {
  const { t } = useTranslation();
  usePageTitle(t('certificates.upload.pageTitle'));
  const info = useUploadInfo(uploadToken);
  const submit = useSubmitCertificate(uploadToken);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<FileCheck | null>(null);

  if (info.isPending) {
    return (
      <Frame>
        <Group justify="center" gap="sm" py="xl">
          <Loader size="sm" aria-hidden />
          <Text role="status">{t('certificates.upload.checking')}</Text>
        </Group>
      </Frame>
    );
  }
  // The link was fine when the page opened but is no longer (used meanwhile, expired, revoked): the same message.
  if ((info.isError && isInvalidLink(info.error)) || (submit.isError && isInvalidLink(submit.error))) {
    return (
      <Frame>
        <Notice
          icon={<IconLinkOff size={28} />}
          color="gray"
          title={t('certificates.upload.invalidTitle')}
          text={t('certificates.upload.invalidText')}
          testId="certificate-upload-invalid"
        />
      </Frame>
    );
  }
  if (info.isError) {
    return (
      <Frame>
        <Notice
          icon={<IconAlertTriangle size={28} />}
          color="orange"
          title={t('certificates.upload.unavailableTitle')}
          text={isRateLimited(info.error) ? t('certificates.upload.tooMany') : t('certificates.upload.unavailableText')}
          testId="certificate-upload-unavailable"
        />
        <Group justify="center">
          <Button variant="default" onClick={() => void info.refetch()} loading={info.isFetching}>
            {t('certificates.upload.retry')}
          </Button>
        </Group>
      </Frame>
    );
  }
  if (submit.isSuccess) {
    return (
      <Frame>
        <Notice
          icon={<IconCircleCheck size={28} />}
          color="green"
          title={t('certificates.upload.receivedTitle')}
          text={t('certificates.upload.receivedText', {
            name: submit.data.fileName,
            at: formatDateTime(submit.data.receivedAt),
          })}
          testId="certificate-upload-received"
        />
        <Text size="sm" c="dimmed" ta="center">
          {t('certificates.upload.close')}
        </Text>
      </Frame>
    );
  }

  const data = info.data;
  const maxMb = megabytes(data.maxBytes);
  const span = data.to
    ? t('certificates.upload.spanClosed', { from: formatDate(data.from), to: formatDate(data.to) })
    : t('certificates.upload.spanOpen', { from: formatDate(data.from) });
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.currentTarget.files?.[0] ?? null;
    setFile(picked);
    setCheck(picked ? checkCertificateFile(picked, data.acceptedTypes, data.maxBytes) : null);
    submit.reset();
  };
  const send = () => {
    if (file && check?.ok) submit.mutate({ file, contentType: check.contentType });
  };
  const uploadError = submit.isError ? submit.error : null;
  const serverProblem =
    uploadError && isApiError(uploadError)
      ? uploadError.status === 413
        ? t('certificates.upload.problems.size', { max: maxMb })
        : uploadError.status === 415
          ? t('certificates.upload.problems.type')
          : uploadError.status === 429
            ? t('certificates.upload.tooMany')
            : uploadError.code === 'CERTIFICATE_FILE_EMPTY'
              ? t('certificates.upload.problems.empty')
              : t('certificates.upload.failed')
      : uploadError
        ? t('certificates.upload.failed')
        : null;
  const fileProblem = check && !check.ok ? t(`certificates.upload.problems.${check.problem}`, { max: maxMb }) : null;

  return (
    <Frame>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="brand.8" data-testid="certificate-upload-company">
            {data.companyName}
          </Text>
          <Title order={1} size="h3">
            {t('certificates.upload.title')}
          </Title>
        </Stack>
        <Text>
          {data.firstName
            ? t('certificates.upload.greeting', { name: data.firstName })
            : t('certificates.upload.greetingPlain')}
        </Text>
        <Text>{t('certificates.upload.request', { company: data.companyName, span })}</Text>
        <Text size="sm" c="dimmed">
          {t('certificates.upload.expires', { at: formatDateTime(data.expiresAt) })}
        </Text>

        <input
          ref={inputRef}
          type="file"
          accept={data.acceptedTypes.join(',')}
          onChange={onPick}
          className={classes.hiddenInput}
          tabIndex={-1}
          aria-hidden
          data-testid="certificate-upload-input"
        />
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconFileUpload aria-hidden size={20} />}
          onClick={() => inputRef.current?.click()}
          disabled={submit.isPending}
          // Long names in French and Italian wrap instead of being cut on a phone.
          h="auto"
          mih={42}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          data-testid="certificate-upload-choose"
        >
          {file ? t('certificates.upload.chooseOther') : t('certificates.upload.choose')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {t('certificates.upload.accepted', { max: maxMb })}
        </Text>
        {file && (
          <Text
            size="sm"
            ta="center"
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
            data-testid="certificate-upload-file"
          >
            {t('certificates.upload.chosen', { name: file.name, size: megabytes(file.size) })}
          </Text>
        )}
        {(fileProblem ?? serverProblem) && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
            data-testid="certificate-upload-problem"
          >
            {fileProblem ?? serverProblem}
          </Alert>
        )}
        {submit.isPending && (
          <Stack gap={4}>
            <Progress
              value={Math.round(submit.progress * 100)}
              size="lg"
              animated
              aria-label={t('certificates.upload.progressLabel')}
            />
            <Text size="sm" role="status" ta="center">
              {t('certificates.upload.uploading', { percent: Math.round(submit.progress * 100) })}
            </Text>
          </Stack>
        )}
        <Button
          size="md"
          fullWidth
          leftSection={<IconUpload aria-hidden size={20} />}
          onClick={send}
          disabled={!file || !check?.ok}
          loading={submit.isPending}
          data-testid="certificate-upload-send"
        >
          {t('certificates.upload.send')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('certificates.upload.privacy', { company: data.companyName })}
        </Text>
      </Stack>
    </Frame>
  );
}
