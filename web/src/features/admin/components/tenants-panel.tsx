// All tenants for the platform administration: server-side search (debounced) and paging; a row opens the
// tenant's configuration; "New tenant" onboards a company (create-tenant-modal.tsx) and opens its page.
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, useMatches } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconChevronRight, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryTable } from '../../../components/query-table.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useEnumLabel } from '../../tenant/index.ts';
import { useAdminTenants } from '../api/get-admin-tenants.ts';
import { CreateTenantModal } from './create-tenant-modal.tsx';

export const TENANTS_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export function TenantsPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const enumLabel = useEnumLabel();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  // On a phone the technical id column is left out (it is on the tenant's page), so name and language fit.
  const minWidth = useMatches({ base: 300, sm: 640 }, { getInitialValueInEffect: false });
  const query = useAdminTenants({
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    skip: (page - 1) * TENANTS_PAGE_SIZE,
    take: TENANTS_PAGE_SIZE,
  });
  const items = query.data?.items ?? [];
  const open = (tenantId: string) => void navigate({ to: '/admin/tenants/$tenantId', params: { tenantId } });

  return (
    <Card padding={0} data-testid="tenants-panel">
      <Group p="md" gap="sm" justify="space-between" wrap="wrap">
        <TextInput
          aria-label={t('admin.tenants.search')}
          placeholder={t('admin.tenants.searchPlaceholder')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={420}
          maw="100%"
          data-testid="tenants-search"
        />
        <Button
          leftSection={<IconPlus aria-hidden size={16} />}
          onClick={() => setCreating(true)}
          data-testid="tenants-create"
        >
          {t('admin.tenants.create.open')}
        </Button>
      </Group>
      {creating && (
        <CreateTenantModal
          onClose={() => setCreating(false)}
          onCreated={(tenantId) => {
            setCreating(false);
            open(tenantId);
          }}
        />
      )}
      <QueryTable query={query} minWidth={minWidth} testId="tenants-table">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('admin.tenants.name')}</Table.Th>
            <Table.Th>{t('admin.tenants.language')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('admin.tenants.id')}</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending &&
            Array.from({ length: 4 }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
              <Table.Tr key={row}>
                <Table.Td colSpan={4}>
                  <Skeleton height={16} radius="sm" width={`${70 - row * 10}%`} />
                </Table.Td>
              </Table.Tr>
            ))}
          {query.isSuccess && items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Stack align="center" gap={4} py="xl" data-testid="tenants-empty">
                  <IconBuildingSkyscraper aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
                  <Text fw={600}>{debouncedSearch ? t('admin.tenants.emptyFiltered') : t('admin.tenants.empty')}</Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          )}
          {items.map((tenant) => (
            <Table.Tr
              key={tenant.id}
              onClick={() => open(tenant.id)}
              style={{ cursor: 'pointer' }}
              data-testid={`tenant-row-${tenant.id}`}
            >
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link {...props} to="/admin/tenants/$tenantId" params={{ tenantId: tenant.id }} />
                  )}
                  fw={600}
                  size="sm"
                  onClick={(event) => event.stopPropagation()}
                >
                  {tenant.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{enumLabel('correspondenceLanguage', tenant.defaultCorrespondenceLanguage)}</Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="xs" ff="monospace" c="dimmed">
                  {tenant.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <IconChevronRight aria-hidden size={16} color="var(--mantine-color-gray-6)" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </QueryTable>
      <TablePagerFooter
        page={page}
        pageSize={TENANTS_PAGE_SIZE}
        totalCount={query.data?.totalCount ?? 0}
        onChange={setPage}
        i18nPrefix="admin.tenants.count"
        countTestId="tenants-count"
      />
    </Card>
  );
}
