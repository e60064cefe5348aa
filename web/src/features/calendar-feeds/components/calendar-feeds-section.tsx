// Personal settings → calendar subscription: what it is, the user's subscriptions (content in words, last
// fetched, revoke with confirmation), and "new subscription": name, optional subunit, types, and "show the absence
// type" only for roles that may see health data. The address is shown once, with a copy button and how to add it
// to Outlook, Apple and Google calendars. Phones get cards instead of the table.
import {
  ActionIcon,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  List,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconBan, IconCalendarPlus, IconCheck, IconCopy, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { splitFormError } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { subunitsQueryOptions } from '../../tenant/index.ts';
import { useCalendarFeeds, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feeds.ts';
import { FEED_ABSENCE_TYPES, type FeedAbsenceType, feedContentText } from '../feed-display.ts';

type Feed = NonNullable<ReturnType<typeof useCalendarFeeds>['data']>['items'][number];
type Subunit = { id: string; name: string };

export type CalendarFeedsSectionProps = {
  /** employee.health.view: may the events name the absence type. */
  canShowTypes: boolean;
  /** tenant.view: the subunits can be listed by name. */
  canListSubunits: boolean;
};

function useSubunitNames(enabled: boolean): Subunit[] {
  const query = useQuery({ ...subunitsQueryOptions(), enabled });
  return useMemo(
    () =>
      (query.data?.items ?? [])
        .map((unit) => ({ id: unit.companySubunitId, name: unit.name ?? unit.companySubunitId }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de-CH')),
    [query.data],
  );
}

export function CalendarFeedsSection({ canShowTypes, canListSubunits }: CalendarFeedsSectionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isPhone = useIsPhone();
  const query = useCalendarFeeds();
  const revoke = useRevokeCalendarFeed();
  const subunits = useSubunitNames(canListSubunits);
  const [opened, setOpened] = useState(false);
  const [isCreated, setIsCreated] = useState(false);
  const [revokeTarget, setRevokeTarget] = useState<Feed | null>(null);
  const feeds = query.data?.items ?? [];
  const subunitName = (id: string) => subunits.find((unit) => unit.id === id)?.name ?? null;
  const closeRevoke = () => {
    setRevokeTarget(null);
    revoke.reset();
  };

  const status = (feed: Feed) => (
    <TintedBadge color={feed.revokedAt ? 'gray' : 'teal'} size="sm">
      {feed.revokedAt ? t('calendarFeeds.list.revoked') : t('calendarFeeds.list.active')}
    </TintedBadge>
  );
  const lastFetched = (feed: Feed) =>
    feed.lastFetchedAt ? format.dateTime(feed.lastFetchedAt) : t('calendarFeeds.list.neverFetched');
  const revokeButton = (feed: Feed) =>
    feed.revokedAt ? null : (
      <Tooltip label={t('calendarFeeds.revoke.buttonLabel', { name: feed.name })} withArrow>
        <ActionIcon
          variant="subtle"
          color="red.9"
          onClick={() => setRevokeTarget(feed)}
          aria-label={t('calendarFeeds.revoke.buttonLabel', { name: feed.name })}
          data-testid="calendar-feed-revoke"
        >
          <IconBan aria-hidden size={18} />
        </ActionIcon>
      </Tooltip>
    );

  return (
    <Card padding="lg" component="section" aria-labelledby="calendar-feeds-title" data-testid="calendar-feeds">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={2} size="h3" id="calendar-feeds-title">
              {t('calendarFeeds.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('calendarFeeds.description')}
            </Text>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconLock aria-hidden size={16} style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="dimmed">
                {t('calendarFeeds.privacy')}
              </Text>
            </Group>
          </Stack>
          <Button
            leftSection={<IconCalendarPlus aria-hidden size={16} />}
            onClick={() => {
              setIsCreated(false);
              setOpened(true);
            }}
            data-testid="calendar-feed-create-button"
          >
            {t('calendarFeeds.create.button')}
          </Button>
        </Group>

        {query.isError && (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        )}
        {query.isPending && <Skeleton height={80} radius="md" />}

        {query.isSuccess && feeds.length === 0 && (
          <Paper withBorder radius="md" p="md" ta="center" data-testid="calendar-feeds-empty">
            <Text fw={600}>{t('calendarFeeds.empty.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('calendarFeeds.empty.hint')}
            </Text>
          </Paper>
        )}

        {feeds.length > 0 && isPhone && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {feeds.map((feed) => (
              <Paper
                key={feed.feedId}
                component="li"
                withBorder
                radius="md"
                px="sm"
                py="xs"
                data-testid={`calendar-feed-${feed.feedId}`}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {feed.name}
                      </Text>
                      {status(feed)}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {feedContentText(feed, t, subunitName)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('calendarFeeds.list.lastFetched')}: {lastFetched(feed)}
                    </Text>
                  </Stack>
                  {revokeButton(feed)}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}

        {feeds.length > 0 && !isPhone && (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing="sm" data-testid="calendar-feeds-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('calendarFeeds.list.name')}</Table.Th>
                  <Table.Th>{t('calendarFeeds.list.content')}</Table.Th>
                  <Table.Th>{t('calendarFeeds.list.created')}</Table.Th>
                  <Table.Th>{t('calendarFeeds.list.lastFetched')}</Table.Th>
                  <Table.Th>{t('calendarFeeds.list.status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('calendarFeeds.list.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {feeds.map((feed) => (
                  <Table.Tr key={feed.feedId} data-testid={`calendar-feed-${feed.feedId}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {feed.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{feedContentText(feed, t, subunitName)}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.instantDate(feed.createdAt)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm" c={feed.lastFetchedAt ? undefined : 'dimmed'}>
                        {lastFetched(feed)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{status(feed)}</Table.Td>
                    <Table.Td w={56}>{revokeButton(feed)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={isCreated ? t('calendarFeeds.created.title') : t('calendarFeeds.create.title')}
        size="lg"
        centered
        // The address must not vanish by a stray click or Escape; closing is an explicit choice.
        closeOnClickOutside={!isCreated}
        closeOnEscape={!isCreated}
      >
        {opened && (
          <CreateFeedForm
            canShowTypes={canShowTypes}
            subunits={subunits}
            onDone={() => setOpened(false)}
            onCreated={() => setIsCreated(true)}
          />
        )}
      </Modal>

      <ConfirmModal
        opened={revokeTarget !== null}
        title={t('calendarFeeds.revoke.title')}
        message={t('calendarFeeds.revoke.message', { name: revokeTarget?.name ?? '' })}
        confirmLabel={t('calendarFeeds.revoke.confirm')}
        danger
        loading={revoke.isPending}
        error={revoke.error}
        onClose={closeRevoke}
        onConfirm={() => {
          if (revokeTarget) revoke.mutate(revokeTarget.feedId, { onSuccess: closeRevoke });
        }}
        testId="calendar-feed-revoke-modal"
      />
    </Card>
  );
}

const FIELDS = ['name', 'companySubunitId', 'absenceTypes', 'showAbsenceTypes'] as const;

function CreateFeedForm({
  canShowTypes,
  subunits,
  onDone,
  onCreated,
}: {
  canShowTypes: boolean;
  subunits: Subunit[];
  onDone: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCalendarFeed();
  const [name, setName] = useState('');
  const [subunit, setSubunit] = useState<string | null>(null);
  const [types, setTypes] = useState<FeedAbsenceType[]>([]);
  const [showTypes, setShowTypes] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const { fieldErrors, showGeneralError } = splitFormError(create.error, FIELDS, t);

  if (create.isSuccess) return <CreatedFeed url={create.data.url} onDone={onDone} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('calendarFeeds.create.nameRequired'));
      return;
    }
    create.mutate(
      {
        name: name.trim(),
        companySubunitId: subunit,
        absenceTypes: types.length > 0 ? types : null,
        showAbsenceTypes: canShowTypes && showTypes,
      },
      { onSuccess: onCreated },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && showGeneralError && <ErrorAlert error={create.error} />}
        <TextInput
          label={t('calendarFeeds.create.name')}
          description={t('calendarFeeds.create.nameDescription')}
          placeholder={t('calendarFeeds.create.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError ?? fieldErrors.name}
          maxLength={100}
          required
          data-autofocus
          data-testid="calendar-feed-name"
        />
        {subunits.length > 0 && (
          <Select
            label={t('calendarFeeds.create.subunit')}
            description={t('calendarFeeds.create.subunitDescription')}
            placeholder={t('calendarFeeds.create.subunitAll')}
            data={subunits.map((unit) => ({ value: unit.id, label: unit.name }))}
            value={subunit}
            onChange={setSubunit}
            error={fieldErrors.companySubunitId}
            clearable
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="calendar-feed-subunit"
          />
        )}
        <MultiSelect
          label={t('calendarFeeds.create.types')}
          description={t('calendarFeeds.create.typesDescription')}
          placeholder={types.length === 0 ? t('calendarFeeds.create.typesPlaceholder') : undefined}
          data={FEED_ABSENCE_TYPES.map((value) => ({ value, label: t(`issues.absenceTypes.${value}`) }))}
          value={types}
          onChange={(values) => setTypes(values as FeedAbsenceType[])}
          error={fieldErrors.absenceTypes}
          clearable
          data-testid="calendar-feed-types"
        />
        {canShowTypes && (
          <Switch
            label={t('calendarFeeds.create.showTypes')}
            description={t('calendarFeeds.create.showTypesDescription')}
            checked={showTypes}
            onChange={(event) => setShowTypes(event.currentTarget.checked)}
            error={fieldErrors.showAbsenceTypes}
            data-testid="calendar-feed-show-types"
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconCalendarPlus aria-hidden size={16} />}
            data-testid="calendar-feed-submit"
          >
            {t('calendarFeeds.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedFeed({ url, onDone }: { url: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="calendar-feed-created">
      <TintedAlert
        color="orange"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('calendarFeeds.created.warningTitle')}
      >
        {t('calendarFeeds.created.warning')}
      </TintedAlert>
      <Stack gap={6}>
        <Text size="sm" fw={600} id="calendar-feed-address-label">
          {t('calendarFeeds.created.addressLabel')}
        </Text>
        <Code
          block
          aria-labelledby="calendar-feed-address-label"
          data-testid="calendar-feed-url"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', fontSize: 'var(--mantine-font-size-sm)' }}
        >
          {url}
        </Code>
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('calendarFeeds.created.howToTitle')}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('calendarFeeds.created.outlook')}</List.Item>
          <List.Item>{t('calendarFeeds.created.apple')}</List.Item>
          <List.Item>{t('calendarFeeds.created.google')}</List.Item>
        </List>
      </Stack>
      <Group justify="space-between" gap="sm">
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              color={copied ? 'teal.9' : undefined}
              leftSection={copied ? <IconCheck aria-hidden size={16} /> : <IconCopy aria-hidden size={16} />}
              onClick={copy}
              data-testid="calendar-feed-copy"
            >
              {copied ? t('calendarFeeds.created.copied') : t('calendarFeeds.created.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone} data-testid="calendar-feed-done">
          {t('calendarFeeds.created.done')}
        </Button>
      </Group>
    </Stack>
  );
}
