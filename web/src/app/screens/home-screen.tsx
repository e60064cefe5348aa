// The signed-in person's start page (issue 28 section 1, decision 0039): the day's work — what is open for the
// role, counted, each with links to the list already filtered — or, when nothing is open, where to go next. For
// platform admins, the releases and months that wait for an admin, then the system status (database, migrations);
// the API reference for admins and for those who manage the company's API tokens. Nothing that is not built.
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconApi, IconUserShield } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { TintedAlert } from '../../components/tinted.tsx';
import { useSession } from '../../features/auth/index.ts';
import { SystemStatusCard } from '../../features/system/screens/home.ts';
import { WorkListSection } from '../../features/work-list/screens/home.ts';
import { useTranslation } from '../../lib/translator.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { homeCards } from './home-content.ts';

/**
 * The absence-rate tile of the HR roles (issue 32): a small loader chunk (tenant users only) that loads the tile after
 * the first paint for the roles with analytics.view (home-rate-tile-loader.tsx).
 */
const HomeRateTile = lazy(() => import('./home-rate-tile-loader.tsx'));

/** Where the server publishes its OpenAPI UI (ARCHITECTURE.md section 2). */
const API_DOCS_PATH = '/api/docs';

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
  const session = useSession();
  const { actor } = session;
  usePageTitle(t('home.pageTitle'));
  const cards = homeCards(session);

  return (
    <Stack gap="xl" maw={1200}>
      <Stack gap="xs">
        <Title order={1} data-testid="home-title">
          {t('home.title')}
        </Title>
        <Text size="md" c="dimmed" maw={820}>
          {t(actor.kind === 'admin' ? 'home.introAdmin' : 'home.intro')}
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

      <WorkListSection />

      {actor.kind === 'user' && (
        // No fallback: nothing shows until the tile is there (React 18+ keeps the boundary without one).
        <Suspense>
          <HomeRateTile />
        </Suspense>
      )}

      {cards.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {cards.includes('systemStatus') && <SystemStatusCard />}
          {cards.includes('apiReference') && <ApiReferenceCard />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
