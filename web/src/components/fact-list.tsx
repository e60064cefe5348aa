// Label/value list for facts on cards: side by side where there is room, stacked on phones.
import { DataList, type DataListProps, useMatches } from '@mantine/core';

export function FactList({ children, ...props }: Omit<DataListProps, 'orientation'>) {
  const orientation = useMatches<'vertical' | 'horizontal'>(
    { base: 'vertical', xs: 'horizontal' },
    // Client-only app: read the media query during the first render to avoid a layout jump.
    { getInitialValueInEffect: false },
  );
  return (
    <DataList orientation={orientation} labelWidth={170} gap="xs" {...props}>
      {children}
    </DataList>
  );
}

FactList.Item = DataList.Item;
FactList.Label = DataList.ItemLabel;
FactList.Value = DataList.ItemValue;
