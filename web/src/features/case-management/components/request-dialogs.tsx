// The case manager's decisions on a request: accept (choose the responsible case manager; default: me) and decline
// (a reason is required, checked in the form before sending, with its character count).
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CASE_MANAGEMENT_TEXT_MAX, type CaseManagementRequest } from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useCaseManagers } from '../api/get-case-managers.ts';
import { useAcceptCaseManagementRequest, useDeclineCaseManagementRequest } from '../api/request-writes.ts';
import { employeeName } from '../case-management-view.ts';
import { CountedTextarea } from './case-management-parts.tsx';

type DialogProps = {
  request: CaseManagementRequest;
  onClose: () => void;
  onDone: (request: CaseManagementRequest) => void;
};

export function AcceptDialog({ request, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const managers = useCaseManagers(true);
  const accept = useAcceptCaseManagementRequest();
  const [responsible, setResponsible] = useState<string | null>(me?.id ?? null);
  const options = [...(managers.data ?? [])];
  if (me && !options.some((option) => option.value === me.id)) options.unshift({ value: me.id, label: me.name });
  const labelled = options.map((option) =>
    option.value === me?.id ? { ...option, label: t('caseManagement.accept.me', { name: option.label }) } : option,
  );
  return (
    <Modal opened onClose={onClose} title={t('caseManagement.accept.title', { name: employeeName(request) })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          accept.mutate(
            {
              requestId: request.requestId,
              ...(responsible && responsible !== me?.id ? { responsibleUserId: responsible } : {}),
            },
            { onSuccess: onDone },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('caseManagement.accept.message')}</Text>
          <Select
            label={t('caseManagement.accept.responsible')}
            data={labelled}
            value={responsible}
            onChange={setResponsible}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="case-management-accept-responsible"
          />
          {accept.error && <ErrorAlert error={accept.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={accept.isPending} data-testid="case-management-accept-confirm">
              {t('caseManagement.accept.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DeclineDialog({ request, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const decline = useDeclineCaseManagementRequest();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const isBlank = reason.trim() === '';
  return (
    <Modal opened onClose={onClose} title={t('caseManagement.decline.title', { name: employeeName(request) })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (isBlank) return;
          decline.mutate({ requestId: request.requestId, declineReason: reason.trim() }, { onSuccess: onDone });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('caseManagement.decline.message')}</Text>
          <CountedTextarea
            label={t('caseManagement.decline.reason')}
            value={reason}
            onChange={setReason}
            max={CASE_MANAGEMENT_TEXT_MAX}
            required
            error={touched && isBlank ? t('caseManagement.decline.reasonRequired') : undefined}
            testId="case-management-decline-reason"
            autoFocus
          />
          {decline.error && <ErrorAlert error={decline.error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending} data-testid="case-management-decline-confirm">
              {t('caseManagement.decline.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
