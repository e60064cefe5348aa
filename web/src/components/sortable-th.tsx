// A sortable column header of a server-sorted list: the column's name as a button (title "Sort by …") with an arrow
// for the current order, and aria-sort on the header cell. The list keeps the sort in its URL state; the button
// asks it to change (the same column flips the order).
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

export type AriaSort = 'ascending' | 'descending' | 'none';

export function SortableTh({
  label,
  title,
  sort,
  onSort,
  testId,
  align,
}: {
  label: string;
  /** The button's title, e.g. "Sort by Person". */
  title: string;
  sort: AriaSort;
  onSort: () => void;
  testId: string;
  align?: 'right';
}) {
  const Icon = sort === 'ascending' ? IconArrowUp : sort === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={sort} style={align ? { textAlign: align } : undefined}>
      <UnstyledButton onClick={onSort} title={title} data-testid={testId}>
        <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : undefined}>
          <Text component="span" fw={700} size="sm">
            {label}
          </Text>
          <Icon
            aria-hidden
            size={14}
            stroke={2}
            color={sort === 'none' ? 'var(--mantine-color-dimmed)' : 'var(--mantine-primary-color-filled)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
