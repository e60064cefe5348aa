// Small building blocks of the configuration views: a titled section card, a label/value fact, a translated enum
// value, a formatted JSON block and a number with its unit (days, %, months, CHF).
import { Card, Code, Group, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { FactList } from '../../../components/fact-list.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { isTenantEnumValue, type TenantEnumGroup, tenantEnumKey } from '../tenant-enums.ts';

export function SectionCard({
  title,
  description,
  icon: SectionIcon,
  testId,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  icon: Icon;
  testId?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
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
          {actions}
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

/** A dash for "not set", announced as such. */
export function NotSet() {
  const { t } = useTranslation();
  return (
    <Text component="span" size="sm" c="dimmed" aria-label={t('tenant.common.notSet')}>
      –
    </Text>
  );
}

/** The translated value; a value outside the contract (hand-edited JSON) shown as it is. */
export function useEnumLabel() {
  const { t } = useTranslation();
  return (group: TenantEnumGroup, value: unknown): string =>
    isTenantEnumValue(group, value) ? t(tenantEnumKey(group, value)) : String(value ?? '–');
}

export function JsonBlock({ value, maxHeight = 420, testId }: { value: unknown; maxHeight?: number; testId?: string }) {
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
      <Code block fz="xs" data-testid={testId}>
        {JSON.stringify(value, null, 2)}
      </Code>
    </ScrollArea.Autosize>
  );
}

export type Unit = 'days' | 'percent' | 'months' | 'chf';

/** Number plus unit in the UI language: "30 Tage", "80%", "12 Monate", "CHF 250'000.00". */
export function useUnitFormatter() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (value: unknown, unit: Unit): string => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return '–';
    switch (unit) {
      case 'days':
        return t(value === 1 ? 'tenant.units.day' : 'tenant.units.days', { value: format.number(value) });
      case 'months':
        return t(value === 1 ? 'tenant.units.month' : 'tenant.units.months', { value: format.number(value) });
      case 'percent':
        return format.percent(value);
      case 'chf':
        return format.chf(Math.round(value * 100));
    }
  };
}

export const tabular = { fontVariantNumeric: 'tabular-nums' } as const;
