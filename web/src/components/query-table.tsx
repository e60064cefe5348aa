// The table of a server-paged list: an error alert instead of the table when the first load failed; while a new
// page loads the previous one stays dimmed (aria-busy); a failed refresh shows its error under the data it kept.
// With `cards`, a phone (below Mantine's `sm` breakpoint) gets those instead of the table: one compact card per
// row, so nothing scrolls sideways. Only one of the two is rendered, under the same test id.
import { Stack, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIsPhone } from '../lib/use-is-phone.ts';
import { ErrorAlert } from './error-alert.tsx';
import { ListCards } from './list-card.tsx';

export function QueryTable({
  query,
  minWidth,
  horizontalSpacing = 'md',
  testId,
  dimmed = query.isPlaceholderData,
  cards,
  children,
}: {
  query: UseQueryResult<unknown>;
  minWidth: number;
  /** The cells' padding left and right: 'sm' for a wide table that should fit a desktop screen. */
  horizontalSpacing?: 'sm' | 'md';
  testId: string;
  /** Dim the rows (the data shown is not yet the data asked for); defaults to "showing the previous page". */
  dimmed?: boolean;
  /** The rows as cards (ListCard), shown on phones instead of the table. */
  cards?: ReactNode;
  /** Table.Thead and Table.Tbody. */
  children: ReactNode;
}) {
  const isPhone = useIsPhone();
  const retry = <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  if (query.isError && !query.data) {
    return (
      <Stack px="md" pb="md">
        {retry}
      </Stack>
    );
  }
  const busyStyle = { opacity: dimmed ? 0.6 : 1, transition: 'opacity 120ms' };
  return (
    <>
      {cards !== undefined && isPhone ? (
        <ListCards px="sm" pb="sm" testId={testId} busy={query.isFetching} dimmed={dimmed}>
          {cards}
        </ListCards>
      ) : (
        <Table.ScrollContainer minWidth={minWidth} type="native">
          <Table
            verticalSpacing="sm"
            horizontalSpacing={horizontalSpacing}
            highlightOnHover
            styles={{ th: { whiteSpace: 'nowrap' } }}
            data-testid={testId}
            aria-busy={query.isFetching}
            style={busyStyle}
          >
            {children}
          </Table>
        </Table.ScrollContainer>
      )}
      {query.isError && query.data && (
        <Stack px="md" pt="md">
          {retry}
        </Stack>
      )}
    </>
  );
}
