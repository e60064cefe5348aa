// One employee: header (name, personnel number, leaver badge, edit actions), the record valid on the chosen day
// ("as of", in the URL) as section cards, and the record history as a timeline. Users without
// employee.personalData.view (superiors) get the minimal card instead. Access refused (403) and unknown
// employees (404) get their own friendly screens.
import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCheck,
  IconEdit,
  IconInfoCircle,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EmployeeResponse } from '../../../../../src/contracts/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useEmployee } from '../api/get-employee.ts';
import { useEmployeeMinimal } from '../api/get-employee-minimal.ts';
import { EmployeeMinimalCard } from './employee-minimal-card.tsx';
import { EmployeeSections } from './employee-sections.tsx';
import { EmployeeAccessState } from './employee-states.tsx';
import { EmployeeTimeline } from './employee-timeline.tsx';
import { LeaverBadge } from './employee-values.tsx';

export type EmployeeSavedKind = 'created' | 'corrected' | 'recordAdded';

export type EmployeeDetailProps = {
  employeeId: string;
  /** The day whose record is shown; undefined = today (else the latest record). */
  dateOfReference?: string;
  onDateOfReferenceChange: (dateOfReference: string | undefined) => void;
  /** employee.personalData.view: the full record; without it the minimal data only. */
  canViewPersonalData: boolean;
  /** employee.edit: correct and new-record actions. */
  canEdit: boolean;
  /** Set right after a save: shows the success alert. */
  saved?: EmployeeSavedKind;
  onDismissSaved: () => void;
  /** The person's absences and data issues (from the absences feature, where the user may see absences). */
  renderAbsences?: (person: { personnelNumber: string }) => ReactNode;
  /** More actions in the header (another feature's, e.g. "request case management"). */
  headerActions?: ReactNode;
};

/** A button whose (long, e.g. French) label wraps on a phone instead of widening the page. */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', paddingBlock: 6 },
} as const;

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/employees" size="sm" w="fit-content" data-testid="employee-back">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft aria-hidden size={14} />
        {t('employees.detail.back')}
      </Group>
    </Anchor>
  );
}

function DetailHeader({
  name,
  personnelNumber,
  employeeId,
  leavingDate,
  actions,
}: {
  name: string;
  personnelNumber: string;
  employeeId: string;
  leavingDate: string | null | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={6}>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1} data-testid="employee-name">
            {name}
          </Title>
          <LeaverBadge leavingDate={leavingDate} />
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text c="dimmed" size="md">
            {t('employees.detail.personnelNumber')}{' '}
            <Text component="span" fw={600} c="var(--mantine-color-text)" ff="monospace">
              {personnelNumber}
            </Text>
          </Text>
          <Text c="dimmed" size="md">
            {t('employees.detail.employeeId')}{' '}
            <Text component="span" fw={600} c="var(--mantine-color-text)" ff="monospace">
              {employeeId}
            </Text>
          </Text>
        </Group>
      </Stack>
      {actions && (
        <Group gap="sm" maw="100%">
          {actions}
        </Group>
      )}
    </Group>
  );
}

function SavedAlert({ kind, onClose }: { kind: EmployeeSavedKind; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <TintedAlert
      color="teal"
      icon={<IconCheck aria-hidden />}
      title={t(`employees.saved.${kind}.title`)}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      data-testid="employee-saved"
    >
      {t(`employees.saved.${kind}.message`)}
    </TintedAlert>
  );
}

function AsOfCard({
  employee,
  dateOfReference,
  onChange,
}: {
  employee: EmployeeResponse;
  dateOfReference?: string;
  onChange: (dateOfReference: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { record } = employee;
  return (
    <Card component="section" aria-label={t('employees.asOf.label')}>
      <Stack gap="sm">
        <SwissDateInput
          label={t('employees.asOf.label')}
          description={t('employees.asOf.description')}
          placeholder={t('employees.asOf.today')}
          value={dateOfReference ?? null}
          onChange={(value) => onChange(value ?? undefined)}
          clearable
          data-testid="employee-as-of"
        />
        <Text size="sm" data-testid="employee-shown-record">
          {record.validTo
            ? t('employees.asOf.shownRecord', { from: format.date(record.validFrom), to: format.date(record.validTo) })
            : t('employees.asOf.shownRecordOpen', { from: format.date(record.validFrom) })}
        </Text>
        {dateOfReference && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconCalendarEvent aria-hidden size={14} />}
            onClick={() => onChange(undefined)}
            w="fit-content"
          >
            {t('employees.asOf.showToday')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton height={34} width={320} radius="sm" />
      <Skeleton height={18} width={260} radius="sm" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
        <Skeleton height={320} radius="md" />
        <Skeleton height={320} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

function isNotFound(error: unknown) {
  return isApiError(error) && (error.code === 'EMPLOYEE_NOT_FOUND' || error.status === 404);
}

function isForbidden(error: unknown) {
  return isApiError(error) && error.status === 403 && error.code !== 'INVALID_CSRF_TOKEN';
}

function FullEmployeeDetail({
  employeeId,
  dateOfReference,
  onDateOfReferenceChange,
  canEdit,
  saved,
  onDismissSaved,
  renderAbsences,
  headerActions,
}: Omit<EmployeeDetailProps, 'canViewPersonalData'>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const selected = useEmployee(employeeId, dateOfReference);
  // No record on the chosen day: the page stays, with the current record and a note.
  const noRecordOnDay = dateOfReference !== undefined && isNotFound(selected.error);
  const fallback = useEmployee(employeeId, undefined, { enabled: noRecordOnDay });
  const query = noRecordOnDay ? fallback : selected;
  const employee = query.data;
  const name = employee ? `${employee.record.data.firstName} ${employee.record.data.lastName}` : null;
  usePageTitle(name ?? t('employees.detail.pageTitle'));

  if (!employee) {
    if (query.isPending) return <DetailSkeleton />;
    if (isForbidden(query.error)) return <EmployeeAccessState kind="forbidden" employeeId={employeeId} />;
    if (isNotFound(query.error)) return <EmployeeAccessState kind="notFound" employeeId={employeeId} />;
    return (
      <Stack gap="lg">
        <BackLink />
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </Stack>
    );
  }

  const { record, history } = employee;
  const data = record.data;
  return (
    <Stack gap="lg" data-testid="employee-detail" data-record-id={record.recordId}>
      <BackLink />
      <DetailHeader
        name={`${data.firstName} ${data.lastName}`}
        personnelNumber={data.personnelNumber}
        employeeId={employee.employeeId}
        leavingDate={data.leavingDate}
        actions={
          (canEdit || headerActions) && (
            <>
              {headerActions}
              {canEdit && (
                <>
                  <Button
                    renderRoot={(props) => (
                      <Link {...props} to="/employees/$employeeId/edit" params={{ employeeId }} search={{}} />
                    )}
                    variant="default"
                    styles={WRAPPING_BUTTON}
                    leftSection={<IconEdit aria-hidden size={16} />}
                    data-testid="employee-correct-button"
                  >
                    {t('employees.actions.correct')}
                  </Button>
                  <Button
                    renderRoot={(props) => (
                      <Link {...props} to="/employees/$employeeId/new-record" params={{ employeeId }} search={{}} />
                    )}
                    styles={WRAPPING_BUTTON}
                    leftSection={<IconCalendarPlus aria-hidden size={16} />}
                    data-testid="employee-new-record-button"
                  >
                    {t('employees.actions.newRecord')}
                  </Button>
                </>
              )}
            </>
          )
        }
      />
      {saved && <SavedAlert kind={saved} onClose={onDismissSaved} />}
      {noRecordOnDay && dateOfReference && (
        <TintedAlert
          color="orange"
          icon={<IconInfoCircle aria-hidden />}
          title={t('employees.asOf.noRecordTitle', { date: format.date(dateOfReference) })}
          data-testid="employee-no-record-on-day"
        >
          {t('employees.asOf.noRecordMessage')}
        </TintedAlert>
      )}
      {query.isError && <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />}
      {/* From lg up: the day and the history side by side, then the sections in two columns (one on phones). */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        <AsOfCard employee={employee} dateOfReference={dateOfReference} onChange={onDateOfReferenceChange} />
        <EmployeeTimeline
          history={history}
          shownRecordId={record.recordId}
          onSelect={(entry) => onDateOfReferenceChange(entry.validFrom)}
        />
      </SimpleGrid>
      {renderAbsences?.({ personnelNumber: data.personnelNumber })}
      <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
        <EmployeeSections data={data} />
      </div>
    </Stack>
  );
}

function MinimalEmployeeDetail({
  employeeId,
  renderAbsences,
  headerActions,
}: Pick<EmployeeDetailProps, 'employeeId' | 'renderAbsences' | 'headerActions'>) {
  const { t } = useTranslation();
  const query = useEmployeeMinimal(employeeId);
  const employee = query.data;
  usePageTitle(employee ? `${employee.firstName} ${employee.lastName}` : t('employees.detail.pageTitle'));

  if (!employee) {
    if (query.isPending) return <DetailSkeleton />;
    if (isForbidden(query.error)) return <EmployeeAccessState kind="forbidden" employeeId={employeeId} />;
    if (isNotFound(query.error)) return <EmployeeAccessState kind="notFound" employeeId={employeeId} />;
    return (
      <Stack gap="lg">
        <BackLink />
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="employee-detail" data-minimal>
      <BackLink />
      <DetailHeader
        name={`${employee.firstName} ${employee.lastName}`}
        personnelNumber={employee.personnelNumber}
        employeeId={employee.employeeId}
        leavingDate={employee.leavingDate}
        actions={headerActions}
      />
      <EmployeeMinimalCard employee={employee} />
      {renderAbsences?.({ personnelNumber: employee.personnelNumber })}
    </Stack>
  );
}

export function EmployeeDetail({ canViewPersonalData, ...props }: EmployeeDetailProps) {
  return canViewPersonalData ? (
    <FullEmployeeDetail {...props} />
  ) : (
    <MinimalEmployeeDetail
      employeeId={props.employeeId}
      renderAbsences={props.renderAbsences}
      headerActions={props.headerActions}
    />
  );
}
