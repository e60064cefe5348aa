// "Gespeicherte Filter" in a list's filter bar (issue 31 scope 5, decision 0058): a button that opens a small panel
// with the user's saved filters of this list (a click applies one: the list's search as saved, first page), a
// delete button beside each, and a field to save the current filter under a name (the same name replaces it). The
// filters load when the panel opens first. A Popover, not a Menu: the rows hold two buttons and the panel a form.
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconBookmark, IconCheck, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ListSearch } from '../../../components/list-kit/index.ts';
import { describeError } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useSavedFilterSettings } from '../api/get-saved-filters.ts';
import { useSaveFilterSetting } from '../api/save-filter-setting.ts';
import {
  isCurrentSavedValue,
  isEmptySavedValue,
  normalizeFilterName,
  type SavedFilter,
  savedFilterKey,
  savedFilterNameMax,
  savedFiltersOf,
  savedValueOf,
  searchFromSavedValue,
} from '../saved-filters.ts';
import classes from './saved-filters-menu.module.css';

export type SavedFiltersMenuProps<S extends object, F extends string> = {
  /** The list's id in the keys (`list:<listId>:<name>`), e.g. `employees`. */
  listId: string;
  /** The list's URL state (its parsers read a saved value back). */
  definition: ListSearch<S, F>;
  search: S;
  /** Shows the list with this search (a new history entry). */
  onApply: (next: S) => void;
  /** The test ids' start, e.g. `employees-saved-filters`. */
  testId: string;
};

export function SavedFiltersMenu<S extends object, F extends string>({
  listId,
  definition,
  search,
  onApply,
  testId,
}: SavedFiltersMenuProps<S, F>) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const [name, setName] = useState('');
  const settings = useSavedFilterSettings(listId, wasOpened);
  const save = useSaveFilterSetting();
  const titleId = useId();
  // The focus stays in the panel when the button it was on goes (a removed filter's, the save button turned off),
  // so the keyboard keeps working there and Escape closes it.
  const dropdownRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  // Escape closes the panel wherever the focus is (Mantine's closes it only from inside the panel).
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpened(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened]);

  const current = search as S & Record<string, unknown>;
  const value = savedValueOf(definition, current);
  const filters = savedFiltersOf(listId, settings.data?.items ?? [], i18n.language);
  const normalizedName = normalizeFilterName(name);
  const replaces = filters.some((filter) => filter.name === normalizedName);
  const nothingToSave = isEmptySavedValue(value);

  const toggle = () => {
    setWasOpened(true);
    setOpened((open) => !open);
    save.reset();
  };
  const apply = (filter: SavedFilter) => {
    setOpened(false);
    onApply(searchFromSavedValue(definition, current, filter.value));
  };
  const remove = (filter: SavedFilter) => {
    const filterKey = savedFilterKey(listId, filter.name);
    if (filterKey) save.mutate({ filterKey, value: null }, { onSuccess: () => dropdownRef.current?.focus() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filterKey = savedFilterKey(listId, name);
    if (!filterKey || nothingToSave) return;
    save.mutate(
      { filterKey, value },
      {
        onSuccess: () => {
          setName('');
          nameRef.current?.focus();
        },
      },
    );
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-start"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconBookmark aria-hidden size={16} />}
          onClick={toggle}
          data-testid={testId}
        >
          {t('savedFilters.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} className={classes.dropdown} data-testid={`${testId}-panel`}>
        <Stack gap="sm">
          <Text id={titleId} fw={600} size="sm">
            {t('savedFilters.title')}
          </Text>
          {settings.isPending && (
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                {t('savedFilters.loading')}
              </Text>
            </Group>
          )}
          {settings.isError && (
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm" c="red.8" role="alert">
                {t('savedFilters.loadError')}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => void settings.refetch()}>
                {t('savedFilters.retry')}
              </Button>
            </Group>
          )}
          {settings.isSuccess && filters.length === 0 && (
            <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
              {t('savedFilters.empty')}
            </Text>
          )}
          {filters.length > 0 && (
            <ul className={classes.list} data-testid={`${testId}-list`}>
              {filters.map((filter) => {
                const isCurrent = isCurrentSavedValue(definition, current, filter.value);
                return (
                  <li key={filter.name} className={classes.row}>
                    <UnstyledButton
                      className={classes.apply}
                      onClick={() => apply(filter)}
                      aria-current={isCurrent ? 'true' : undefined}
                      data-testid={`${testId}-apply`}
                    >
                      <IconCheck
                        aria-hidden
                        size={16}
                        className={classes.check}
                        style={{ visibility: isCurrent ? 'visible' : 'hidden' }}
                      />
                      <span className={classes.name}>{filter.name}</span>
                    </UnstyledButton>
                    <Tooltip label={t('savedFilters.delete', { name: filter.name })} withinPortal={false}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('savedFilters.delete', { name: filter.name })}
                        onClick={() => remove(filter)}
                        disabled={save.isPending}
                        data-testid={`${testId}-delete`}
                      >
                        <IconTrash aria-hidden size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </li>
                );
              })}
            </ul>
          )}
          <form onSubmit={submit} className={classes.form}>
            <Stack gap={6}>
              <TextInput
                ref={nameRef}
                label={t('savedFilters.nameLabel')}
                placeholder={t('savedFilters.namePlaceholder')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                maxLength={savedFilterNameMax(listId)}
                disabled={nothingToSave}
                description={
                  nothingToSave ? t('savedFilters.nothingToSave') : replaces ? t('savedFilters.replaceHint') : undefined
                }
                data-testid={`${testId}-name`}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="xs"
                  disabled={nothingToSave || normalizedName === ''}
                  loading={save.isPending}
                  data-testid={`${testId}-save`}
                >
                  {replaces ? t('savedFilters.replace') : t('savedFilters.save')}
                </Button>
              </Group>
              {save.isError && (
                <Text size="sm" c="red.8" role="alert">
                  {describeError(save.error, t).message}
                </Text>
              )}
            </Stack>
          </form>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
