// One row of a server-paged list as a compact card, for phones (QueryTable's `cards`): the primary line, a few
// values, the row's action. Also the placeholders while the first page loads and the empty state's frame.
import { Group, Paper, Skeleton, Stack, type StackProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/translator.ts';

/**
 * The cards a phone shows instead of a table: an unstyled list (`<ul>` of ListCard's `<li>`), dimmed while the next
 * page loads.
 */
export function ListCards({
  testId,
  dimmed = false,
  busy,
  children,
  ...spacing
}: {
  testId?: string;
  dimmed?: boolean;
  busy?: boolean;
  children: ReactNode;
} & Pick<StackProps, 'p' | 'px' | 'pb'>) {
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      {...spacing}
      data-testid={testId}
      aria-busy={busy}
      style={{ listStyle: 'none', opacity: dimmed ? 0.6 : 1, transition: 'opacity 120ms' }}
    >
      {children}
    </Stack>
  );
}

export function ListCard({
  testId,
  onClick,
  children,
}: {
  testId?: string;
  /** The row's action (open it), as on the table row; the card keeps a link or button for the keyboard. */
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      px="sm"
      py="xs"
      data-testid={testId}
      onClick={onClick}
      style={onClick ? { cursor: 'pointer' } : undefined}
    >
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/** A value with its label in small type ("Subunit: Basel"), wrapping instead of widening the card. */
/** A labelled value; the colon as the language writes it (French: a no-break space before it, `common.labelColon`). */
export function ListCardValue({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {t('common.labelColon', { label })}{' '}
      <Text span size="xs" c="var(--mantine-color-text)">
        {children}
      </Text>
    </Text>
  );
}

/** Placeholder cards while the first page loads. */
export function ListCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
    <ListCard key={index}>
      <Group justify="space-between" wrap="nowrap">
        <Skeleton height={14} width="55%" radius="sm" />
        <Skeleton height={12} width="20%" radius="sm" />
      </Group>
      <Skeleton height={10} width="70%" radius="sm" />
    </ListCard>
  ));
}
