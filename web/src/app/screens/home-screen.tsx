// Start page of the product shell: what the platform does, system status and the current accounting month.
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconApi,
  IconCalendarOff,
  IconChartBar,
  IconCoins,
  IconHeartHandshake,
  IconUserShield,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TintedAlert } from '../../components/tinted.tsx';
import { useSession } from '../../features/auth/index.ts';
import { CurrentAccountingMonthCard } from '../../features/calendar/index.ts';
import { SystemStatusCard } from '../../features/system/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Where the server publishes its OpenAPI UI (ARCHITECTURE.md section 2). */
const API_DOCS_PATH = '/api/docs';

const FEATURES: readonly { key: 'absences' | 'cases' | 'accounting' | 'analytics'; icon: Icon }[] = [
  { key: 'absences', icon: IconCalendarOff },
  { key: 'cases', icon: IconHeartHandshake },
  { key: 'accounting', icon: IconCoins },
  { key: 'analytics', icon: IconChartBar },
];

export function HomeScreen() {
  const { t } = useTranslation();
  const featuresHeadingId = useId();
  const apiHeadingId = useId();
  const { actor } = useSession();
  usePageTitle(t('home.pageTitle'));

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap="xs">
        <Title order={1} data-testid="home-title">
          {t('home.title', { appName: t('app.name') })}
        </Title>
        <Text size="lg" maw={820}>
          {t('home.intro')}
        </Text>
      </Stack>

      {actor.kind === 'admin' && (
        <TintedAlert
          color="red"
          icon={<IconUserShield aria-hidden stroke={1.75} />}
          title={t('home.admin.title', { name: actor.admin.name })}
          maw={820}
          data-testid="home-admin-note"
        >
          {t('home.admin.description')}
        </TintedAlert>
      )}

      <section aria-labelledby={featuresHeadingId}>
        <Title order={2} size="h4" id={featuresHeadingId} mb="sm">
          {t('home.featuresHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
          {FEATURES.map(({ key, icon: FeatureIcon }) => (
            <Card key={key} padding="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
                  <FeatureIcon size={22} stroke={1.75} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={3} size="h5">
                    {t(`home.features.${key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`home.features.${key}.description`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SystemStatusCard />
        <CurrentAccountingMonthCard />
      </SimpleGrid>

      <Card component="section" aria-labelledby={apiHeadingId} padding="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={38} radius="md" variant="light" color="gray" aria-hidden>
            <IconApi size={22} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} size="h5" id={apiHeadingId}>
              {t('home.apiReference.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('home.apiReference.description')}
            </Text>
            <Anchor href={API_DOCS_PATH} size="sm" fw={600} data-testid="api-docs-link">
              {t('home.apiReference.link')}
            </Anchor>
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
