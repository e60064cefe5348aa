// The issues page: the tenant's data issues grouped by type and severity, each type explained (what it means, why
// it matters for sick pay, how to fix it), every issue's details in words with a link to where it is fixed.
// Warnings and hints are dismissed one by one or selected together, and restored from "show dismissed"; errors
// (severity 3) cannot be dismissed: the page says why and offers no button. One layout for desktop and phone:
// cards, which wrap instead of widening the page.
import { Button, Card, Collapse, Group, Paper, Select, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconCircleCheck,
  IconEye,
  IconEyeOff,
  IconFilterOff,
  IconSearch,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useIssues } from '../api/get-issues.ts';
import { useUpdateIssues } from '../api/update-issues.ts';
import {
  groupIssues,
  ISSUE_TYPE_LIST,
  type IssueTypeValue,
  type IssueView,
  matchesEmployeeSearch,
} from '../issue-display.ts';
import type { IssueSeverity } from '../issues-search.ts';
import { IssueGroupCard } from './issue-group-card.tsx';

export type IssuesAreaProps = {
  /** insurance.issues.edit: dismiss and restore. */
  canEdit: boolean;
  canOpenAbsences: boolean;
  canOpenEmployees: boolean;
  /** The severity filter from the page's URL (`?severity=3`, issues-search.ts): a link opens the list filtered. */
  severity?: IssueSeverity | null;
  onSeverityChange?: (severity: IssueSeverity | null) => void;
};

type Notice = { action: 'dismissed' | 'restored'; count: number };

export function IssuesArea({
  canEdit,
  canOpenAbsences,
  canOpenEmployees,
  severity: severityInUrl,
  onSeverityChange,
}: IssuesAreaProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<IssueTypeValue | null>(null);
  const [localSeverity, setLocalSeverity] = useState<IssueSeverity | null>(null);
  const severity = severityInUrl !== undefined ? severityInUrl : localSeverity;
  const setSeverity = onSeverityChange ?? setLocalSeverity;
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
        onChange={(value) => setSeverity(value ? (Number(value) as IssueSeverity) : null)}
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
