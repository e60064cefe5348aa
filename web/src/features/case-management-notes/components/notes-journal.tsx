// The case manager's notes journal (/case-management/notes; decision 0070): the notes of every case management the
// user may open, newest first — who it is about, the case management's status and responsible case manager, who
// wrote it and when, and the first lines. A row opens the case management at its notes (`#notes`), where the whole
// note is. Filters (search, "mine", status, days) and page in the URL (notes-journal-search.ts); cards on a phone.
// Confidential: the screen says so in one line; the server audits every read.
import { Anchor, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconNotes, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { NotesJournalItem } from '../../../../../src/contracts/case-management-notes.ts';
import {
  type ListColumn,
  ListEmptyState,
  ListTable,
  useLastPageClamp,
  useListSearch,
} from '../../../components/list-kit/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SwissDateInput } from '../../../components/swiss-date-input.tsx';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useUrlText } from '../../../lib/use-url-text.ts';
import { CaseManagementStatusBadge } from '../../case-management/index.ts';
import { useNotesJournal } from '../api/get-notes-journal.ts';
import {
  NOTES_JOURNAL_CASE_STATUSES,
  NOTES_JOURNAL_PAGE_SIZE,
  NOTES_JOURNAL_SEARCH_MAX,
  type NotesJournalSearch,
  notesJournalSearch,
  toNotesJournalQuery,
} from '../notes-journal-search.ts';

/** The case management page's notes section (its anchor, notes-card.tsx). */
const NOTES_ANCHOR = 'notes';

export type NotesJournalProps = {
  search: NotesJournalSearch;
  onSearchChange: (next: NotesJournalSearch, options?: { replace?: boolean }) => void;
};

const personName = (item: NotesJournalItem) =>
  [item.firstName, item.lastName].filter(Boolean).join(' ') || item.employeeId;

export function NotesJournal({ search, onSearchChange }: NotesJournalProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const request = useMemo(() => toNotesJournalQuery(search), [search]);
  const query = useNotesJournal(request);
  const list = useListSearch(notesJournalSearch, search, onSearchChange);
  useLastPageClamp(notesJournalSearch, query, search, onSearchChange);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / NOTES_JOURNAL_PAGE_SIZE));
  const [text, onTextChange, cancelSearch] = useUrlText(search.search, (next) =>
    onSearchChange(notesJournalSearch.update(search, { search: next, page: undefined }), { replace: true }),
  );
  const isTyping = text.trim() !== (search.search ?? '');
  const setFilter = (changes: Partial<NotesJournalSearch>) => list.setFilter(changes, { replace: false });
  const open = (item: NotesJournalItem) =>
    void navigate({
      to: '/case-management/$caseManagementId',
      params: { caseManagementId: item.caseManagementId },
      hash: NOTES_ANCHOR,
    });

  const person = (item: NotesJournalItem) => (
    <Stack gap={0}>
      <Anchor
        renderRoot={(props) => (
          <Link
            {...props}
            to="/case-management/$caseManagementId"
            params={{ caseManagementId: item.caseManagementId }}
            hash={NOTES_ANCHOR}
          />
        )}
        size="sm"
        fw={600}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
        aria-label={t('caseManagementNotes.openLabel', {
          name: personName(item),
          date: format.dateTime(item.createdAt),
        })}
        data-testid="notes-journal-open"
      >
        {personName(item)}
      </Anchor>
      {item.personnelNumber && (
        <Text size="xs" c="dimmed">
          {item.personnelNumber}
        </Text>
      )}
    </Stack>
  );

  const caseManagement = (item: NotesJournalItem) => (
    <Stack gap={2} align="flex-start">
      <CaseManagementStatusBadge status={item.caseManagementStatus} />
      <Text size="xs" c="dimmed">
        {item.responsible
          ? t('caseManagementNotes.responsible', { name: item.responsible.name })
          : t('caseManagementNotes.noResponsible')}
      </Text>
    </Stack>
  );

  const written = (item: NotesJournalItem) => (
    <Stack gap={0}>
      <Text size="sm">{item.author.name}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {format.dateTime(item.createdAt)}
        {item.isEdited && ` · ${t('caseManagementNotes.edited')}`}
      </Text>
    </Stack>
  );

  const excerpt = (item: NotesJournalItem) => (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="notes-journal-excerpt">
      {item.excerpt}
    </Text>
  );

  const columns: ListColumn<NotesJournalItem>[] = [
    { id: 'person', header: t('caseManagementNotes.columns.person'), minWidth: 180, cell: person, card: 'title' },
    {
      id: 'caseManagement',
      header: t('caseManagementNotes.columns.caseManagement'),
      minWidth: 170,
      cell: caseManagement,
      card: { as: 'fact', label: null, order: -2 },
    },
    {
      id: 'written',
      header: t('caseManagementNotes.columns.written'),
      minWidth: 170,
      cell: written,
      card: {
        as: 'fact',
        value: (item) =>
          `${item.author.name} · ${format.dateTime(item.createdAt)}${
            item.isEdited ? ` · ${t('caseManagementNotes.edited')}` : ''
          }`,
      },
    },
    {
      id: 'excerpt',
      header: t('caseManagementNotes.columns.excerpt'),
      minWidth: 360,
      cell: excerpt,
      card: { as: 'fact', label: null },
    },
  ];

  const isFiltered = list.isFiltered || Boolean(search.search);
  const emptyState = (
    <ListEmptyState
      testId="notes-journal"
      isFiltered={isFiltered}
      filteredTitle={t('caseManagementNotes.empty.filteredTitle')}
      clearLabel={t('caseManagementNotes.empty.clear')}
      onClear={() => {
        cancelSearch();
        list.clearFilters();
      }}
      icon={<IconNotes aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />}
      title={t('caseManagementNotes.empty.title')}
      text={t('caseManagementNotes.empty.hint')}
      action={
        <Button
          variant="default"
          size="xs"
          renderRoot={(props) => <Link {...props} to="/case-management" search={{}} />}
          data-testid="notes-journal-to-case-managements"
        >
          {t('caseManagementNotes.empty.openCaseManagements')}
        </Button>
      }
    />
  );

  const filterWidth = { base: '100%', xs: 170 };
  return (
    <Stack gap="lg" maw={1400} data-testid="notes-journal">
      <PageHeader title={t('nav.areas.notes')} description={t('caseManagementNotes.intro')} />
      <Group gap={6} wrap="nowrap" align="flex-start" data-testid="notes-journal-confidential">
        <IconLock aria-hidden size={16} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{t('caseManagementNotes.confidential')}</Text>
      </Group>
      <Card padding={0} data-testid="notes-journal-panel">
        <Group p="md" gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('caseManagementNotes.search')}
            placeholder={t('caseManagementNotes.searchPlaceholder')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={text}
            onChange={(event) => onTextChange(event.currentTarget.value)}
            maxLength={NOTES_JOURNAL_SEARCH_MAX}
            flex="1 1 240px"
            maw={420}
            type="search"
            data-testid="notes-journal-search"
          />
          <Select
            label={t('caseManagementNotes.status')}
            placeholder={t('caseManagementNotes.allStatuses')}
            data={NOTES_JOURNAL_CASE_STATUSES.map((status) => ({
              value: status,
              label: t(`caseManagement.statuses.${status}`),
            }))}
            value={search.status ?? null}
            onChange={(value) => setFilter({ status: (value ?? undefined) as NotesJournalSearch['status'] })}
            clearable
            w={{ base: '100%', xs: 240 }}
            comboboxProps={{ withinPortal: true }}
            data-testid="notes-journal-filter-status"
          />
          <SwissDateInput
            label={t('caseManagementNotes.from')}
            value={search.from ?? null}
            onChange={(value) => setFilter({ from: value ?? undefined })}
            clearable
            w={filterWidth}
            data-testid="notes-journal-filter-from"
          />
          <SwissDateInput
            label={t('caseManagementNotes.to')}
            value={search.to ?? null}
            onChange={(value) => setFilter({ to: value ?? undefined })}
            clearable
            w={filterWidth}
            data-testid="notes-journal-filter-to"
          />
          <Checkbox
            label={t('caseManagementNotes.mine')}
            checked={search.mine === true}
            onChange={(event) => setFilter({ mine: event.currentTarget.checked ? true : undefined })}
            mb={8}
            data-testid="notes-journal-filter-mine"
          />
        </Group>
        <ListTable
          query={query}
          columns={columns}
          rows={items}
          rowKey={(item) => item.noteId}
          rowTestId={() => 'notes-journal-row'}
          rowProps={(item) => ({ 'data-status': item.caseManagementStatus, style: { cursor: 'pointer' } })}
          onRowClick={open}
          minWidth={900}
          testId="notes-journal-table"
          dimmed={query.isPlaceholderData || isTyping}
          loadingRows={8}
          loadingRowHeight={64}
          loadingCards={5}
          empty={emptyState}
        />
        <ListCountFooter
          countText={t('caseManagementNotes.count', { count: totalCount, n: format.number(totalCount) })}
          countTestId="notes-journal-count"
          pageCount={pages}
          page={list.page}
          onChange={list.setPage}
          paginationTestId="notes-journal-pagination"
        />
      </Card>
    </Stack>
  );
}
