// One column definition for a list: its header (sortable through SortableTh), its cell in a table row, and its place
// on the row's phone card (title, subtitle, a labelled fact, or hidden). ListTable renders a server-paged list from
// the columns (QueryTable: below Mantine's `sm` the cards instead of the table, under the same test id); the parts
// (ListTableHead, ListTableRow, ListRowCard) serve the lists that frame their table themselves.
import { Group, Skeleton, Table, type TableTdProps, type TableThProps, type TableTrProps } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ListCard, ListCardSkeletons, ListCardValue } from '../list-card.tsx';
import { QueryTable } from '../query-table.tsx';
import { type AriaSort, SortableTh } from '../sortable-th.tsx';

export type CardPlacement<Row> =
  | 'title'
  | 'subtitle'
  | 'fact'
  | 'hidden'
  | {
      as: 'title' | 'subtitle' | 'fact';
      /** A fact's label; defaults to the header; `null` shows the value without a label (badges). */
      label?: string | null;
      /** The card's value; defaults to the cell. Nothing (null, false, '') leaves the fact out. */
      value?: (row: Row) => ReactNode;
      /** A fact's place among the card's facts when it differs from the table's order (lower first). */
      order?: number;
    };

export type ListColumn<Row, F extends string = string> = {
  id: string;
  /** The header's label (the sort button's too). */
  header: string;
  /** The header cell's content instead of the label (a select-all checkbox, a visually hidden label). */
  headerContent?: ReactNode;
  /** The server's sort field: the header sorts (SortableTh). */
  sort?: F;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  /** The header cell's width (Mantine `w`). */
  width?: TableThProps['w'];
  /** The cells' minimum width (Mantine `miw`). */
  minWidth?: TableTdProps['miw'];
  /** Keep the cell on one line. */
  nowrap?: boolean;
  /** The cell's class (ListPlainRow's cells are styled by it alone). */
  className?: string;
  /** More props of a row's cell. */
  td?: (row: Row) => TableTdProps;
  /** More props of the header cell (not sortable). */
  th?: TableThProps;
  /** `false`: a card-only value, not a column of the table. */
  table?: boolean;
  /** Its place on the phone card; default hidden. */
  card?: CardPlacement<Row>;
};

export type ListSort<F extends string> = {
  ariaSort: (field: F) => AriaSort;
  onSort: (field: F) => void;
  /** The sort button's title, e.g. "Sort by Person". */
  title: (label: string) => string;
  testId: (field: F) => string;
};

const ROW_HEIGHT_PX = 56;

function tableColumns<Row, F extends string>(columns: readonly ListColumn<Row, F>[]) {
  return columns.filter((column) => column.table !== false);
}

function cellStyle(column: { align?: 'right'; nowrap?: boolean }) {
  if (!column.align && !column.nowrap) return undefined;
  return {
    ...(column.align ? { textAlign: column.align } : {}),
    ...(column.nowrap ? { whiteSpace: 'nowrap' as const } : {}),
  };
}

export function ListTableHead<Row, F extends string>({
  columns,
  sort,
  bg = 'gray.0',
}: {
  columns: readonly ListColumn<Row, F>[];
  sort?: ListSort<F>;
  /** The header row's background; null for none. */
  bg?: string | null;
}) {
  return (
    <Table.Thead bg={bg ?? undefined}>
      <Table.Tr>
        {tableColumns(columns).map((column) =>
          column.sort !== undefined && sort ? (
            <SortableTh
              key={column.id}
              label={column.header}
              title={sort.title(column.header)}
              sort={sort.ariaSort(column.sort)}
              onSort={() => sort.onSort(column.sort as F)}
              testId={sort.testId(column.sort)}
              align={column.align}
            />
          ) : (
            <Table.Th
              key={column.id}
              w={column.width}
              {...column.th}
              style={column.th?.style ?? (column.align ? { textAlign: column.align } : undefined)}
            >
              {column.headerContent ?? column.header}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

export function ListTableRow<Row, F extends string>({
  columns,
  row,
  ...trProps
}: {
  columns: readonly ListColumn<Row, F>[];
  row: Row;
} & Omit<TableTrProps, 'children'> &
  Record<`data-${string}`, unknown>) {
  return (
    <Table.Tr {...trProps}>
      {tableColumns(columns).map((column) => (
        <Table.Td
          key={column.id}
          className={column.className}
          miw={column.minWidth}
          style={cellStyle(column)}
          {...column.td?.(row)}
        >
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/**
 * A row of plain <tr>/<td> (no Mantine component per cell), styled by the classes given: for a long list on the
 * first paint (the employee overview, issue 10). Memoise it in the list.
 */
export function ListPlainRow<Row, F extends string>({
  columns,
  row,
  className,
  onClick,
  testId,
}: {
  columns: readonly ListColumn<Row, F>[];
  row: Row;
  className?: string;
  onClick?: () => void;
  testId?: string;
}) {
  return (
    <tr className={className} onClick={onClick} data-testid={testId}>
      {tableColumns(columns).map((column) => (
        <td key={column.id} className={column.className}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

function placement<Row>(card: CardPlacement<Row> | undefined) {
  if (card === undefined || card === 'hidden') return null;
  return typeof card === 'string' ? { as: card } : card;
}

function isNothing(node: ReactNode) {
  return node === null || node === undefined || node === false || node === '';
}

/** The row's phone card from the columns: title and subtitle on the first line, then the facts in column order. */
export function ListRowCard<Row, F extends string>({
  columns,
  row,
  testId,
  onClick,
  headerAlign = 'flex-start',
  frame,
}: {
  columns: readonly ListColumn<Row, F>[];
  row: Row;
  testId?: string;
  onClick?: () => void;
  /** A frame around the card's content (a tinted background for a kind of row). */
  frame?: (row: Row, content: ReactNode) => ReactNode;
  /** How title and subtitle align on the card's first line. */
  headerAlign?: 'flex-start' | 'baseline';
}) {
  const placed = columns.flatMap((column, index) => {
    const where = placement(column.card);
    const order = where && 'order' in where && where.order !== undefined ? where.order : index;
    return where ? [{ column, where, order, value: (where.value ?? column.cell)(row) }] : [];
  });
  const title = placed.find((entry) => entry.where.as === 'title');
  const subtitle = placed.find((entry) => entry.where.as === 'subtitle');
  const facts = placed
    .filter((entry) => entry.where.as === 'fact' && !isNothing(entry.value))
    .sort((a, b) => a.order - b.order);
  const content = (
    <>
      {subtitle ? (
        <Group justify="space-between" wrap="nowrap" align={headerAlign} gap="xs">
          {title?.value}
          {subtitle.value}
        </Group>
      ) : (
        title?.value
      )}
      {facts.map(({ column, where, value }) => {
        const label = where.label === undefined ? column.header : where.label;
        return label === null ? (
          <Fragment key={column.id}>{value}</Fragment>
        ) : (
          <ListCardValue key={column.id} label={label}>
            {value}
          </ListCardValue>
        );
      })}
    </>
  );
  return (
    <ListCard testId={testId} onClick={onClick}>
      {frame ? frame(row, content) : content}
    </ListCard>
  );
}

/**
 * A server-paged list from its columns: the header with sort, the rows (placeholders while the first page loads, the
 * empty state when there is none), and on phones one card per row instead of the table.
 */
export function ListTable<Row, F extends string>({
  query,
  columns,
  rows,
  rowKey,
  rowTestId,
  rowProps,
  onRowClick,
  sort,
  testId,
  minWidth,
  horizontalSpacing,
  dimmed,
  isLoading = query.isPending,
  loadingRows,
  loadingRowHeight = ROW_HEIGHT_PX,
  loadingCards,
  empty,
  afterRow,
  cardFrame,
  withCards = true,
}: {
  query: UseQueryResult<unknown>;
  columns: readonly ListColumn<Row, F>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's and its card's test id. */
  rowTestId?: (row: Row) => string;
  /** More attributes of a table row (data-status). */
  rowProps?: (row: Row) => Record<string, unknown>;
  /** The row's action (open it), on the table row and the card alike. */
  onRowClick?: (row: Row) => void;
  sort?: ListSort<F>;
  testId: string;
  minWidth: number;
  horizontalSpacing?: 'sm' | 'md';
  dimmed?: boolean;
  isLoading?: boolean;
  /** Placeholder rows (and cards) while the first page loads. */
  loadingRows: number;
  loadingRowHeight?: number;
  loadingCards: number;
  /** The empty state (in a row across the table, in a card on phones). */
  empty: ReactNode;
  /** A table row after the row (its expanded details). */
  afterRow?: (row: Row) => ReactNode;
  /** A frame around a card's content. */
  cardFrame?: (row: Row, content: ReactNode) => ReactNode;
  /** false: no phone cards, the table scrolls. */
  withCards?: boolean;
}) {
  const columnCount = tableColumns(columns).length;
  const isEmpty = !isLoading && query.isSuccess && rows.length === 0;
  const cards = withCards ? (
    <>
      {isLoading && <ListCardSkeletons count={loadingCards} />}
      {isEmpty && <ListCard>{empty}</ListCard>}
      {rows.map((row) => (
        <ListRowCard
          key={rowKey(row)}
          columns={columns}
          row={row}
          testId={rowTestId?.(row)}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          frame={cardFrame}
        />
      ))}
    </>
  ) : undefined;
  return (
    <QueryTable
      query={query}
      minWidth={minWidth}
      horizontalSpacing={horizontalSpacing}
      testId={testId}
      dimmed={dimmed}
      cards={cards}
    >
      <ListTableHead columns={columns} sort={sort} />
      <Table.Tbody>
        {isLoading &&
          Array.from({ length: loadingRows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows.
            <Table.Tr key={row} style={{ height: loadingRowHeight }}>
              <Table.Td colSpan={columnCount}>
                <Skeleton height={14} radius="sm" width={`${60 + ((row * 7) % 30)}%`} />
              </Table.Td>
            </Table.Tr>
          ))}
        {isEmpty && (
          <Table.Tr>
            <Table.Td colSpan={columnCount}>{empty}</Table.Td>
          </Table.Tr>
        )}
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>
            <ListTableRow
              columns={columns}
              row={row}
              data-testid={rowTestId?.(row)}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              {...rowProps?.(row)}
            />
            {afterRow?.(row)}
          </Fragment>
        ))}
      </Table.Tbody>
    </QueryTable>
  );
}
