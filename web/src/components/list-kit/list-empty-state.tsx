// The list kit's empty state: a filtered list that found nothing offers to clear the filters and the search; an
// unfiltered empty list says why it is empty and what to do next (its own icon, title, text and an optional action).
// `testId` names the block (`{testId}-empty`) and its clear button (`{testId}-clear`).
import { Button, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ListEmptyStateProps = {
  testId: string;
  isFiltered: boolean;
  filteredTitle: string;
  clearLabel: string;
  onClear: () => void;
  /** The unfiltered list's icon, drawn at 32 px (aria-hidden). */
  icon: ReactNode;
  title: string;
  text?: string;
  /** A next step below the text (a link button). */
  action?: ReactNode;
};

export function ListEmptyState(props: ListEmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" data-testid={`${props.testId}-empty`}>
      {props.isFiltered ? (
        <>
          <IconFilterOff aria-hidden size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text fw={600} ta="center">
            {props.filteredTitle}
          </Text>
          <Button variant="default" size="xs" onClick={props.onClear} data-testid={`${props.testId}-clear`}>
            {props.clearLabel}
          </Button>
        </>
      ) : (
        <>
          {props.icon}
          <Text fw={600} ta="center">
            {props.title}
          </Text>
          {props.text ? (
            <Text size="sm" c="dimmed" ta="center" maw={560}>
              {props.text}
            </Text>
          ) : null}
          {props.action}
        </>
      )}
    </Stack>
  );
}
