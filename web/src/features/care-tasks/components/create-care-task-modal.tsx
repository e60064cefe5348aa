// "New task" of the care tasks area: for an employee, from one of the company's templates (its title, guidance,
// form and due days) or free with a title and a description; the due date (from the template's days, changeable)
// and, if not the employee's superior, who is responsible. When the company creates tasks from the care stages only
// the server refuses (409 CARE_MANUAL_TASKS_DISABLED) and the modal says so.
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CARE_TASK_TEXT_MAX, CARE_TASK_TITLE_MAX } from '../../../../../src/contracts/care-tasks.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import type { CareTask } from '../api/care-task-writes.ts';
import { useCreateCareTask } from '../api/create-care-task.ts';
import { useCareTaskDefinitions } from '../api/get-care-task-definitions.ts';
import { zurichToday } from '../care-task-draft.ts';
import { EmployeePicker, type PickedOption, UserPicker } from './pickers.tsx';

const FREE = 'free';

/** today + days, as YYYY-MM-DD (civil days, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type Errors = Partial<Record<'employee' | 'title' | 'dueDate', string>>;

function CreateForm({ onClose, onCreated }: { onClose: () => void; onCreated: (task: CareTask) => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const definitions = useCareTaskDefinitions(true);
  const create = useCreateCareTask();
  const [employee, setEmployee] = useState<PickedOption | null>(null);
  const [template, setTemplate] = useState<string>(FREE);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState<string | null>(addDays(zurichToday(), 14));
  const [responsible, setResponsible] = useState<PickedOption | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const isFree = template === FREE;
  const disabled = create.error instanceof ApiError && create.error.code === 'CARE_MANUAL_TASKS_DISABLED';

  const chooseTemplate = (value: string | null) => {
    const next = value ?? FREE;
    setTemplate(next);
    const definition = definitions.data?.find((item) => item.careTaskDefinitionId === next);
    if (definition) setDueDate(addDays(zurichToday(), definition.dueInDays));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!employee) next.employee = t('careTasks.create.required');
    if (isFree && title.trim() === '') next.title = t('careTasks.create.required');
    if (!dueDate) next.dueDate = t('careTasks.create.required');
    setErrors(next);
    if (Object.keys(next).length > 0 || !employee || !dueDate) return;
    create.mutate(
      {
        employeeId: employee.value,
        dueDate,
        ...(isFree ? { title: title.trim(), description: description.trim() } : { careTaskDefinitionId: template }),
        ...(responsible ? { responsibleUserId: responsible.value } : {}),
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EmployeePicker
          label={t('careTasks.create.employee')}
          value={employee}
          onChange={setEmployee}
          error={errors.employee}
          required
          testId="care-task-create-employee"
        />
        <Select
          label={t('careTasks.create.template')}
          description={t('careTasks.create.templateHint')}
          data={[
            { value: FREE, label: t('careTasks.create.free') },
            ...(definitions.data ?? []).map((definition) => ({
              value: definition.careTaskDefinitionId,
              label: definition.title[language],
            })),
          ]}
          value={template}
          onChange={chooseTemplate}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="care-task-create-template"
        />
        {isFree && (
          <>
            <TextInput
              label={t('careTasks.create.title')}
              value={title}
              onChange={(event) => setTitle(event.currentTarget.value)}
              maxLength={CARE_TASK_TITLE_MAX}
              required
              error={errors.title}
              data-testid="care-task-create-title"
            />
            <Textarea
              label={t('careTasks.create.description')}
              description={t('careTasks.create.descriptionHint')}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              maxLength={CARE_TASK_TEXT_MAX}
              autosize
              minRows={3}
              data-testid="care-task-create-description"
            />
          </>
        )}
        <SwissDateInput
          label={t('careTasks.create.dueDate')}
          value={dueDate}
          onChange={setDueDate}
          required
          error={errors.dueDate}
          data-testid="care-task-create-due"
        />
        <UserPicker
          label={t('careTasks.create.responsible')}
          description={t('careTasks.create.responsibleHint')}
          value={responsible}
          onChange={setResponsible}
          testId="care-task-create-responsible"
        />
        {disabled ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconInfoCircle aria-hidden />}
            title={t('careTasks.create.disabledTitle')}
            data-testid="care-task-create-disabled"
          >
            {t('careTasks.create.disabled')}
          </Alert>
        ) : (
          create.error && <ErrorAlert error={create.error} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={disabled} data-testid="care-task-create-submit">
            {t('careTasks.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CreateCareTaskModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (task: CareTask) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('careTasks.create.heading')} size="lg">
      {opened && <CreateForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
