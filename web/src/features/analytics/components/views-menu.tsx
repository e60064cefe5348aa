// The user's saved views (spec section 3, issue 32): a menu that opens a view (its filters go to the URL), saves the
// current filters under a name (the same name replaces that view), and manages the views — rename, make default (the
// view opened when the area is opened without filters), delete. Every change sends the whole list with the revision
// it was read at; on 409 the list is read again and the dialog says so (nothing is overwritten blindly). Users who may
// only view analytics (no analytics.edit) can open views but not change them.
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconBookmark, IconCheck, IconPencil, IconStar, IconStarFilled, IconTrash, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import type { AnalyticsView } from '../../../../../src/contracts/analytics.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import type { AnalyticsSearch } from '../analytics-search.ts';
import {
  isNameTaken,
  normalizeViewName,
  searchFromView,
  viewFromSearch,
  withDefaultView,
  withoutView,
  withRenamedView,
  withSavedView,
} from '../analytics-views.ts';
import { useAnalyticsViews } from '../api/get-analytics-views.ts';
import { isStaleRevision, useSaveAnalyticsViews } from '../api/save-analytics-views.ts';

export function ViewsMenu({
  search,
  today,
  canEdit,
  onOpenView,
}: {
  search: AnalyticsSearch;
  today: string;
  canEdit: boolean;
  onOpenView: (next: AnalyticsSearch) => void;
}) {
  const { t } = useTranslation();
  const views = useAnalyticsViews();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const list = views.data?.views ?? [];
  const current = list.find((view) => view.viewId === search.view);

  return (
    <>
      <Menu position="bottom-end" width={280} withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconBookmark aria-hidden size={16} />} data-testid="analytics-views">
            {current ? t('analytics.views.buttonWithName', { name: current.name }) : t('analytics.views.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="analytics-views-menu">
          <Menu.Label>{t('analytics.views.title')}</Menu.Label>
          {views.isPending && <Menu.Item disabled>{t('analytics.views.loading')}</Menu.Item>}
          {views.isError && (
            <Menu.Item color="red" onClick={() => void views.refetch()}>
              {t('analytics.views.loadError')}
            </Menu.Item>
          )}
          {views.isSuccess && list.length === 0 && <Menu.Item disabled>{t('analytics.views.empty')}</Menu.Item>}
          {list.map((view) => (
            <Menu.Item
              key={view.viewId}
              onClick={() => onOpenView(searchFromView(view, today))}
              leftSection={
                view.viewId === search.view ? <IconCheck aria-hidden size={16} /> : <span style={{ width: 16 }} />
              }
              rightSection={
                view.isDefault ? (
                  <Text size="xs" c="dimmed">
                    {t('analytics.views.default')}
                  </Text>
                ) : undefined
              }
              aria-current={view.viewId === search.view ? 'true' : undefined}
              data-testid="analytics-view-open"
            >
              {view.name}
            </Menu.Item>
          ))}
          {canEdit && (
            <>
              <Menu.Divider />
              <Menu.Item onClick={() => setDialog('save')} data-testid="analytics-view-save">
                {t('analytics.views.save')}
              </Menu.Item>
              <Menu.Item
                onClick={() => setDialog('manage')}
                disabled={list.length === 0}
                data-testid="analytics-view-manage"
              >
                {t('analytics.views.manage')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {dialog === 'save' && views.data && (
        <SaveViewModal
          views={views.data.views}
          revision={views.data.revision}
          search={search}
          today={today}
          onSaved={(view) => {
            setDialog(null);
            onOpenView({ ...search, view: view.viewId });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'manage' && views.data && (
        <ManageViewsModal views={views.data.views} revision={views.data.revision} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/** A 409 in words (the list was read again), any other failure as the shared error alert. */
function SaveError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error == null) return null;
  if (isStaleRevision(error)) {
    return (
      <Alert color="orange" variant="light" data-testid="analytics-views-conflict">
        {t('analytics.views.conflict')}
      </Alert>
    );
  }
  return <ErrorAlert error={error} />;
}

function SaveViewModal({
  views,
  revision,
  search,
  today,
  onSaved,
  onClose,
}: {
  views: AnalyticsView[];
  revision: number;
  search: AnalyticsSearch;
  today: string;
  onSaved: (view: AnalyticsView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAnalyticsViews();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const normalized = normalizeViewName(name);
  const replaces = isNameTaken(views, normalized);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalized) return;
    const view = viewFromSearch(search, today, { viewId: crypto.randomUUID(), name: normalized });
    let next = withSavedView(views, view);
    const saved = next.find((candidate) => candidate.name.toLocaleLowerCase() === normalized.toLocaleLowerCase());
    if (isDefault && saved) next = withDefaultView(next, saved.viewId);
    save.mutate({ revision, views: next }, { onSuccess: () => saved && onSaved(saved) });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('analytics.views.saveTitle')}
      centered
      data-testid="analytics-view-save-modal"
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={t('analytics.views.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={100}
            required
            data-autofocus
            description={replaces ? t('analytics.views.replaces') : undefined}
            data-testid="analytics-view-name"
          />
          <Checkbox
            label={t('analytics.views.makeDefault')}
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
          />
          <SaveError error={save.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('analytics.views.cancel')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={!normalized}
              data-testid="analytics-view-save-submit"
            >
              {t('analytics.views.saveSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ManageViewsModal({
  views,
  revision,
  onClose,
}: {
  views: AnalyticsView[];
  revision: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAnalyticsViews();
  const [editing, setEditing] = useState<{ viewId: string; name: string } | null>(null);
  // A view is deleted after a second click in its row (a saved view may hold a filter set someone relies on).
  const [deleting, setDeleting] = useState<string | null>(null);
  const apply = (next: AnalyticsView[], then?: () => void) =>
    save.mutate({ revision, views: next }, { onSuccess: then });
  const renameTaken = editing ? isNameTaken(views, editing.name, editing.viewId) : false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('analytics.views.manageTitle')}
      centered
      size="lg"
      data-testid="analytics-views-modal"
    >
      <Stack gap="sm">
        <SaveError error={save.error} />
        {views.length === 0 && <Text size="sm">{t('analytics.views.empty')}</Text>}
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {views.map((view) => (
            <Group
              component="li"
              key={view.viewId}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="analytics-view-row"
            >
              {deleting === view.viewId ? (
                <>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="analytics-view-delete-question">
                    {t('analytics.views.deleteQuestion', { name: view.name })}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="default" onClick={() => setDeleting(null)} disabled={save.isPending}>
                      {t('analytics.views.cancel')}
                    </Button>
                    <Button
                      size="xs"
                      color="red.8"
                      loading={save.isPending}
                      onClick={() => apply(withoutView(views, view.viewId), () => setDeleting(null))}
                      data-testid="analytics-view-delete-confirm"
                    >
                      {t('analytics.views.delete')}
                    </Button>
                  </Group>
                </>
              ) : editing?.viewId === view.viewId ? (
                <form
                  style={{ flex: 1 }}
                  onSubmit={(event) => {
                    event.preventDefault();
                    const name = normalizeViewName(editing.name);
                    if (!name || renameTaken) return;
                    apply(withRenamedView(views, view.viewId, name), () => setEditing(null));
                  }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label={t('analytics.views.name')}
                      value={editing.name}
                      onChange={(event) => setEditing({ viewId: view.viewId, name: event.currentTarget.value })}
                      maxLength={100}
                      error={renameTaken ? t('analytics.views.nameTaken') : undefined}
                      style={{ flex: 1 }}
                      data-autofocus
                      data-testid="analytics-view-rename-input"
                    />
                    <ActionIcon
                      type="submit"
                      variant="light"
                      aria-label={t('analytics.views.renameSubmit')}
                      loading={save.isPending}
                    >
                      <IconCheck aria-hidden size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('analytics.views.cancel')}
                      onClick={() => setEditing(null)}
                    >
                      <IconX aria-hidden size={16} />
                    </ActionIcon>
                  </Group>
                </form>
              ) : (
                <>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {view.name}
                    {view.isDefault && (
                      <Text component="span" size="xs" c="dimmed" ml="xs">
                        {t('analytics.views.default')}
                      </Text>
                    )}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip
                      label={view.isDefault ? t('analytics.views.unsetDefault') : t('analytics.views.setDefault')}
                    >
                      <ActionIcon
                        variant="subtle"
                        color={view.isDefault ? 'yellow' : 'gray'}
                        aria-label={
                          view.isDefault
                            ? t('analytics.views.unsetDefaultOf', { name: view.name })
                            : t('analytics.views.setDefaultOf', { name: view.name })
                        }
                        aria-pressed={view.isDefault}
                        disabled={save.isPending}
                        onClick={() => apply(withDefaultView(views, view.isDefault ? null : view.viewId))}
                        data-testid="analytics-view-default"
                      >
                        {view.isDefault ? <IconStarFilled aria-hidden size={16} /> : <IconStar aria-hidden size={16} />}
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('analytics.views.rename')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('analytics.views.renameOf', { name: view.name })}
                        disabled={save.isPending}
                        onClick={() => setEditing({ viewId: view.viewId, name: view.name })}
                        data-testid="analytics-view-rename"
                      >
                        <IconPencil aria-hidden size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('analytics.views.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('analytics.views.deleteOf', { name: view.name })}
                        disabled={save.isPending}
                        onClick={() => setDeleting(view.viewId)}
                        data-testid="analytics-view-delete"
                      >
                        <IconTrash aria-hidden size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </>
              )}
            </Group>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('analytics.views.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
