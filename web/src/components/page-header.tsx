// Title block of a screen: heading, optional description and actions on the right (wrapping on phones).
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Stack gap={4} maw={820}>
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" size="md">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
