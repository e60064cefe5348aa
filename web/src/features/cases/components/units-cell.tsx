// The subunit and processing group of a list row by name: the subunit, the group dimmed below it (the lists of the
// case area, cases and insured persons, and the accounting lists). UnitsText is the cell's content (a list-kit
// column's cell), UnitsCell the table cell around it.
import { Table, Text } from '@mantine/core';
import type { useUnitNames } from './use-unit-names.ts';

type UnitsProps = {
  units: ReturnType<typeof useUnitNames>;
  subunitId: string | null;
  groupId: string | null;
};

export function UnitsText({ units, subunitId, groupId }: UnitsProps) {
  return (
    <>
      <Text size="sm">{units.subunitName(subunitId) ?? '–'}</Text>
      {groupId && (
        <Text size="xs" c="dimmed">
          {units.groupName(groupId)}
        </Text>
      )}
    </>
  );
}

export function UnitsCell(props: UnitsProps) {
  return (
    <Table.Td>
      <UnitsText {...props} />
    </Table.Td>
  );
}
