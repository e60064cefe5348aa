// The subunit and processing group of a list row by name: the subunit, the group dimmed below it (both lists of the
// case area: cases and insured persons).
import { Table, Text } from '@mantine/core';
import type { useUnitNames } from './use-unit-names.ts';

export function UnitsCell({
  units,
  subunitId,
  groupId,
}: {
  units: ReturnType<typeof useUnitNames>;
  subunitId: string | null;
  groupId: string | null;
}) {
  return (
    <Table.Td>
      <Text size="sm">{units.subunitName(subunitId) ?? '–'}</Text>
      {groupId && (
        <Text size="xs" c="dimmed">
          {units.groupName(groupId)}
        </Text>
      )}
    </Table.Td>
  );
}
