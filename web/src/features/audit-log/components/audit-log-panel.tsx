// The company's audit log: every write, newest first. Filters (which entries: the changes by default, the platform
// administrators' requests apart; date range, actor type, action, entity type) and paging run on the server;
// actions and objects read in words, by name (decision 0042: no codes, ids or API paths); a row opens the entry.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconFileSearch, IconFilterOff, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { AUDIT_ACTOR_TYPES, AUDIT_LOG_KINDS, type AuditLogKind } from '../../../../../src/contracts/index.ts';
import { ListCard, ListCardSkeletons } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { KNOWN_AUDIT_ACTIONS, KNOWN_AUDIT_ENTITY_TYPES } from '../audit-display.ts';
import { ActorTypeBadge, type AuditActorType } from './actor-badge.tsx';
import { type AuditEntry, AuditEntryModal, useAuditLabels } from './audit-entry-modal.tsx';

export const AUDIT_LOG_PAGE_SIZE = 25;
/** The changes first: an administrator's page views are listed apart (the "Entries" filter). */
const DEFAULT_KIND: AuditLogKind = 'changes';

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 6 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" width="70%" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function AuditLogPanel() {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useAuditLabels();
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [actorType, setActorType] = useState<AuditActorType | null>(null);
  const [action, setAction] = useState('');
  const [entityType, setEntityType] = useState('');
  const [kind, setKind] = useState<AuditLogKind>(DEFAULT_KIND);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AuditEntry | null>(null);

  const isRangeInvalid = from !== null && to !== null && from > to;
  const query = useAuditLog(
    {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(actorType ? { actorType } : {}),
      ...(action ? { action } : {}),
      ...(entityType ? { entityType } : {}),
      kind,
      skip: (page - 1) * AUDIT_LOG_PAGE_SIZE,
      take: AUDIT_LOG_PAGE_SIZE,
    },
    { enabled: !isRangeInvalid },
  );
  const totalCount = query.data?.totalCount ?? 0;
  const items = query.data?.items ?? [];
  const hasFilters = Boolean(from || to || actorType || action.trim() || entityType.trim() || kind !== DEFAULT_KIND);
  const columnCount = 5;

  /** Every filter change starts again on the first page. */
  const filterSetter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const resetFilters = () => {
    setFrom(null);
    setTo(null);
    setActorType(null);
    setAction('');
    setEntityType('');
    setKind(DEFAULT_KIND);
    setPage(1);
  };

  const emptyState = (
    <Stack align="center" gap={4} py="xl" data-testid="audit-log-empty">
      <IconHistory aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600} ta="center">
        {hasFilters ? t('auditLog.empty.filtered') : t('auditLog.empty.none')}
      </Text>
      {hasFilters && (
        <Text size="sm" c="dimmed" ta="center">
          {t('auditLog.empty.filteredHint')}
        </Text>
      )}
    </Stack>
  );

  const detailsButton = (entry: AuditEntry) => (
    <Tooltip label={t('auditLog.showDetails')} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('auditLog.showDetails')}
        onClick={(event) => {
          event.stopPropagation();
          setSelected(entry);
        }}
      >
        <IconFileSearch aria-hidden size={18} />
      </ActionIcon>
    </Tooltip>
  );

  // Phones: one card per entry (action, object, who and when, the details button); a tap opens the entry.
  const cards = (
    <>
      {query.isPending && !isRangeInvalid && <ListCardSkeletons count={6} />}
      {query.isSuccess && items.length === 0 && <ListCard>{emptyState}</ListCard>}
      {items.map((entry) => (
        <ListCard key={entry.id} testId={`audit-row-${entry.id}`} onClick={() => setSelected(entry)}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {labels.action(entry.action)}
              </Text>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {labels.entity(entry)}
              </Text>
            </Stack>
            {detailsButton(entry)}
          </Group>
          <Group gap="xs" wrap="wrap">
            <ActorTypeBadge type={entry.actorType} />
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {entry.actorName ?? entry.actorId ?? '–'}
            </Text>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {format.dateTimeSeconds(entry.occurredAt)}
            </Text>
          </Group>
        </ListCard>
      ))}
    </>
  );

  return (
    <Card padding={0} data-testid="audit-log-panel">
      <Group p="md" gap="sm" wrap="wrap" align="flex-start">
        <Select
          label={t('auditLog.filters.kind')}
          data={AUDIT_LOG_KINDS.map((value) => ({ value, label: t(`auditLog.kinds.${value}`) }))}
          value={kind}
          onChange={(value) =>
            filterSetter(setKind)(AUDIT_LOG_KINDS.find((candidate) => candidate === value) ?? DEFAULT_KIND)
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-kind"
        />
        <SwissDateInput
          label={t('auditLog.filters.from')}
          value={from}
          onChange={filterSetter(setFrom)}
          maxDate={to ?? undefined}
          clearable
          w={{ base: '100%', xs: 170 }}
          data-testid="audit-filter-from"
        />
        <SwissDateInput
          label={t('auditLog.filters.to')}
          value={to}
          onChange={filterSetter(setTo)}
          minDate={from ?? undefined}
          clearable
          w={{ base: '100%', xs: 170 }}
          error={isRangeInvalid ? t('auditLog.filters.rangeInvalid') : undefined}
          data-testid="audit-filter-to"
        />
        <Select
          label={t('auditLog.filters.actorType')}
          placeholder={t('auditLog.filters.allActorTypes')}
          data={AUDIT_ACTOR_TYPES.map((value) => ({ value, label: t(`auditLog.actorTypes.${value}`) }))}
          value={actorType}
          onChange={(value) =>
            filterSetter(setActorType)(AUDIT_ACTOR_TYPES.find((candidate) => candidate === value) ?? null)
          }
          clearable
          w={{ base: '100%', xs: 190 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-actor-type"
        />
        <Select
          label={t('auditLog.filters.action')}
          placeholder={t('auditLog.filters.actionPlaceholder')}
          data={KNOWN_AUDIT_ACTIONS.map((value) => ({ value, label: labels.action(value) })).sort((a, b) =>
            a.label.localeCompare(b.label),
          )}
          value={action || null}
          onChange={(value) => filterSetter(setAction)(value ?? '')}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-action"
        />
        <Select
          label={t('auditLog.filters.entityType')}
          placeholder={t('auditLog.filters.entityTypePlaceholder')}
          data={KNOWN_AUDIT_ENTITY_TYPES.map((value) => ({ value, label: labels.entityType(value) })).sort((a, b) =>
            a.label.localeCompare(b.label),
          )}
          value={entityType || null}
          onChange={(value) => filterSetter(setEntityType)(value ?? '')}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="audit-filter-entity-type"
        />
        {hasFilters && (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff aria-hidden size={16} />}
            onClick={resetFilters}
            mt={25}
          >
            {t('auditLog.filters.reset')}
          </Button>
        )}
      </Group>

      <QueryTable query={query} minWidth={960} testId="audit-log-table" cards={cards}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={170}>{t('auditLog.fields.time')}</Table.Th>
            <Table.Th>{t('auditLog.fields.actor')}</Table.Th>
            <Table.Th>{t('auditLog.fields.action')}</Table.Th>
            <Table.Th>{t('auditLog.fields.entity')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('auditLog.fields.details')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending && !isRangeInvalid && <SkeletonRows columns={columnCount} />}
          {query.isSuccess && items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{emptyState}</Table.Td>
            </Table.Tr>
          )}
          {items.map((entry) => (
            <Table.Tr
              key={entry.id}
              onClick={() => setSelected(entry)}
              style={{ cursor: 'pointer' }}
              data-testid={`audit-row-${entry.id}`}
            >
              <Table.Td>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {format.dateTimeSeconds(entry.occurredAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ActorTypeBadge type={entry.actorType} />
                  <Text size="sm" truncate="end" maw={180}>
                    {entry.actorName ?? entry.actorId ?? '–'}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{labels.action(entry.action)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {labels.entity(entry)}
                </Text>
              </Table.Td>
              <Table.Td>{detailsButton(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>

      <TablePagerFooter
        page={page}
        pageSize={AUDIT_LOG_PAGE_SIZE}
        totalCount={totalCount}
        onChange={setPage}
        i18nPrefix="auditLog.count"
        countTestId="audit-log-count"
      />

      <AuditEntryModal entry={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
