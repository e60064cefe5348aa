// One audit entry in full: who did what to which object, the changed fields in words (a configuration change's
// settings by their labels, organisation units by name), and the stored snapshots as JSON behind a toggle.
import {
  Button,
  Code,
  Collapse,
  Group,
  List,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { auditEntry } from '../../../../../src/contracts/index.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { countryName, languageName } from '../../../lib/display-names.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';
import {
  configurationChangeLabels,
  organizationQueryOptions,
  unitDescription,
  useTenantInfo,
} from '../../tenant/index.ts';
import {
  auditActionKey,
  auditEntityLabel,
  auditEntityTypeKey,
  auditEnumKey,
  auditFieldChanges,
  auditFieldLabelKeys,
  COUNTRY_FIELDS,
  formatAuditValue,
  LANGUAGE_FIELDS,
} from '../audit-display.ts';
import { ActorTypeBadge } from './actor-badge.tsx';

export type AuditEntry = z.infer<typeof auditEntry>;

/** Pretty JSON of a snapshot; null/undefined means there is none (creation or deletion). */
export function snapshotText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

function Snapshot({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <Stack gap={6} miw={0}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <ScrollArea.Autosize mah={420} type="auto">
        <Code block data-testid={testId} fz="xs">
          {text}
        </Code>
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** Fields holding a percentage (0–100). */
const PERCENT_FIELDS = new Set(['employmentPercentage', 'incapacityOfWork']);

/** The labels of an entry: the action and object type in words (the code when unknown), field names. */
export function useAuditLabels() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const tenant = useTenantInfo().data;
  const subunits = new Map((tenant?.companySubunits ?? []).map((unit) => [unit.companySubunitId, unit.name ?? '']));
  const groups = new Map((tenant?.processingGroups ?? []).map((group) => [group.processingGroupId, group.name]));
  const valueFormat = {
    date: format.date,
    dateTime: format.dateTime,
    number: (value: number) => format.number(value),
    yes: t('employees.yes'),
    no: t('employees.no'),
  };
  return {
    action: (action: string) => {
      const key = auditActionKey(action);
      return key ? t(key) : action;
    },
    entityType: (entityType: string) => {
      const key = auditEntityTypeKey(entityType);
      return key ? t(key) : entityType;
    },
    /** The object in words, by name ("API-Token: Lohnsystem", "Fall 3: Julia Merian"), never its id. */
    entity: (entry: AuditEntry) => auditEntityLabel(entry, t, format.month),
    /** A field's label; `parent` is the list or object it sits in (phoneNumbers, bankAccount). */
    field: (field: string, parent?: string) => {
      for (const key of auditFieldLabelKeys(field, parent)) {
        if (i18n.exists(key)) return t(key);
      }
      return field;
    },
    /**
     * A value as text: roles, user states, languages, countries and the employee record's enum codes in words,
     * subunits and processing groups by their configured names (with the code).
     */
    value: (value: unknown, field: string, parent?: string): string => {
      if (typeof value === 'string') {
        const key =
          field === 'userRole'
            ? `roles.${value}`
            : field === 'status'
              ? `users.statuses.${value}`
              : auditEnumKey(field, value, parent);
        if (key && i18n.exists(key)) return t(key);
        if (field === 'language' && /^[a-z]{2}$/.test(value)) return languageName(value, format.language);
        if (LANGUAGE_FIELDS.has(field) && /^[A-Z]{2}$/.test(value)) return languageName(value, format.language);
        if (COUNTRY_FIELDS.has(field) && /^[A-Z]{2}$/.test(value)) return countryName(value, format.language);
        const unitName =
          field === 'companySubunitId' ? subunits.get(value) : field === 'processingGroupId' ? groups.get(value) : null;
        if (unitName && unitName !== value) return `${unitName} (${value})`;
      }
      if (typeof value === 'number' && PERCENT_FIELDS.has(field))
        return format.percent(value, { maximumFractionDigits: 3 });
      return formatAuditValue(value, valueFormat);
    },
  };
}

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/**
 * A value that is a list of names rather than one text: the changed settings of a configuration change (their
 * labels, not the document paths) and the organisation units of an organisation change (their names; a unit that
 * no longer exists keeps its id). Null for any other value.
 */
function useNamedLists(entry: AuditEntry) {
  const { t } = useTranslation();
  const format = useFormatters();
  const isOrganization = entry.entityType === 'organization';
  const canViewOrganization = usePermission('tenant.view');
  const organization = useQuery({
    ...organizationQueryOptions(),
    enabled: isOrganization && canViewOrganization,
    retry: false,
  });
  const units = new Map((organization.data?.units ?? []).map((unit) => [unit.organizationId, unit]));
  return (value: unknown, field: string): string[] | null => {
    const list = strings(value);
    if (!list || list.length === 0) return null;
    if (field === 'changedPaths') return configurationChangeLabels(list, t);
    if (isOrganization && ['added', 'removed', 'changed'].includes(field)) {
      return list.map((id) => {
        const unit = units.get(id);
        const name = unit ? unitDescription(unit, format.language) : id;
        return name === id ? id : `${name} (${id})`;
      });
    }
    return null;
  };
}

function ChangeValue({
  value,
  field,
  entry,
  dimmed,
}: {
  value: unknown;
  field: string;
  entry: AuditEntry;
  dimmed?: boolean;
}) {
  const named = useNamedLists(entry)(value, field);
  if (named) {
    return (
      <List size="sm" spacing={2} c={dimmed ? 'dimmed' : undefined} data-testid={`audit-entry-list-${field}`}>
        {named.map((name) => (
          <List.Item key={name} style={{ wordBreak: 'break-word' }}>
            {name}
          </List.Item>
        ))}
      </List>
    );
  }
  return <AuditValue value={value} field={field} dimmed={dimmed} />;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasValue = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A value in words, also when it is a list of entries or an object (an employee's phone numbers, wage types, bank
 * account): each entry's fields by label and value, one per line, instead of JSON.
 */
function AuditValue({
  value,
  field,
  parent,
  dimmed,
}: {
  value: unknown;
  field: string;
  parent?: string;
  dimmed?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const color = dimmed ? 'dimmed' : undefined;
  if (Array.isArray(value) && value.some(isRecord)) {
    return (
      <List size="sm" spacing={4} c={color}>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the entries of one stored list, in order.
          <List.Item key={index}>
            <AuditValue value={item} field={field} parent={field} dimmed={dimmed} />
          </List.Item>
        ))}
      </List>
    );
  }
  if (isRecord(value)) {
    // Inside a list the entry's fields belong to the list (phoneNumbers); a lone object names them itself.
    const owner = parent ?? field;
    return (
      <Stack gap={0}>
        {Object.entries(value)
          .filter(([, nested]) => hasValue(nested))
          .map(([key, nested]) => (
            <Text key={key} size="sm" c={color} style={{ wordBreak: 'break-word' }}>
              <Text span size="sm" c="dimmed">
                {t('auditLog.detail.fieldLabel', { label: labels.field(key, owner) })}
              </Text>{' '}
              {labels.value(nested, key, owner)}
            </Text>
          ))}
      </Stack>
    );
  }
  return (
    <Text size="sm" c={color} style={{ wordBreak: 'break-word' }}>
      {labels.value(value, field, parent)}
    </Text>
  );
}

/** What changed, field by field: label, value before, value after. */
function FieldChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const labels = useAuditLabels();
  const changes = auditFieldChanges(entry.before, entry.after);
  if (changes.length === 0) return null;
  const hasBefore = entry.before !== null && entry.before !== undefined;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="audit-entry-changes" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auditLog.detail.field')}</Table.Th>
            {hasBefore && <Table.Th>{t('auditLog.detail.before')}</Table.Th>}
            <Table.Th>{hasBefore ? t('auditLog.detail.after') : t('auditLog.detail.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {labels.field(change.field)}
                </Text>
              </Table.Td>
              {hasBefore && (
                <Table.Td>
                  <ChangeValue value={change.before} field={change.field} entry={entry} dimmed />
                </Table.Td>
              )}
              <Table.Td>
                <ChangeValue value={change.after} field={change.field} entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The ids and the stored snapshots as JSON, behind a toggle (for support and auditors). */
function RawSnapshots({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const before = snapshotText(entry.before);
  const after = snapshotText(entry.after);
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="xs"
        color="gray"
        onClick={() => setOpened((value) => !value)}
        aria-expanded={opened}
        leftSection={opened ? <IconChevronDown aria-hidden size={14} /> : <IconChevronRight aria-hidden size={14} />}
        style={{ alignSelf: 'flex-start' }}
        data-testid="audit-entry-raw-toggle"
      >
        {t('auditLog.detail.raw')}
      </Button>
      <Collapse expanded={opened}>
        {/* The ids, for support: the object's (a uuid, an employee id, an administrator's route) and the request's. */}
        <FactList>
          <FactList.Item>
            <FactList.Label>{t('auditLog.detail.entityId')}</FactList.Label>
            <FactList.Value>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="audit-entry-entity-id">
                {entry.entityId ?? '–'}
              </Text>
            </FactList.Value>
          </FactList.Item>
          <FactList.Item>
            <FactList.Label>{t('auditLog.fields.requestId')}</FactList.Label>
            <FactList.Value>
              <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {entry.requestId ?? '–'}
              </Text>
            </FactList.Value>
          </FactList.Item>
        </FactList>
        <SimpleGrid mt="md" cols={{ base: 1, md: before !== null && after !== null ? 2 : 1 }} spacing="md">
          {before !== null && (
            <Snapshot title={t('auditLog.detail.before')} text={before} testId="audit-entry-before" />
          )}
          {after !== null && (
            <Snapshot
              title={before !== null ? t('auditLog.detail.after') : t('auditLog.detail.data')}
              text={after}
              testId="audit-entry-after"
            />
          )}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}

export function AuditEntryModal({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useAuditLabels();
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={t('auditLog.detail.title')}
      size="70rem"
      centered
      data-testid="audit-entry-modal"
    >
      {entry && (
        <Stack gap="lg">
          <FactList>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.time')}</FactList.Label>
              <FactList.Value>{format.dateTimeSeconds(entry.occurredAt)}</FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.actor')}</FactList.Label>
              <FactList.Value>
                <Group gap="xs">
                  <ActorTypeBadge type={entry.actorType} />
                  <Text size="sm">{entry.actorName ?? entry.actorId ?? '–'}</Text>
                </Group>
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.action')}</FactList.Label>
              <FactList.Value>
                <Text size="sm" data-testid="audit-entry-action">
                  {labels.action(entry.action)}
                </Text>
              </FactList.Value>
            </FactList.Item>
            <FactList.Item>
              <FactList.Label>{t('auditLog.fields.entity')}</FactList.Label>
              <FactList.Value>
                <Text size="sm" data-testid="audit-entry-entity">
                  {labels.entity(entry)}
                </Text>
              </FactList.Value>
            </FactList.Item>
          </FactList>
          <FieldChanges entry={entry} />
          <RawSnapshots key={entry.id} entry={entry} />
        </Stack>
      )}
    </Modal>
  );
}
