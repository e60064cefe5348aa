// The issues page: the tenant's data issues grouped by type and severity, each type explained (what it means, why
// it matters for sick pay, how to fix it), every issue's details in words with a link to where it is fixed.
// Warnings and hints are dismissed one by one or selected together, and restored from "show dismissed"; errors
// (severity 3) cannot be dismissed: the page says why and offers no button. One layout for desktop and phone:
// cards, which wrap instead of widening the page.
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconAlertTriangle,
  IconCalendarEvent,
  IconChevronDown,
  IconCircleCheck,
  IconEye,
  IconEyeOff,
  IconFilterOff,
  IconSearch,
  IconUser,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useIssues } from '../api/get-issues.ts';
import { useUpdateIssues } from '../api/update-issues.ts';
import {
  employeeName,
  groupIssues,
  ISSUE_TYPE_LIST,
  type IssueGroup,
  type IssueTypeValue,
  type IssueView,
  isDismissable,
  issueDetailsText,
  issueFixTarget,
  matchesEmployeeSearch,
  severityColor,
  severityLevel,
} from '../issue-display.ts';

export type IssuesAreaProps = {
  /** insurance.issues.edit: dismiss and restore. */
  canEdit: boolean;
  canOpenAbsences: boolean;
  canOpenEmployees: boolean;
};

type Notice = { action: 'dismissed' | 'restored'; count: number };

/** Issues a group shows before "show all": a long group must not push the others off the page. */
const GROUP_PREVIEW = 10;

export function IssuesArea({ canEdit, canOpenAbsences, canOpenEmployees }: IssuesAreaProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<IssueTypeValue | null>(null);
  const [severity, setSeverity] = useState<1 | 2 | 3 | null>(null);
  const [search, setSearch] = useState('');
  const [showDismissed, setShowDismissed] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const isPhone = useIsPhone();
  const [filtersOpen, filters] = useDisclosure(false);
  const query = useIssues({
    ...(type ? { type } : {}),
    ...(severity ? { severity } : {}),
    ...(showDismissed ? { includeIgnored: 'true' as const } : {}),
  });
  const update = useUpdateIssues();

  const items = (query.data?.items ?? []) as IssueView[];
  const visible = useMemo(() => items.filter((issue) => matchesEmployeeSearch(issue, search)), [items, search]);
  const groups = useMemo(() => groupIssues(visible), [visible]);
  const byId = useMemo(() => new Map(visible.map((issue) => [issue.id, issue])), [visible]);
  const selectedIssues = [...selected].map((id) => byId.get(id)).filter((issue) => issue !== undefined);
  const selectedOpen = selectedIssues.filter((issue) => issue.ignoredAt === null).map((issue) => issue.id);
  const selectedDismissed = selectedIssues.filter((issue) => issue.ignoredAt !== null).map((issue) => issue.id);
  const hasFilters = type !== null || severity !== null || search.trim() !== '' || showDismissed;

  const run = (issueIds: string[], action: 'dismiss' | 'restore') => {
    setNotice(null);
    update.mutate(
      { issueIds, action },
      {
        onSuccess: (result) => {
          setNotice({ action: action === 'dismiss' ? 'dismissed' : 'restored', count: result.updatedCount });
          setSelected((previous) => new Set([...previous].filter((id) => !issueIds.includes(id))));
        },
      },
    );
  };

  const toggle = (ids: string[], checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const clearFilters = () => {
    setType(null);
    setSeverity(null);
    setSearch('');
    setShowDismissed(false);
  };

  const filterFields = (
    <>
      <Select
        label={t('issues.filters.type')}
        placeholder={t('issues.filters.typeAll')}
        data={ISSUE_TYPE_LIST.map((value) => ({ value, label: t(`issues.types.${value}.label`) }))}
        value={type}
        onChange={(value) => setType((value as IssueTypeValue | null) ?? null)}
        clearable
        w={isPhone ? undefined : 320}
        comboboxProps={{ width: 'target', withinPortal: true }}
        data-testid="issues-filter-type"
      />
      <Select
        label={t('issues.filters.severity')}
        placeholder={t('issues.filters.severityAll')}
        data={(['3', '2', '1'] as const).map((value) => ({ value, label: t(`issues.severity.${value}`) }))}
        value={severity === null ? null : String(severity)}
        onChange={(value) => setSeverity(value ? (Number(value) as 1 | 2 | 3) : null)}
        clearable
        w={isPhone ? undefined : 200}
        comboboxProps={{ withinPortal: true }}
        data-testid="issues-filter-severity"
      />
      <Switch
        label={t('issues.filters.showDismissed')}
        checked={showDismissed}
        onChange={(event) => setShowDismissed(event.currentTarget.checked)}
        mb={isPhone ? 0 : 8}
        data-testid="issues-show-dismissed"
      />
      {hasFilters && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff aria-hidden size={16} />}
          onClick={clearFilters}
          data-testid="issues-clear-filters"
        >
          {t('issues.filters.clear')}
        </Button>
      )}
    </>
  );

  return (
    <Stack gap="lg" maw={1200} data-testid="issues-page">
      <PageHeader title={t('nav.areas.issues')} description={t('issues.intro')} />

      <Card padding="md" component="section" aria-label={t('issues.filters.label')}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('issues.filters.search')}
            placeholder={t('issues.filters.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            flex={isPhone ? '1 1 180px' : undefined}
            w={isPhone ? undefined : 260}
            maxLength={200}
            type="search"
            data-testid="issues-filter-search"
          />
          {isPhone ? (
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal aria-hidden size={16} />}
              onClick={filters.toggle}
              aria-expanded={filtersOpen}
              aria-controls="issues-filters"
              data-testid="issues-filters-toggle"
            >
              {type !== null || severity !== null || showDismissed
                ? t('issues.filters.toggleActive')
                : t('issues.filters.toggle')}
            </Button>
          ) : (
            filterFields
          )}
        </Group>
        {isPhone && (
          <Collapse expanded={filtersOpen} id="issues-filters">
            <Stack gap="sm" pt="sm">
              {filterFields}
            </Stack>
          </Collapse>
        )}
      </Card>

      {notice && (
        <TintedAlert
          color="teal"
          icon={<IconCircleCheck aria-hidden />}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setNotice(null)}
          data-testid="issues-notice"
        >
          {t(`issues.done.${notice.action}`, { count: notice.count })}
        </TintedAlert>
      )}
      {update.isError && <ErrorAlert error={update.error} />}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}

      {canEdit && selectedIssues.length > 0 && (
        <Paper
          withBorder
          shadow="sm"
          p="sm"
          radius="md"
          pos="sticky"
          top={72}
          style={{ zIndex: 5 }}
          data-testid="issues-bulk-bar"
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={600} role="status">
              {t('issues.bulk.selected', { count: selectedIssues.length })}
            </Text>
            <Group gap="xs" wrap="wrap">
              {selectedOpen.length > 0 && (
                <Button
                  size="xs"
                  leftSection={<IconEyeOff aria-hidden size={14} />}
                  loading={update.isPending}
                  onClick={() => run(selectedOpen, 'dismiss')}
                  data-testid="issues-bulk-dismiss"
                >
                  {t('issues.bulk.dismiss')}
                </Button>
              )}
              {selectedDismissed.length > 0 && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconEye aria-hidden size={14} />}
                  loading={update.isPending}
                  onClick={() => run(selectedDismissed, 'restore')}
                  data-testid="issues-bulk-restore"
                >
                  {t('issues.bulk.restore')}
                </Button>
              )}
              <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                {t('issues.bulk.clear')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

      {query.isPending && (
        <Stack gap="md">
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </Stack>
      )}

      {query.isSuccess && (query.data.totalCount ?? 0) > items.length && (
        <TintedAlert color="blue" data-testid="issues-truncated">
          {t('issues.truncated', { shown: items.length, total: query.data.totalCount })}
        </TintedAlert>
      )}

      {query.isSuccess && groups.length === 0 && (
        <Card padding="xl" data-testid={hasFilters ? 'issues-empty-filtered' : 'issues-empty'}>
          <Stack align="center" ta="center" gap={6}>
            {hasFilters ? (
              <IconFilterOff aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
            ) : (
              <IconCircleCheck aria-hidden size={32} stroke={1.5} color="var(--mantine-color-teal-8)" />
            )}
            <Text fw={700}>{hasFilters ? t('issues.empty.filteredTitle') : t('issues.empty.title')}</Text>
            <Text size="sm" c="dimmed" maw={560}>
              {hasFilters ? t('issues.empty.filteredHint') : t('issues.empty.hint')}
            </Text>
            {hasFilters && (
              <Button variant="light" mt="xs" onClick={clearFilters}>
                {t('issues.filters.clear')}
              </Button>
            )}
          </Stack>
        </Card>
      )}

      {groups.map((group) => (
        <IssueGroupCard
          key={`${group.type}|${group.severity}`}
          group={group}
          canEdit={canEdit}
          canOpenAbsences={canOpenAbsences}
          canOpenEmployees={canOpenEmployees}
          selected={selected}
          onToggle={toggle}
          onRun={run}
          isUpdating={update.isPending}
        />
      ))}
    </Stack>
  );
}

type GroupProps = IssuesAreaProps & {
  group: IssueGroup;
  selected: ReadonlySet<string>;
  onToggle: (ids: string[], checked: boolean) => void;
  onRun: (ids: string[], action: 'dismiss' | 'restore') => void;
  isUpdating: boolean;
};

function IssueGroupCard({ group, canEdit, selected, onToggle, ...props }: GroupProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [showAll, setShowAll] = useState(false);
  const [explained, explanation] = useDisclosure(false);
  const shown = showAll ? group.issues : group.issues.slice(0, GROUP_PREVIEW);
  const explanationId = `issues-explanation-${group.type}-${group.severity}`;
  const level = severityLevel(group.severity);
  const dismissable = isDismissable(group);
  const label = t(`issues.types.${group.type}.label`);
  const headingId = `issues-group-${group.type}-${group.severity}`;
  const selectableIds = dismissable ? group.issues.map((issue) => issue.id) : [];
  const selectedCount = selectableIds.filter((id) => selected.has(id)).length;
  return (
    <Card
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={`issues-group-${group.type}`}
      data-severity={group.severity}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="center">
          <TintedBadge color={severityColor(group.severity)} leftSection={<IconAlertTriangle aria-hidden size={12} />}>
            {t(`issues.severity.${level}`)}
          </TintedBadge>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {label}
          </Title>
          <Text size="sm" c="dimmed">
            {t('issues.group.count', { count: group.issues.length })}
          </Text>
        </Group>

        {isPhone ? (
          <Stack gap="xs" data-testid="issues-explanation">
            <ExplanationPart type={group.type} part="meaning" />
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              h="auto"
              justify="flex-start"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
              rightSection={
                <IconChevronDown
                  aria-hidden
                  size={14}
                  style={{ transform: explained ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
              onClick={explanation.toggle}
              aria-expanded={explained}
              aria-controls={explanationId}
            >
              {t('issues.explanation.more')}
            </Button>
            <Collapse expanded={explained} id={explanationId}>
              <Stack gap="xs">
                <ExplanationPart type={group.type} part="why" />
                <ExplanationPart type={group.type} part="fix" />
              </Stack>
            </Collapse>
          </Stack>
        ) : (
          <SimpleGrid cols={3} spacing="md" data-testid="issues-explanation">
            {(['meaning', 'why', 'fix'] as const).map((part) => (
              <ExplanationPart key={part} type={group.type} part={part} />
            ))}
          </SimpleGrid>
        )}

        {dismissable ? (
          <Text size="xs" c="dimmed">
            {t(`issues.severityHint.${level}`)}
          </Text>
        ) : (
          <Alert
            variant="light"
            color="gray"
            p="xs"
            icon={<IconAlertTriangle aria-hidden size={16} />}
            data-testid="issues-not-dismissable"
          >
            <Text size="sm">{t('issues.group.notDismissable')}</Text>
          </Alert>
        )}

        {canEdit && selectableIds.length > 1 && (
          <Checkbox
            label={t('issues.group.selectAll')}
            checked={selectedCount === selectableIds.length}
            indeterminate={selectedCount > 0 && selectedCount < selectableIds.length}
            onChange={(event) => onToggle(selectableIds, event.currentTarget.checked)}
            data-testid="issues-group-select-all"
          />
        )}

        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((issue) => (
            <IssueRow
              key={issue.id}
              issue={issue}
              canEdit={canEdit && dismissable}
              isSelected={selected.has(issue.id)}
              onToggle={(checked) => onToggle([issue.id], checked)}
              {...props}
            />
          ))}
        </Stack>
        {group.issues.length > GROUP_PREVIEW && (
          <Button
            variant="subtle"
            w="fit-content"
            onClick={() => setShowAll((value) => !value)}
            data-testid="issues-group-show-all"
          >
            {showAll ? t('issues.group.showLess') : t('issues.group.showAll', { count: group.issues.length })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function ExplanationPart({ type, part }: { type: IssueTypeValue; part: 'meaning' | 'why' | 'fix' }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {t(`issues.explanation.${part}`)}
      </Text>
      <Text size="sm">{t(`issues.types.${type}.${part}`)}</Text>
    </Stack>
  );
}

function IssueRow({
  issue,
  canEdit,
  canOpenAbsences,
  canOpenEmployees,
  isSelected,
  onToggle,
  onRun,
  isUpdating,
}: {
  issue: IssueView;
  canEdit: boolean;
  canOpenAbsences: boolean;
  canOpenEmployees: boolean;
  isSelected: boolean;
  onToggle: (checked: boolean) => void;
  onRun: (ids: string[], action: 'dismiss' | 'restore') => void;
  isUpdating: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = employeeName(issue) || t('issues.item.noEmployee');
  const details = issueDetailsText(issue, t, format);
  const target = issueFixTarget(issue);
  const isDismissed = issue.ignoredAt !== null;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      bg={isDismissed ? 'gray.0' : undefined}
      data-testid={`issue-row-${issue.id}`}
      data-dismissed={isDismissed}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {canEdit && (
          <Checkbox
            mt={3}
            checked={isSelected}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            aria-label={t('issues.item.select', { name })}
            data-testid="issue-select"
          />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={700}>
              {name}
            </Text>
            {issue.personnelNumber && (
              <Text size="xs" c="dimmed">
                {t('issues.item.personnelNumber', { number: issue.personnelNumber })}
              </Text>
            )}
            {isDismissed && issue.ignoredAt && (
              <TintedBadge color="gray" size="sm" data-testid="issue-dismissed-badge">
                {t('issues.item.dismissedOn', { date: format.instantDate(issue.ignoredAt) })}
              </TintedBadge>
            )}
          </Group>
          {details && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="issue-details">
              {details}
            </Text>
          )}
          <Group gap="xs" wrap="wrap" mt={2}>
            {target?.kind === 'absences' && canOpenAbsences && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconCalendarEvent aria-hidden size={14} />}
                renderRoot={(rootProps) => <Link {...rootProps} to="/absences" search={target.search} />}
                data-testid="issue-fix-link"
              >
                {t('issues.item.fixAbsences')}
              </Button>
            )}
            {target?.kind === 'employee' && canOpenEmployees && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconUser aria-hidden size={14} />}
                renderRoot={(rootProps) => (
                  <Link
                    {...rootProps}
                    to="/employees/$employeeId"
                    params={{ employeeId: target.employeeId }}
                    search={{}}
                  />
                )}
                data-testid="issue-fix-link"
              >
                {t('issues.item.fixEmployee')}
              </Button>
            )}
            {canEdit && !isDismissed && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEyeOff aria-hidden size={14} />}
                disabled={isUpdating}
                onClick={() => onRun([issue.id], 'dismiss')}
                aria-label={t('issues.item.dismissLabel', { name })}
                data-testid="issue-dismiss"
              >
                {t('issues.item.dismiss')}
              </Button>
            )}
            {canEdit && isDismissed && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconEye aria-hidden size={14} />}
                disabled={isUpdating}
                onClick={() => onRun([issue.id], 'restore')}
                aria-label={t('issues.item.restoreLabel', { name })}
                data-testid="issue-restore"
              >
                {t('issues.item.restore')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
