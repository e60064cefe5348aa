// A titled section of the case detail (icon, heading, optional description) and a label/value fact in it. The
// company settings have the same look (features/tenant's SectionCard); a copy here keeps the company settings'
// chunk out of the case screens.
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { FactList } from '../../../components/fact-list.tsx';

export function CaseSection({
  title,
  description,
  icon: SectionIcon,
  testId,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon: Icon;
  testId?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={32} radius="md" aria-hidden>
            <SectionIcon size={18} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text id={titleId} component="h2" fw={650} size="lg" m={0} lh={1.35}>
              {title}
            </Text>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

export function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <FactList.Item>
      <FactList.Label>{label}</FactList.Label>
      <FactList.Value data-testid={testId}>{children}</FactList.Value>
    </FactList.Item>
  );
}
