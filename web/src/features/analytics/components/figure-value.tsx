// One figure in a cell: the value as a button that opens the people behind it, "not shown" in words when the group
// is too small (decision 0059; never 0), or a dash when there is no target time. The full reason is the cell's
// title and, for screen readers, the text the note under the table carries (aria-describedby).
import { Text, UnstyledButton } from '@mantine/core';
import type { FigureDisplay } from '../analytics-display.ts';
import classes from './analytics.module.css';

export function FigureValue({
  display,
  onOpen,
  label,
  reasonId,
  reason,
  testId,
}: {
  display: FigureDisplay;
  /** Opens the people behind the figure; absent: plain text. */
  onOpen?: () => void;
  /** The button's accessible name ("Absence rate of Sales in March 2026: 5.25%, show the people"). */
  label?: string;
  /** The id of the note that explains withheld figures. */
  reasonId?: string;
  reason?: string;
  testId?: string;
}) {
  if (display.kind === 'none') {
    return (
      <Text component="span" size="sm" c="dimmed" data-testid={testId}>
        –
      </Text>
    );
  }
  if (display.kind === 'withheld') {
    return (
      <Text
        component="span"
        size="sm"
        c="dimmed"
        fs="italic"
        title={reason}
        aria-describedby={reasonId}
        data-testid={testId}
        data-withheld="true"
      >
        {display.text}
      </Text>
    );
  }
  if (!onOpen) {
    return (
      <Text component="span" size="sm" data-testid={testId}>
        {display.text}
      </Text>
    );
  }
  return (
    <UnstyledButton className={classes.figure} onClick={onOpen} aria-label={label} data-testid={testId}>
      {display.text}
    </UnstyledButton>
  );
}
