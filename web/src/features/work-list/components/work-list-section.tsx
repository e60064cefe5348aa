// The home page's work list (issue 28 section 1, decision 0039): one card per kind of open work with its count and
// the links that open the list already filtered; what waits for someone else below it; and, when nothing is open,
// an empty state that says where to go next. One request (GET /work-list, or GET /admin/work-list for a platform
// admin). One column on a phone, two from md.
import { Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconArrowRight,
  IconCalendarCheck,
  IconCalendarDue,
  IconCalendarPlus,
  IconChecklist,
  IconCircleCheck,
  IconCoins,
  IconFileAlert,
  IconHourglass,
  IconLock,
  IconScale,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { type TintColor, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useSession } from '../../auth/index.ts';
import { useAdminWorkList, useWorkList } from '../api/work-list-api.ts';
import {
  nextSteps,
  type WaitingNote,
  type WorkItem,
  type WorkItemId,
  type WorkLink,
  waitingNotes,
  workItems,
} from '../work-items.ts';

const ITEM_LOOK: Record<WorkItemId, { icon: Icon; color: TintColor }> = {
  issues: { icon: IconAlertTriangle, color: 'red' },
  monthToSubmit: { icon: IconCalendarCheck, color: 'blue' },
  claims: { icon: IconCalendarPlus, color: 'grape' },
  uploads: { icon: IconFileAlert, color: 'orange' },
  cases: { icon: IconScale, color: 'teal' },
  careTasks: { icon: IconChecklist, color: 'indigo' },
  deadlines: { icon: IconCalendarDue, color: 'cyan' },
  releasesToApprove: { icon: IconCoins, color: 'teal' },
  monthsToLock: { icon: IconLock, color: 'blue' },
  failedEvents: { icon: IconFileAlert, color: 'red' },
  seriousIssues: { icon: IconAlertTriangle, color: 'orange' },
  invalidConfigurations: { icon: IconScale, color: 'grape' },
  supportRequests: { icon: IconHourglass, color: 'cyan' },
};

type Format = ReturnType<typeof useFormatters>;

/** 'CHF' amount string with two decimals ('1234.50') → Rappen. */
const rappenOf = (amount: string) => Math.round(Number(amount) * 100);

/** The texts' values, formatted the Swiss way: months by name, instants as dates and times, counts grouped. */
function formatted(values: Record<string, string | number> | undefined, format: Format) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (typeof value === 'number') out[key] = format.number(value);
    else if ((key === 'month' || key === 'oldestMonth') && value !== '') out[key] = format.month(value);
    else if ((key === 'lastFailedAt' || key === 'waitingSince') && value !== '') out[key] = format.dateTime(value);
    else if (key === 'totalAmount') out[key] = format.chf(rappenOf(value));
    else if (key === 'payoutCount') out[key] = format.number(Number(value));
    else out[key] = value;
  }
  return out;
}

function linkText(link: WorkLink, t: ReturnType<typeof useTranslation>['t'], format: Format) {
  return t(link.labelKey, {
    ...formatted(link.values, format),
    ...(link.count === null ? {} : { count: link.count, n: format.number(link.count) }),
  });
}

function WorkLinkButton({ link }: { link: WorkLink }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Button
      component={Link}
      to={link.to as never}
      params={link.params as never}
      search={link.search as never}
      variant="light"
      size="sm"
      rightSection={<IconArrowRight aria-hidden size={14} stroke={2} />}
      data-testid={`work-link-${link.id}`}
      // Long tenant names wrap on a phone instead of widening the page.
      styles={{
        root: { height: 'auto', minHeight: 34 },
        label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 },
      }}
      py={6}
    >
      {linkText(link, t, format)}
    </Button>
  );
}

function WorkItemCard({ item }: { item: WorkItem }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const look = ITEM_LOOK[item.id];
  const values = formatted(item.values, format);
  const count = item.count ?? undefined;
  return (
    <Card component="article" aria-labelledby={titleId} padding="md" data-testid={`work-item-${item.id}`}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light" color={look.color} aria-hidden>
          <look.icon size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap="xs" miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Title order={3} size="h5" id={titleId}>
              {t(item.titleKey, { ...values, ...(count === undefined ? {} : { count, n: format.number(count) }) })}
            </Title>
            {count !== undefined && (
              <TintedBadge size="lg" color={look.color} data-testid="work-item-count">
                {format.number(count)}
              </TintedBadge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(item.descriptionKey, { ...values, ...(count === undefined ? {} : { count, n: format.number(count) }) })}
          </Text>
          {item.links.length > 0 && (
            <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {item.links.map((link) => (
                <li key={link.id} style={{ maxWidth: '100%' }}>
                  <WorkLinkButton link={link} />
                </li>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function WaitingNotes({ notes }: { notes: WaitingNote[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} padding="md" data-testid="home-waiting">
      <Group gap="xs" mb="xs" wrap="nowrap">
        <IconHourglass aria-hidden size={18} stroke={1.75} />
        <Title order={3} size="h5" id={headingId}>
          {t('home.waiting.title')}
        </Title>
      </Group>
      <List spacing="xs" size="sm">
        {notes.map((note) => (
          <List.Item key={`${note.id}-${note.link?.id ?? JSON.stringify(note.values)}`}>
            {t(note.textKey, {
              ...formatted(note.values, format),
              ...(note.count === undefined ? {} : { count: note.count, n: format.number(note.count) }),
            })}{' '}
            {note.link && (
              <Text
                component={Link}
                to={note.link.to as never}
                params={note.link.params as never}
                search={note.link.search as never}
                size="sm"
                fw={600}
                c="blue.8"
                data-testid={`waiting-link-${note.link.id}`}
              >
                {t(note.link.labelKey)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

function EmptyState() {
  const { t } = useTranslation();
  const session = useSession();
  const headingId = useId();
  const steps = nextSteps(session);
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg" data-testid="home-empty-state">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={38} radius="md" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={22} stroke={1.75} />
        </ThemeIcon>
        <Stack gap="xs" miw={0}>
          <Title order={3} size="h4" id={headingId}>
            {t('home.empty.title')}
          </Title>
          <Text size="sm">{t(steps.length > 0 ? 'home.empty.description' : 'home.empty.descriptionNoAreas')}</Text>
          {steps.map((step) => (
            <Group key={step.id} gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t(step.textKey)}
              </Text>
              <Button
                component={Link}
                to={step.to as never}
                variant="default"
                size="xs"
                rightSection={<IconArrowRight aria-hidden size={14} stroke={2} />}
                data-testid={`home-next-${step.id}`}
              >
                {t(step.linkKey)}
              </Button>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}

function LoadingCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1].map((index) => (
        <Card key={index} padding="md">
          <Stack gap="sm">
            <Skeleton height={22} width="60%" radius="sm" />
            <Skeleton height={14} width="90%" radius="sm" />
            <Skeleton height={30} width="40%" radius="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The signed-in person's open work: a tenant user's (by role and scope) or a platform admin's (across tenants). */
export function WorkListSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const session = useSession();
  const headingId = useId();
  const isAdmin = session.actor.kind === 'admin';
  const userList = useWorkList(!isAdmin);
  const adminList = useAdminWorkList(isAdmin);
  const query = isAdmin ? adminList : userList;

  let items: WorkItem[] = [];
  let notes: WaitingNote[] = [];
  if (isAdmin && adminList.data) {
    items = adminList.data.items;
    notes = adminList.data.notes;
  } else if (!isAdmin && userList.data) {
    items = workItems(userList.data, session);
    notes = waitingNotes(userList.data, session);
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" data-testid="home-work-list">
      <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {t('home.work.heading')}
        </Title>
        {query.data && (
          <Text size="sm" c="dimmed" data-testid="home-as-of">
            {t('home.asOf', { date: format.date(query.data.today) })}
          </Text>
        )}
      </Group>
      {query.isPending && <LoadingCards />}
      {query.isError && (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {query.isSuccess &&
        (items.length === 0 ? (
          <EmptyState />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {items.map((item) => (
              <WorkItemCard key={item.id} item={item} />
            ))}
          </SimpleGrid>
        ))}
      {query.isSuccess && notes.length > 0 && <WaitingNotes notes={notes} />}
    </Stack>
  );
}
