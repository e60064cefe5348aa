// A person in the policies' lists (the insured of a policy, the gaps): the name, a link to the employee page as of the
// list's day when the user may open it, and the personnel number.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { personName } from '../policy-words.ts';

type Person = { employeeId: string; firstName: string | null; lastName: string | null; personnelNumber: string | null };

export function PersonCell({
  person,
  date,
  canOpenEmployee,
  testId,
}: {
  person: Person;
  date: string;
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
              search={{ dateOfReference: date }}
            />
          )}
          data-testid={testId}
        >
          {personName(person)}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {personName(person)}
        </Text>
      )}
      {person.personnelNumber && (
        <Text size="xs" c="dimmed">
          {person.personnelNumber}
        </Text>
      )}
    </Stack>
  );
}
