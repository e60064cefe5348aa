// The return-to-work plan (decision 0052): goals, steps with a due date, an owner (in words) and open/done, and the
// planned work capacity by date; the planned full return (the first 100 % after which every later entry is 100 %)
// follows from it and feeds backToWork of the case overview. Written as a whole with PUT and the revision loaded
// (someone else's save in between → 409, the alert offers the current version). Read-only without
// employee.caseManagement.cases.edit in scope and once closed. The parent keys it by the revision.
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CASE_MANAGEMENT_TEXT_MAX,
  type CaseManagement,
  RETURN_TO_WORK_CAPACITY_MAX,
  RETURN_TO_WORK_GOALS_MAX,
  RETURN_TO_WORK_STEPS_MAX,
} from '../../../../../src/contracts/case-management.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePutReturnToWorkPlan } from '../api/case-management-writes.ts';
import {
  newRowKey,
  type PlanDraft,
  type PlanErrors,
  planBodyOf,
  planDraftOf,
  plannedFullReturnOfDraft,
} from '../case-management-view.ts';
import { Section } from './case-management-parts.tsx';

function PlanReadOnly({ detail }: { detail: CaseManagement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { plan } = detail;
  if (plan.goals.length === 0 && plan.steps.length === 0 && plan.workCapacity.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="case-management-plan-empty">
        {t('caseManagement.plan.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {plan.goals.length > 0 && (
        <Stack gap={2}>
          <Title order={3} size="h6">
            {t('caseManagement.plan.goals')}
          </Title>
          {plan.goals.map((goal) => (
            <Text key={goal} size="sm">
              • {goal}
            </Text>
          ))}
        </Stack>
      )}
      {plan.steps.length > 0 && (
        <Stack gap={2}>
          <Title order={3} size="h6">
            {t('caseManagement.plan.steps')}
          </Title>
          {plan.steps.map((step) => (
            <Text key={step.stepId} size="sm">
              {step.status === 'DONE' ? '✓ ' : '○ '}
              {step.title} · {step.owner}
              {step.dueDate && ` · ${format.date(step.dueDate)}`}
            </Text>
          ))}
        </Stack>
      )}
      {plan.workCapacity.length > 0 && (
        <Stack gap={2}>
          <Title order={3} size="h6">
            {t('caseManagement.plan.capacity')}
          </Title>
          {plan.workCapacity.map((entry) => (
            <Text key={entry.from} size="sm">
              {t('caseManagement.plan.capacityFrom', {
                date: format.date(entry.from),
                percentage: entry.workCapacityPercentage,
              })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A step's or a capacity entry's fields framed together (one above the other on a phone). */
const ROW_BOX = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" onClick={onClick} aria-label={label} mt={{ base: 0, sm: 26 }}>
      <IconTrash aria-hidden size={16} />
    </ActionIcon>
  );
}

function PlanForm({ detail, onReload }: { detail: CaseManagement; onReload: () => void }) {
  const { t } = useTranslation();
  const put = usePutReturnToWorkPlan(detail.caseManagementId);
  const [draft, setDraft] = useState<PlanDraft>(() => planDraftOf(detail.plan));
  const [errors, setErrors] = useState<PlanErrors>({ steps: {}, capacity: {} });
  const [invalidDates, setInvalidDates] = useState<Set<string>>(new Set());
  const fullReturn = plannedFullReturnOfDraft(draft);
  const err = (key: string | undefined) => (key ? t(key) : undefined);
  const markDate = (key: string, invalid: boolean) =>
    setInvalidDates((previous) => {
      const next = new Set(previous);
      if (invalid) next.add(key);
      else next.delete(key);
      return next;
    });
  const update = (changes: Partial<PlanDraft>) => setDraft((previous) => ({ ...previous, ...changes }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (invalidDates.size > 0) return;
        const result = planBodyOf(draft, detail.revision);
        setErrors(result.errors ?? { steps: {}, capacity: {} });
        if (result.body) put.mutate(result.body);
      }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h6">
            {t('caseManagement.plan.goals')}
          </Title>
          {draft.goals.map((goal, index) => (
            <Group key={goal.key} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t('caseManagement.plan.goalLabel', { n: index + 1 })}
                value={goal.text}
                maxLength={CASE_MANAGEMENT_TEXT_MAX}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  update({ goals: draft.goals.map((item) => (item.key === goal.key ? { ...item, text } : item)) });
                }}
                flex={1}
                data-testid="case-management-plan-goal"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('caseManagement.plan.removeGoal', { n: index + 1 })}
                onClick={() => update({ goals: draft.goals.filter((item) => item.key !== goal.key) })}
              >
                <IconTrash aria-hidden size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus aria-hidden size={14} />}
              disabled={draft.goals.length >= RETURN_TO_WORK_GOALS_MAX}
              onClick={() => update({ goals: [...draft.goals, { key: newRowKey(), text: '' }] })}
              data-testid="case-management-plan-add-goal"
            >
              {t('caseManagement.plan.addGoal')}
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h6">
            {t('caseManagement.plan.steps')}
          </Title>
          {draft.steps.map((step, index) => {
            const setStep = (changes: Partial<typeof step>) =>
              update({ steps: draft.steps.map((item) => (item.key === step.key ? { ...item, ...changes } : item)) });
            const stepErrors = errors.steps[step.key] ?? {};
            return (
              <Group
                key={step.key}
                gap="xs"
                align="flex-start"
                wrap="nowrap"
                p="xs"
                style={ROW_BOX}
                data-testid="case-management-plan-step"
              >
                <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs" verticalSpacing="xs" flex={1}>
                  <TextInput
                    label={t('caseManagement.plan.stepTitle')}
                    value={step.title}
                    maxLength={500}
                    onChange={(event) => setStep({ title: event.currentTarget.value })}
                    error={err(stepErrors.title)}
                    data-testid="case-management-plan-step-title"
                  />
                  <SwissDateInput
                    label={t('caseManagement.plan.stepDue')}
                    value={step.dueDate}
                    onChange={(dueDate) => setStep({ dueDate })}
                    onValidityChange={(invalid) => markDate(step.key, invalid)}
                    clearable
                  />
                  <TextInput
                    label={t('caseManagement.plan.stepOwner')}
                    placeholder={t('caseManagement.plan.stepOwnerPlaceholder')}
                    value={step.owner}
                    maxLength={200}
                    onChange={(event) => setStep({ owner: event.currentTarget.value })}
                    error={err(stepErrors.owner)}
                    data-testid="case-management-plan-step-owner"
                  />
                  <Checkbox
                    label={t('caseManagement.plan.stepDone')}
                    checked={step.status === 'DONE'}
                    onChange={(event) => setStep({ status: event.currentTarget.checked ? 'DONE' : 'OPEN' })}
                    mt={{ base: 0, sm: 32 }}
                  />
                </SimpleGrid>
                <RemoveButton
                  label={t('caseManagement.plan.removeStep', { n: index + 1 })}
                  onClick={() => update({ steps: draft.steps.filter((item) => item.key !== step.key) })}
                />
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus aria-hidden size={14} />}
              disabled={draft.steps.length >= RETURN_TO_WORK_STEPS_MAX}
              onClick={() =>
                update({
                  steps: [...draft.steps, { key: newRowKey(), title: '', dueDate: null, owner: '', status: 'OPEN' }],
                })
              }
              data-testid="case-management-plan-add-step"
            >
              {t('caseManagement.plan.addStep')}
            </Button>
          </Group>
        </Stack>

        <Stack gap="xs">
          <Title order={3} size="h6">
            {t('caseManagement.plan.capacity')}
          </Title>
          {draft.workCapacity.map((entry, index) => {
            const setEntry = (changes: Partial<typeof entry>) =>
              update({
                workCapacity: draft.workCapacity.map((item) =>
                  item.key === entry.key ? { ...item, ...changes } : item,
                ),
              });
            const entryErrors = errors.capacity[entry.key] ?? {};
            return (
              <Group
                key={entry.key}
                gap="xs"
                align="flex-start"
                wrap="nowrap"
                p="xs"
                maw={600}
                style={ROW_BOX}
                data-testid="case-management-plan-capacity"
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" flex={1} maw={520}>
                  <SwissDateInput
                    label={t('caseManagement.plan.capacityDate')}
                    value={entry.from}
                    onChange={(from) => setEntry({ from })}
                    onValidityChange={(invalid) => markDate(entry.key, invalid)}
                    error={err(entryErrors.from)}
                  />
                  <NumberInput
                    label={t('caseManagement.plan.capacityPercentage')}
                    value={entry.percentage}
                    onChange={(value) => setEntry({ percentage: typeof value === 'number' ? value : '' })}
                    min={0}
                    max={100}
                    step={10}
                    allowDecimal={false}
                    suffix=" %"
                    error={err(entryErrors.percentage)}
                    data-testid="case-management-plan-capacity-percentage"
                  />
                </SimpleGrid>
                <RemoveButton
                  label={t('caseManagement.plan.removeCapacity', { n: index + 1 })}
                  onClick={() => update({ workCapacity: draft.workCapacity.filter((item) => item.key !== entry.key) })}
                />
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus aria-hidden size={14} />}
              disabled={draft.workCapacity.length >= RETURN_TO_WORK_CAPACITY_MAX}
              onClick={() =>
                update({ workCapacity: [...draft.workCapacity, { key: newRowKey(), from: null, percentage: '' }] })
              }
              data-testid="case-management-plan-add-capacity"
            >
              {t('caseManagement.plan.addCapacity')}
            </Button>
          </Group>
          <FullReturn date={fullReturn} />
        </Stack>

        {put.error && (
          <ErrorAlert
            error={put.error}
            onReload={() => {
              put.reset();
              onReload();
            }}
          />
        )}
        <Group>
          <Button
            type="submit"
            loading={put.isPending}
            leftSection={<IconDeviceFloppy aria-hidden size={16} />}
            data-testid="case-management-plan-save"
          >
            {t('caseManagement.plan.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FullReturn({ date }: { date: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Text size="sm" data-testid="case-management-plan-full-return">
      {date ? t('caseManagement.plan.fullReturn', { date: format.date(date) }) : t('caseManagement.plan.noFullReturn')}
    </Text>
  );
}

export function PlanCard({ detail, onReload }: { detail: CaseManagement; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Section title={t('caseManagement.plan.title')} testId="case-management-plan">
      {detail.canEdit ? (
        <PlanForm detail={detail} onReload={onReload} />
      ) : (
        <Stack gap="sm">
          <PlanReadOnly detail={detail} />
          {detail.plan.workCapacity.length > 0 && <FullReturn date={detail.plan.plannedFullReturn} />}
        </Stack>
      )}
    </Section>
  );
}
