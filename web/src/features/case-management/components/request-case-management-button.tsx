// "Request case management" on the employee detail and the KTG case (issue 30 scope 5): shown with
// employee.caseManagement.requests.edit. The modal shows the employee's current case management status; when none
// is open or running it sends a request with a reason (naming the case when opened from one); when a request is open
// or a case management runs it says so (the server refuses a second one with CASE_MANAGEMENT_REQUEST_OPEN or
// CASE_MANAGEMENT_ACTIVE, whose translated message the form shows).
import { Anchor, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { CASE_MANAGEMENT_TEXT_MAX } from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { usePermission } from '../../auth/index.ts';
import { useEmployeeCaseManagement } from '../api/get-employee-case-management.ts';
import { useCreateCaseManagementRequest } from '../api/request-writes.ts';
import { CaseManagementStatusBadge, CountedTextarea } from './case-management-parts.tsx';

export type RequestCaseManagementButtonProps = { employeeId: string; caseId?: string };

function RequestModal({ employeeId, caseId, onClose }: RequestCaseManagementButtonProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const canSeeRequests = usePermission('employee.caseManagement.requests.view');
  const status = useEmployeeCaseManagement(employeeId, true);
  const create = useCreateCaseManagementRequest();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const isBlank = reason.trim() === '';
  const current = status.data;
  const sent = create.isSuccess;

  return (
    <Modal opened onClose={onClose} title={t('caseManagement.request.title')} size="lg">
      <Stack gap="md" data-testid="case-management-request-modal">
        {status.isPending && <Skeleton h={24} w={240} />}
        {status.error && <ErrorAlert error={status.error} onRetry={() => void status.refetch()} />}
        {current && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('caseManagement.request.current')}</Text>
            <CaseManagementStatusBadge status={current.status} />
          </Group>
        )}
        {sent ? (
          <TintedAlert color="teal" role="status" data-testid="case-management-request-sent">
            {t('caseManagement.request.sent')}
          </TintedAlert>
        ) : (
          current &&
          current.status !== 'NOT_ACTIVE' && (
            <TintedAlert color="blue" data-testid="case-management-request-blocked">
              <Stack gap={4}>
                <Text size="sm">
                  {t(current.status === 'ACTIVE' ? 'caseManagement.request.isActive' : 'caseManagement.request.isOpen')}
                </Text>
                {current.caseManagementId && (
                  <Anchor
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/case-management/$caseManagementId"
                        params={{ caseManagementId: current.caseManagementId ?? '' }}
                      />
                    )}
                    size="sm"
                  >
                    {t('caseManagement.requests.openCaseManagement')}
                  </Anchor>
                )}
                {current.openRequestId && canSeeRequests && (
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/case-management/requests" search={{}} />}
                    size="sm"
                  >
                    {t('caseManagement.list.openInbox')}
                  </Anchor>
                )}
              </Stack>
            </TintedAlert>
          )
        )}
        {current && current.status === 'NOT_ACTIVE' && !sent && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (isBlank) return;
              create.mutate({ employeeId, ...(caseId ? { ktgCaseId: caseId } : {}), reason: reason.trim() });
            }}
          >
            <Stack gap="md">
              <Text size="sm">{t('caseManagement.request.message')}</Text>
              <CountedTextarea
                label={t('caseManagement.request.reason')}
                description={t('caseManagement.request.reasonHint')}
                value={reason}
                onChange={setReason}
                max={CASE_MANAGEMENT_TEXT_MAX}
                required
                error={touched && isBlank ? t('caseManagement.request.reasonRequired') : undefined}
                testId="case-management-request-reason"
                autoFocus
              />
              {create.error && <ErrorAlert error={create.error} />}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending} data-testid="case-management-request-send">
                  {t('caseManagement.request.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {(sent || (current && current.status !== 'NOT_ACTIVE')) && (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

export function RequestCaseManagementButton({ employeeId, caseId }: RequestCaseManagementButtonProps) {
  const { t } = useTranslation();
  const canRequest = usePermission('employee.caseManagement.requests.edit');
  const [open, setOpen] = useState(false);
  if (!canRequest) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconHeartHandshake aria-hidden size={16} />}
        onClick={() => setOpen(true)}
        data-testid="request-case-management"
      >
        {t('caseManagement.request.open')}
      </Button>
      {open && <RequestModal employeeId={employeeId} caseId={caseId} onClose={() => setOpen(false)} />}
    </>
  );
}
