// The company's users: server-side search (debounced), role and status filters, paging; per row (with
// tenant.users.edit) change role and deactivate / reactivate. The own row is locked: nobody removes their own
// access by accident (the server refuses with CANNOT_CHANGE_OWN_ACCESS anyway).
import {
  ActionIcon,
  Badge,
  Card,
  Group,
  Menu,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDots,
  IconLock,
  IconSearch,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { USER_ROLES, USER_STATUSES, type User, type UserRole } from '../../../../../src/contracts/index.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListCard, ListCardSkeletons } from '../../../components/list-card.tsx';
import { QueryTable } from '../../../components/query-table.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { TablePagerFooter } from '../../../components/table-pager.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useUsers } from '../api/get-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { ChangeRoleModal } from './change-role-modal.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type UserStatus = User['status'];

export const USERS_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export type UsersPanelProps = {
  /** tenant.users.edit: role changes and (de)activation. */
  canEdit: boolean;
  /** The signed-in user, whose own row is locked. */
  currentUserId: string | null;
};

function RowActions({
  user,
  isSelf,
  onChangeRole,
  onToggleStatus,
}: {
  user: User;
  isSelf: boolean;
  onChangeRole: (user: User) => void;
  onToggleStatus: (user: User) => void;
}) {
  const { t } = useTranslation();
  const label = t('users.actions.label', { name: user.name });
  if (isSelf) {
    return (
      <Tooltip label={t('users.actions.ownAccess')} multiline w={240} withArrow>
        {/* data-disabled instead of disabled: a disabled button gets no pointer events, so no tooltip. */}
        <ActionIcon
          variant="subtle"
          color="gray"
          data-disabled
          aria-label={`${label} – ${t('users.actions.ownAccess')}`}
          onClick={(event) => event.preventDefault()}
          data-testid="user-actions-self"
        >
          <IconLock aria-hidden size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  const isActive = user.status === 'ACTIVE';
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} data-testid={`user-actions-${user.email}`}>
          <IconDots aria-hidden size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconUserCog aria-hidden size={16} />} onClick={() => onChangeRole(user)}>
          {t('users.actions.changeRole')}
        </Menu.Item>
        <Menu.Item
          color={isActive ? 'red.9' : undefined}
          leftSection={isActive ? <IconUserOff aria-hidden size={16} /> : <IconUserCheck aria-hidden size={16} />}
          onClick={() => onToggleStatus(user)}
          data-testid={isActive ? 'user-deactivate' : 'user-reactivate'}
        >
          {isActive ? t('users.actions.deactivate') : t('users.actions.reactivate')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cells.
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" width={column === 0 ? '70%' : '55%'} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function UsersPanel({ canEdit, currentUserId }: UsersPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<UserRole | null>(null);
  const [status, setStatus] = useState<UserStatus | null>(null);
  const [page, setPage] = useState(1);
  const [roleTarget, setRoleTarget] = useState<User | null>(null);
  const [statusTarget, setStatusTarget] = useState<User | null>(null);
  const updateStatus = useUpdateUser();

  const query = useUsers({
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(role ? { userRole: role } : {}),
    ...(status ? { status } : {}),
    skip: (page - 1) * USERS_PAGE_SIZE,
    take: USERS_PAGE_SIZE,
  });
  const totalCount = query.data?.totalCount ?? 0;
  const items = query.data?.items ?? [];
  const hasFilters = Boolean(debouncedSearch || role || status);
  const columnCount = canEdit ? 6 : 5;

  const closeStatusModal = () => {
    setStatusTarget(null);
    updateStatus.reset();
  };
  const deactivating = statusTarget?.status === 'ACTIVE';

  const emptyState = (
    <Stack align="center" gap={4} py="xl" data-testid="users-empty">
      <IconUsers aria-hidden size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
      <Text fw={600} ta="center">
        {hasFilters ? t('users.empty.filtered') : t('users.empty.none')}
      </Text>
      {hasFilters && (
        <Text size="sm" c="dimmed" ta="center">
          {t('users.empty.filteredHint')}
        </Text>
      )}
    </Stack>
  );

  // Phones: one card per user (name, e-mail, role and status, the actions).
  const cards = (
    <>
      {query.isPending && <ListCardSkeletons count={5} />}
      {query.isSuccess && items.length === 0 && <ListCard>{emptyState}</ListCard>}
      {items.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <ListCard key={user.id} testId={`user-row-${user.email}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={0} miw={0}>
                <Group gap="xs" wrap="wrap">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {user.name}
                  </Text>
                  {isSelf && (
                    <Badge size="xs" variant="outline" color="gray.7" tt="none" miw="max-content">
                      {t('users.you')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Stack>
              {canEdit && (
                <RowActions user={user} isSelf={isSelf} onChangeRole={setRoleTarget} onToggleStatus={setStatusTarget} />
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              <RoleBadge role={user.userRole} />
              <UserStatusBadge status={user.status} />
            </Group>
          </ListCard>
        );
      })}
    </>
  );

  return (
    <Card padding={0} data-testid="users-panel">
      <Group p="md" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={t('users.filters.search')}
          placeholder={t('users.filters.searchPlaceholder')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          flex="1 1 260px"
          data-testid="users-search"
        />
        <Select
          aria-label={t('users.filters.role')}
          placeholder={t('users.filters.allRoles')}
          data={USER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
          value={role}
          onChange={(value) => {
            setRole(USER_ROLES.find((candidate) => candidate === value) ?? null);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="users-filter-role"
        />
        <Select
          aria-label={t('users.filters.status')}
          placeholder={t('users.filters.allStatuses')}
          data={USER_STATUSES.map((value) => ({ value, label: t(`users.statuses.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(USER_STATUSES.find((candidate) => candidate === value) ?? null);
            setPage(1);
          }}
          clearable
          w={{ base: '100%', xs: 170 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="users-filter-status"
        />
      </Group>

      <QueryTable query={query} minWidth={820} testId="users-table" cards={cards}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('users.fields.name')}</Table.Th>
            <Table.Th>{t('users.fields.email')}</Table.Th>
            <Table.Th>{t('users.fields.role')}</Table.Th>
            <Table.Th>{t('users.fields.status')}</Table.Th>
            <Table.Th>{t('users.fields.employeeId')}</Table.Th>
            {canEdit && (
              <Table.Th w={56}>
                <VisuallyHidden>{t('users.fields.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.isPending && <SkeletonRows columns={columnCount} />}
          {query.isSuccess && items.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>{emptyState}</Table.Td>
            </Table.Tr>
          )}
          {items.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {user.name}
                    </Text>
                    {isSelf && (
                      <Badge size="xs" variant="outline" color="gray.7" tt="none" miw="max-content">
                        {t('users.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  <RoleBadge role={user.userRole} />
                </Table.Td>
                <Table.Td>
                  <UserStatusBadge status={user.status} />
                </Table.Td>
                <Table.Td>
                  {user.employeeId ? (
                    <Text size="sm" ff="monospace">
                      {user.employeeId}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed" aria-label={t('users.noEmployee')}>
                      –
                    </Text>
                  )}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <RowActions
                      user={user}
                      isSelf={isSelf}
                      onChangeRole={setRoleTarget}
                      onToggleStatus={setStatusTarget}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </QueryTable>

      <TablePagerFooter
        page={page}
        pageSize={USERS_PAGE_SIZE}
        totalCount={totalCount}
        onChange={setPage}
        i18nPrefix="users.count"
        countTestId="users-count"
      />

      <ChangeRoleModal user={roleTarget} onClose={() => setRoleTarget(null)} />
      <ConfirmModal
        opened={statusTarget !== null}
        title={deactivating ? t('users.deactivate.title') : t('users.reactivate.title')}
        message={
          deactivating
            ? t('users.deactivate.message', { name: statusTarget?.name ?? '' })
            : t('users.reactivate.message', { name: statusTarget?.name ?? '' })
        }
        confirmLabel={deactivating ? t('users.actions.deactivate') : t('users.actions.reactivate')}
        danger={deactivating}
        loading={updateStatus.isPending}
        error={updateStatus.error}
        onClose={closeStatusModal}
        onConfirm={() => {
          if (!statusTarget) return;
          updateStatus.mutate(
            { userId: statusTarget.id, changes: { status: deactivating ? 'INACTIVE' : 'ACTIVE' } },
            { onSuccess: closeStatusModal },
          );
        }}
        testId="user-status-modal"
      />
    </Card>
  );
}
