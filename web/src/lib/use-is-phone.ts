// Below Mantine's `sm` breakpoint (phones): lists show cards instead of tables there. Read at the first render
// (not in an effect), so a phone never paints the table first and then swaps it for the cards.
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function useIsPhone(): boolean {
  const theme = useMantineTheme();
  // The exact complement of Mantine's `visibleFrom="sm"` (min-width: sm).
  return useMediaQuery(`not all and (min-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
}
