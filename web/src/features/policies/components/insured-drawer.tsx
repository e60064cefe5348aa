// The employees insured under one policy on the day (decision 0065): a drawer with a search and the server-paged list
// (list kit: a table, cards on a phone), each person with a link to the employee as of the day, the subunit and
// processing group by name, whether their own number or the configuration's default insures them, and the insured
// group or business unit their record names. The search and page are the drawer's own, reset for each policy.
import { Drawer, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type ListColumn, ListTable } from '../../../components/list-kit/index.ts';
import { ListCountFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-url-text.ts';
import { usePermission } from '../../auth/index.ts';
import { UnitsText, useUnitNames } from '../../cases/index.ts';
import { usePolicyInsured } from '../api/get-policy-insured.ts';
import { INSURED_PAGE_SIZE, SEARCH_MAX_LENGTH, toInsuredQuery } from '../policies-search.ts';
import { type InsuredPerson, type PolicySummary, policyTypeShort } from '../policy-words.ts';
import { PersonCell } from './person-cell.tsx';

export function InsuredDrawer({
  policy,
  date,
  onClose,
}: {
  policy: PolicySummary | null;
  date: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  return (
    <Drawer
      opened={policy !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'min(880px, 100vw)'}
      title={
        policy
          ? t('policies.insured.title', {
              type: policyTypeShort(policy.policyType, t),
              number: policy.policyNumber,
              date: format.date(date),
            })
          : ''
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="policy-insured-drawer"
    >
      {/* Keyed by the policy and day: a new policy starts with an empty search on the first page. */}
      {policy && (
        <InsuredList key={`${policy.policyType}:${policy.policyNumber}:${date}`} policy={policy} date={date} />
      )}
    </Drawer>
  );
}

function InsuredList({ policy, date }: { policy: PolicySummary; date: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const units = useUnitNames();
  const canOpenEmployee = usePermission('employee.view');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const request = useMemo(() => toInsuredQuery(policy, date, search, page), [policy, date, search, page]);
  const query = usePolicyInsured(request);
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / INSURED_PAGE_SIZE));

  const person = (item: InsuredPerson) => (
    <PersonCell person={item} date={date} canOpenEmployee={canOpenEmployee} testId="policy-insured-employee" />
  );
  const groupText = (item: InsuredPerson) =>
    [
      item.groupId ? t('policies.insured.group', { id: item.groupId }) : null,
      item.businessUnit ? t('policies.insured.businessUnit', { id: item.businessUnit }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  const sourceText = (item: InsuredPerson) =>
    [t(`policies.insured.source.${item.source}`), groupText(item)].filter(Boolean).join(' · ');

  const columns: ListColumn<InsuredPerson>[] = [
    { id: 'person', header: t('policies.insured.columns.person'), minWidth: 180, cell: person, card: 'title' },
    {
      id: 'units',
      header: t('policies.insured.columns.units'),
      minWidth: 170,
      cell: (item) => <UnitsText units={units} subunitId={item.companySubunitId} groupId={item.processingGroupId} />,
      card: { as: 'fact', value: (item) => units.unitsLine(item.companySubunitId, item.processingGroupId) },
    },
    {
      // The insured group or business unit the record names (UVG), below how the person is insured.
      id: 'source',
      header: t('policies.insured.columns.source'),
      minWidth: 170,
      cell: (item) => (
        <>
          <Text size="sm">{t(`policies.insured.source.${item.source}`)}</Text>
          {groupText(item) && (
            <Text size="xs" c="dimmed">
              {groupText(item)}
            </Text>
          )}
        </>
      ),
      card: { as: 'fact', value: sourceText },
    },
  ];

  const isTyping = text.trim() !== search.trim();
  return (
    <Stack gap="sm" data-testid="policy-insured">
      <Text size="sm" c="dimmed">
        {t('policies.insured.intro')}
      </Text>
      <TextInput
        label={t('policies.insured.search')}
        placeholder={t('policies.insured.searchPlaceholder')}
        leftSection={<IconSearch aria-hidden size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(1);
        }}
        maxLength={SEARCH_MAX_LENGTH}
        type="search"
        data-autofocus
        data-testid="policy-insured-search"
      />
      <ListTable
        query={query}
        columns={columns}
        rows={items}
        rowKey={(item) => item.employeeId}
        rowTestId={() => 'policy-insured-row'}
        testId="policy-insured-table"
        minWidth={560}
        horizontalSpacing="sm"
        dimmed={query.isPlaceholderData || isTyping}
        loadingRows={8}
        loadingCards={5}
        empty={
          <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="policy-insured-empty">
            {search.trim()
              ? t('policies.insured.emptyFiltered')
              : t('policies.insured.empty', { date: format.date(date) })}
          </Text>
        }
      />
      <ListCountFooter
        countText={t('policies.card.insured', { count: totalCount, n: format.number(totalCount) })}
        countTestId="policy-insured-count"
        pageCount={pages}
        page={page}
        onChange={setPage}
        paginationTestId="policy-insured-pagination"
      />
    </Stack>
  );
}
