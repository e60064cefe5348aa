// The admin's configuration editor of one tenant: the coverage editor and the JSON editor work on one draft (the
// JSON text is the draft; the coverage editor writes it back formatted), checked inline with the contract's
// schema; below them "check and save". Then the version history and the danger zone.
import { Alert, Badge, Box, Stack, Tabs, Text, useMatches } from '@mantine/core';
import { IconAlertTriangle, IconBraces, IconHistory, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { adminTenant } from '../../../../../src/contracts/index.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { adminTenantQueryOptions } from '../api/get-admin-tenant.ts';
import {
  checkConfiguration,
  formatConfiguration,
  isSameConfiguration,
  parseDraftText,
} from '../configuration-draft.ts';
import { AddressEditor } from './address-editor.tsx';
import { CoverageEditor } from './coverage-editor.tsx';
import { JsonEditor } from './json-editor.tsx';
import { ResetTenantZone } from './reset-tenant-zone.tsx';
import { SavePanel } from './save-panel.tsx';
import { VersionHistory } from './version-history.tsx';

type AdminTenant = import('zod').infer<typeof adminTenant>;

export const EDITOR_TABS = ['coverages', 'addresses', 'json', 'history'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

export function TenantConfigurationEditor({ tenant }: { tenant: AdminTenant }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<unknown>(tenant.configuration);
  // The version this draft was made from: sent with a save, so a save made by another admin meanwhile is not
  // overwritten unseen (409 REVISION_CONFLICT, then "load the current version").
  const [baseVersion, setBaseVersion] = useState(tenant.configurationVersion?.version ?? 0);
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...adminTenantQueryOptions(tenant.tenantId), staleTime: 0 });
    setSaved(fresh.configuration);
    setText(formatConfiguration(fresh.configuration ?? undefined));
    setBaseVersion(fresh.configurationVersion?.version ?? 0);
  };
  const [text, setText] = useState(() => formatConfiguration(tenant.configuration ?? undefined));
  const [tab, setTab] = useState<EditorTab>('coverages');
  // On a phone the tabs do not fit one line: as pills they wrap into rows that read as choices (outline tabs would
  // stack, the active one a box hanging off the line).
  const tabsVariant = useMatches<'pills' | 'outline'>(
    { base: 'pills', sm: 'outline' },
    { getInitialValueInEffect: false },
  );
  const stickySavePanel = useMatches({ base: false, sm: true }, { getInitialValueInEffect: false });

  const parsed = useMemo(() => parseDraftText(text), [text]);
  const problems = useMemo(() => (parsed.ok ? checkConfiguration(parsed.value) : []), [parsed]);
  const isDirty = parsed.ok
    ? !isSameConfiguration(parsed.value, saved)
    : text !== formatConfiguration(saved ?? undefined);
  const syntaxError = !parsed.ok && parsed.error === 'syntax' ? parsed.syntax : null;

  const setDraft = (next: unknown) => setText(formatConfiguration(next));

  return (
    <Stack gap="lg">
      {/* The editor and its save panel share a parent, so the panel sticks to the viewport's bottom while the
          (long) editor scrolls: the save action is always in reach. */}
      <Stack gap="lg">
        <Tabs
          value={tab}
          onChange={(value) =>
            setTab((EDITOR_TABS as readonly string[]).includes(value ?? '') ? (value as EditorTab) : 'coverages')
          }
          variant={tabsVariant}
          keepMounted={false}
          data-testid="tenant-editor-tabs"
        >
          <Tabs.List>
            <Tabs.Tab
              value="coverages"
              leftSection={<IconShieldCheck aria-hidden size={16} />}
              data-testid="tab-coverages"
            >
              {t('admin.tabs.coverages')}
            </Tabs.Tab>
            <Tabs.Tab value="addresses" leftSection={<IconMapPin aria-hidden size={16} />} data-testid="tab-addresses">
              {t('admin.tabs.addresses')}
            </Tabs.Tab>
            <Tabs.Tab
              value="json"
              leftSection={<IconBraces aria-hidden size={16} />}
              rightSection={
                syntaxError ? (
                  <Badge size="xs" color="red" variant="filled" circle aria-label={t('admin.json.invalidBadge')}>
                    !
                  </Badge>
                ) : undefined
              }
              data-testid="tab-json"
            >
              {t('admin.tabs.json')}
            </Tabs.Tab>
            <Tabs.Tab value="history" leftSection={<IconHistory aria-hidden size={16} />} data-testid="tab-history">
              {t('admin.tabs.history')}
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="coverages" pt="lg">
            {parsed.ok ? (
              <CoverageEditor draft={parsed.value} onChange={setDraft} problems={problems} />
            ) : (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                title={text.trim() === '' ? t('admin.editor.noDraftTitle') : t('admin.editor.syntaxTitle')}
                data-testid="coverage-editor-blocked"
              >
                <Text size="sm">{text.trim() === '' ? t('admin.editor.noDraft') : t('admin.editor.syntax')}</Text>
              </Alert>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="addresses" pt="lg">
            {parsed.ok ? (
              <AddressEditor draft={parsed.value} onChange={setDraft} problems={problems} />
            ) : (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                title={text.trim() === '' ? t('admin.editor.noDraftTitle') : t('admin.editor.syntaxTitle')}
                data-testid="address-editor-blocked"
              >
                <Text size="sm">{text.trim() === '' ? t('admin.editor.noDraft') : t('admin.editor.syntax')}</Text>
              </Alert>
            )}
          </Tabs.Panel>
          <Tabs.Panel value="json" pt="lg">
            <JsonEditor text={text} onChange={setText} syntaxError={syntaxError} />
          </Tabs.Panel>
          <Tabs.Panel value="history" pt="lg">
            <VersionHistory tenantId={tenant.tenantId} />
          </Tabs.Panel>
        </Tabs>

        {/* Kept mounted on the history tab, so the comment and the last save's outcome survive a look at it. */}
        {/* On a phone the panel would cover half the screen: there it follows the editor instead of sticking. */}
        <Box
          hidden={tab === 'history'}
          pos={stickySavePanel ? 'sticky' : 'static'}
          bottom={0}
          mah={stickySavePanel ? '45dvh' : undefined}
          style={{
            zIndex: 2,
            overflowY: stickySavePanel ? 'auto' : undefined,
            borderRadius: 'var(--mantine-radius-md)',
            boxShadow: stickySavePanel ? 'var(--mantine-shadow-md)' : undefined,
          }}
          data-testid="save-panel-sticky"
        >
          <SavePanel
            tenantId={tenant.tenantId}
            text={text}
            parsed={parsed}
            problems={problems}
            isDirty={isDirty}
            currentVersion={tenant.configurationVersion?.version ?? null}
            baseVersion={baseVersion}
            onDiscard={() => setText(formatConfiguration(saved ?? undefined))}
            onReload={() => void reload()}
            onSaved={(configuration, version) => {
              setSaved(configuration);
              setText(formatConfiguration(configuration ?? undefined));
              setBaseVersion(version);
            }}
          />
        </Box>
      </Stack>

      <ResetTenantZone tenantId={tenant.tenantId} tenantName={tenant.name} />
    </Stack>
  );
}
