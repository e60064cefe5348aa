// Label/value list for facts on cards: side by side where there is room, stacked on phones. Side by side, the label
// column has a fixed width and a longer label wraps inside it (French and German labels run long), so every value
// starts at the same place instead of a long label pushing its value out of line.
import { DataList, type DataListProps, useMatches } from '@mantine/core';

const FIXED_LABEL_COLUMN = {
  itemLabel: { flex: '0 0 var(--data-list-label-width)', maxWidth: 'var(--data-list-label-width)' },
  itemValue: { minWidth: 0, overflowWrap: 'anywhere' },
} as const;

export function FactList({ children, ...props }: Omit<DataListProps, 'orientation'>) {
  const orientation = useMatches<'vertical' | 'horizontal'>(
    { base: 'vertical', xs: 'horizontal' },
    // Client-only app: read the media query during the first render to avoid a layout jump.
    { getInitialValueInEffect: false },
  );
  return (
    <DataList
      orientation={orientation}
      labelWidth={170}
      gap="xs"
      styles={orientation === 'horizontal' ? FIXED_LABEL_COLUMN : undefined}
      {...props}
    >
      {children}
    </DataList>
  );
}

FactList.Item = DataList.Item;
FactList.Label = DataList.ItemLabel;
FactList.Value = DataList.ItemValue;
