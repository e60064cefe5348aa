// Layout pieces of the employee form (employee-form.tsx): a section as a fieldset card with an icon and a legend, the
// three-column grid that adapts to the card's width, a list's error line, a removable list row and a list's add button.
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { type Icon, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

export function FormSection({
  title,
  icon: SectionIcon,
  children,
}: {
  title: string;
  icon: Icon;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="fieldset" aria-labelledby={titleId} m={0} style={{ minInlineSize: 0 }}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
            <SectionIcon size={18} stroke={1.75} />
          </ThemeIcon>
          <Text id={titleId} component="legend" fw={650} size="lg" p={0}>
            {title}
          </Text>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export function Grid3({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '32rem': 2, '52rem': 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {message}
    </Text>
  );
}

export function ListRow({
  children,
  removeLabel,
  onRemove,
}: {
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Group
      align="flex-start"
      gap="sm"
      wrap="nowrap"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Tooltip label={removeLabel} withArrow>
        <ActionIcon variant="subtle" color="red.8" aria-label={removeLabel} onClick={onRemove} mt={26}>
          <IconTrash aria-hidden size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function AddButton({ label, onClick, testId }: { label: string; onClick: () => void; testId: string }) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconPlus aria-hidden size={14} />}
      onClick={onClick}
      w="fit-content"
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
