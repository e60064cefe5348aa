// Close an active case management with its outcome (translated) and a comment (optional, with its character count).
// A closed case management is final: a new episode starts with a new request.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  CASE_MANAGEMENT_OUTCOMES,
  CASE_MANAGEMENT_TEXT_MAX,
  type CaseManagement,
  type CaseManagementOutcome,
} from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useCloseCaseManagement } from '../api/case-management-writes.ts';
import { CountedTextarea } from './case-management-parts.tsx';

export function CloseDialog({
  detail,
  opened,
  onClose,
  onReload,
}: {
  detail: CaseManagement;
  opened: boolean;
  onClose: () => void;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const close = useCloseCaseManagement(detail.caseManagementId);
  const [outcome, setOutcome] = useState<CaseManagementOutcome | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t('caseManagement.close.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!outcome) return;
          close.mutate(
            { revision: detail.revision, outcome, ...(comment.trim() ? { comment: comment.trim() } : {}) },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('caseManagement.close.message')}</Text>
          <Select
            label={t('caseManagement.close.outcome')}
            placeholder={t('caseManagement.close.outcomePlaceholder')}
            data={CASE_MANAGEMENT_OUTCOMES.map((value) => ({ value, label: t(`caseManagement.outcomes.${value}`) }))}
            value={outcome}
            onChange={(value) => setOutcome(value as CaseManagementOutcome | null)}
            required
            error={touched && !outcome ? t('caseManagement.required') : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid="case-management-close-outcome"
            data-autofocus
          />
          <CountedTextarea
            label={t('caseManagement.close.comment')}
            value={comment}
            onChange={setComment}
            max={CASE_MANAGEMENT_TEXT_MAX}
            testId="case-management-close-comment"
          />
          {close.error && (
            <ErrorAlert
              error={close.error}
              onReload={() => {
                close.reset();
                onReload();
              }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={close.isPending} data-testid="case-management-close-confirm">
              {t('caseManagement.close.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
