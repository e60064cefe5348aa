// A person in the KAV lists: the name, a link to the employee page when the user may open it, and the personnel number.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { personName } from '../kav-types.ts';

type Person = { employeeId: string; firstName: string; lastName: string; personnelNumber: string };

export function PersonCell({
  person,
  date,
  canOpenEmployee,
  testId,
}: {
  person: Person;
  date?: string;
  canOpenEmployee: boolean;
  testId: string;
}) {
  return (
    <Stack gap={0}>
      {canOpenEmployee ? (
        <Anchor
          size="sm"
          fw={600}
          renderRoot={(props) => (
            <Link
              {...props}
              to="/employees/$employeeId"
              params={{ employeeId: person.employeeId }}
              search={date ? { dateOfReference: date } : {}}
            />
          )}
          data-testid={testId}
        >
          {personName(person)}
        </Anchor>
      ) : (
        <Text size="sm" fw={600} data-testid={testId}>
          {personName(person)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {person.personnelNumber}
      </Text>
    </Stack>
  );
}
