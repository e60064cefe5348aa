// Demo access outside production: the users one may sign in as without an identity provider, grouped by
// company (platform administrators in their own group). A click signs in.
import { Avatar, Badge, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuilding, IconChevronRight, IconSearch, IconShieldLock } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { loginOptionsResponse } from '../../../../../src/contracts/index.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { AdminBadge, RoleBadge } from '../../../components/role-badge.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useDevLogin } from '../api/dev-login.ts';
import classes from './dev-login-picker.module.css';

export type DevLoginCandidate = z.infer<typeof loginOptionsResponse>['devLoginCandidates'][number];

type CandidateGroup = { key: string; kind: 'tenant' | 'admins'; name: string; candidates: DevLoginCandidate[] };

/** Show a search field only when the list gets long. */
const SEARCH_THRESHOLD = 8;

/** Tenants alphabetically, users by name; admins last. Pure, exported for tests. */
export function groupCandidates(candidates: readonly DevLoginCandidate[], locale = 'de-CH'): CandidateGroup[] {
  const byName = (a: DevLoginCandidate, b: DevLoginCandidate) => a.name.localeCompare(b.name, locale);
  const tenants = new Map<string, DevLoginCandidate[]>();
  const admins: DevLoginCandidate[] = [];
  for (const candidate of candidates) {
    if (candidate.kind === 'admin') {
      admins.push(candidate);
      continue;
    }
    const tenant = candidate.tenantName ?? '';
    tenants.set(tenant, [...(tenants.get(tenant) ?? []), candidate]);
  }
  const groups: CandidateGroup[] = [...tenants.entries()]
    .sort(([a], [b]) => a.localeCompare(b, locale))
    .map(([name, members]) => ({ key: `tenant:${name}`, kind: 'tenant', name, candidates: members.sort(byName) }));
  if (admins.length > 0) groups.push({ key: 'admins', kind: 'admins', name: '', candidates: admins.sort(byName) });
  return groups;
}

function matches(candidate: DevLoginCandidate, needle: string): boolean {
  if (!needle) return true;
  return [candidate.name, candidate.email, candidate.tenantName ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function DevLoginPicker({ candidates }: { candidates: readonly DevLoginCandidate[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const devLogin = useDevLogin();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const groups = useMemo(
    () => groupCandidates(candidates.filter((candidate) => matches(candidate, needle))),
    [candidates, needle],
  );
  const pendingId = devLogin.isPending ? devLogin.variables?.id : undefined;

  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" data-testid="dev-login">
      <Stack gap={2}>
        <Title order={2} size="h5" id={titleId}>
          {t('auth.login.devTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('auth.login.devDescription')}
        </Text>
      </Stack>

      {devLogin.isError && <ErrorAlert error={devLogin.error} />}

      {candidates.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="dev-login-empty">
          {t('auth.login.devEmpty')}
        </Text>
      )}

      {candidates.length > SEARCH_THRESHOLD && (
        <TextInput
          aria-label={t('auth.login.devSearch')}
          placeholder={t('auth.login.devSearch')}
          leftSection={<IconSearch aria-hidden size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}

      {candidates.length > 0 && groups.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('auth.login.devNoMatch')}
        </Text>
      )}

      {groups.map((group) => (
        <div key={group.key}>
          <h3 className={classes.groupHeading}>
            {group.kind === 'admins' ? (
              <IconShieldLock aria-hidden size={14} stroke={2} />
            ) : (
              <IconBuilding aria-hidden size={14} stroke={2} />
            )}
            {group.kind === 'admins' ? t('auth.login.devAdminGroup') : group.name || t('auth.login.devNoTenant')}
          </h3>
          <ul className={classes.list}>
            {group.candidates.map((candidate) => (
              <li key={`${candidate.kind}:${candidate.id}`}>
                <button
                  type="button"
                  className={classes.candidate}
                  data-testid={`dev-login-user-${candidate.email}`}
                  disabled={devLogin.isPending}
                  aria-busy={pendingId === candidate.id}
                  onClick={() => devLogin.mutate({ kind: candidate.kind, id: candidate.id })}
                >
                  <Avatar
                    name={candidate.name}
                    color="initials"
                    size={36}
                    radius="xl"
                    aria-hidden
                    className={classes.avatar}
                  />
                  <span className={classes.candidateText}>
                    <Text component="span" display="block" size="sm" fw={600} truncate="end">
                      {candidate.name}
                    </Text>
                    <Text component="span" display="block" size="xs" c="dimmed" truncate="end">
                      {candidate.email}
                    </Text>
                  </span>
                  {candidate.kind === 'admin' ? (
                    <AdminBadge size="sm" className={classes.badge} />
                  ) : candidate.userRole ? (
                    <RoleBadge role={candidate.userRole} size="sm" className={classes.badge} />
                  ) : (
                    <Badge size="sm" variant="default" className={classes.badge}>
                      {t('auth.login.devNoRole')}
                    </Badge>
                  )}
                  <span className={classes.chevron}>
                    {pendingId === candidate.id ? (
                      <Loader size={16} aria-label={t('auth.login.signingIn')} />
                    ) : (
                      <IconChevronRight aria-hidden size={16} stroke={1.75} color="var(--mantine-color-dimmed)" />
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Stack>
  );
}
