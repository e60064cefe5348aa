// Without KAV (decision 0069): why the company has none, and how a legacy contract gets it; not an error. The support
// link when the user may open the support area.
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHelp, IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AREAS } from '../../../../../src/contracts/areas.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { isAreaVisible, useOptionalSession } from '../../auth/index.ts';
import type { KavOverview } from '../kav-types.ts';

export function KavAbsent({ overview }: { overview: KavOverview }) {
  const { t } = useTranslation();
  const session = useOptionalSession();
  const supportArea = AREAS.find((area) => area.id === 'support');
  const canAskSupport = supportArea !== undefined && isAreaVisible(supportArea, session);
  const reason = overview.absentReason ?? 'NOT_INSURED';
  return (
    <Card withBorder padding="lg" data-testid="kav-absent" data-reason={reason}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" color="gray" size={40} radius="xl" visibleFrom="xs">
          <IconInfoCircle aria-hidden size={22} />
        </ThemeIcon>
        <Stack gap="sm" align="flex-start" maw={760}>
          <Title order={2} size="h4">
            {t('kav.absent.title')}
          </Title>
          <Text size="sm" data-testid="kav-absent-reason">
            {t(`kav.absent.reasons.${reason}`)}
          </Text>
          <Title order={3} size="h6">
            {t('kav.absent.howTitle')}
          </Title>
          <Stack component="ol" gap={4} pl="md" m={0} data-testid="kav-absent-steps">
            {(['legacy', 'product', 'policies', 'data'] as const).map((step) => (
              <Text component="li" size="sm" key={step}>
                {t(`kav.absent.steps.${step}`)}
              </Text>
            ))}
          </Stack>
          {canAskSupport && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconHelp aria-hidden size={14} />}
              renderRoot={(props) => <Link {...props} to="/support" />}
              data-testid="kav-absent-support"
            >
              {t('kav.absent.support')}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
