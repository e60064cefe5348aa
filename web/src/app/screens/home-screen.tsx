// The signed-in user's start page: the product areas the user can open (only built ones, each a link), a note
// that nothing needs attention with where to go next, the current accounting month, and, for internal admins
// only, the system status (database response time, migrations).
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconApi,
  IconArrowRight,
  IconCalendarOff,
  IconChartBar,
  IconCircleCheck,
  IconCoins,
  IconHeartHandshake,
  IconUserShield,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Area } from '../../../../src/contracts/index.ts';
import { TintedAlert } from '../../components/tinted.tsx';
import { useSession } from '../../features/auth/index.ts';
import { CurrentAccountingMonthCard } from '../../features/calendar/index.ts';
import { SystemStatusCard } from '../../features/system/screens/home.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { type FeatureKey, homeFeatures, homeNextSteps } from './home-content.ts';

/** Where the server publishes its OpenAPI UI (ARCHITECTURE.md section 2). */
const API_DOCS_PATH = '/api/docs';

const FEATURE_ICONS: Record<FeatureKey, Icon> = {
  absences: IconCalendarOff,
  cases: IconHeartHandshake,
  accounting: IconCoins,
  analytics: IconChartBar,
};

/** A product card linking to its area. */
function FeatureCard({ featureKey, area, icon: FeatureIcon }: { featureKey: FeatureKey; area: Area; icon: Icon }) {
  const { t } = useTranslation();
  return (
    <Card component={Link} to={area.path} padding="md" data-testid={`home-feature-${featureKey}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
          <FeatureIcon size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t(`home.features.${featureKey}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`home.features.${featureKey}.description`)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** Nothing needs attention: says so and lists where the user can go next (the areas of the navigation). */
function NothingToDoCard() {
  const { t } = useTranslation();
  const session = useSession();
  const headingId = useId();
  const nextSteps = homeNextSteps(session);
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" data-testid="home-empty-state">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap="xs" miw={0}>
          <Title order={2} size="h4" id={headingId}>
            {t('home.empty.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {nextSteps.length > 0 ? t('home.empty.description') : t('home.empty.descriptionNoAreas')}
          </Text>
          {nextSteps.length > 0 && (
            <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {nextSteps.map((step) => (
                <li key={step.id}>
                  <Button
                    component={Link}
                    to={step.path}
                    variant="default"
                    size="sm"
                    rightSection={<IconArrowRight aria-hidden size={14} stroke={2} />}
                    data-testid={`home-next-${step.id}`}
                  >
                    {t(step.labelKey)}
                  </Button>
                </li>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Where the API reference is (OpenAPI UI). */
function ApiReferenceCard() {
  const { t } = useTranslation();
  const apiHeadingId = useId();
  return (
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
  );
}

export function HomeScreen() {
  const { t } = useTranslation();
  const featuresHeadingId = useId();
  const session = useSession();
  const { actor } = session;
  usePageTitle(t('home.pageTitle'));

  const features = homeFeatures(session);
  const isAdmin = actor.kind === 'admin';

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

      {isAdmin && (
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

      <NothingToDoCard />

      {features.length > 0 && (
        <section aria-labelledby={featuresHeadingId}>
          <Title order={2} size="h4" id={featuresHeadingId} mb="sm">
            {t('home.featuresHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
            {features.map(({ key, area }) => (
              <FeatureCard key={key} featureKey={key} area={area} icon={FEATURE_ICONS[key]} />
            ))}
          </SimpleGrid>
        </section>
      )}

      {/* Two cards a row from md on: the accounting month beside the system status (admins) or beside the API
          reference, so no half row stays empty. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CurrentAccountingMonthCard />
        {isAdmin ? <SystemStatusCard /> : <ApiReferenceCard />}
      </SimpleGrid>
      {isAdmin && <ApiReferenceCard />}
    </Stack>
  );
}
