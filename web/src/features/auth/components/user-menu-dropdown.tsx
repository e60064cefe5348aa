// The working part of the header's user menu (user-menu.tsx shows its button at start and loads this on demand):
// who and where (name, e-mail, role, company), the company switch of a person who works for several companies,
// language, the role switch of test environments and sign-out.
import { Group, Menu, Modal, Stack, Text } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingCommunity,
  IconLanguage,
  IconLogout,
  IconUserCircle,
  IconUserCog,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { SUPPORTED_LANGUAGES } from '../../../../../src/contracts/constants.ts';
import { USER_ROLES } from '../../../../../src/contracts/roles.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { AdminBadge, RoleBadge } from '../../../components/role-badge.tsx';
import { setCsrfToken } from '../../../lib/api-client.ts';
import { isSupportedLanguage } from '../../../lib/language.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage } from '../../../lib/use-formatters.ts';
import { useLanguageChoice } from '../../../lib/use-language-choice.ts';
import { useChangeOwnRole } from '../api/change-own-role.ts';
import { useLogout } from '../api/logout.ts';
import { useSwitchTenant } from '../api/switch-tenant.ts';
import { can } from '../permissions.ts';
import { useSaveLanguageToProfile } from '../use-profile-language.ts';
import { useSession } from '../use-session.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/** After sign-out the page is loaded afresh: no component state, cache entry or token of the session survives. */
function leaveToLogin(language: string): void {
  window.location.assign(`/login?${new URLSearchParams({ lang: language }).toString()}`);
}

export type UserMenuDropdownProps = {
  /** Open at once (the button was clicked while this loaded). */
  defaultOpened: boolean;
  /** Give the button the focus (the button it replaces had it). */
  focusButton: boolean;
};

export function UserMenuWithDropdown({ defaultOpened, focusButton }: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const language = useCurrentLanguage();
  const chooseLanguage = useLanguageChoice();
  const saveLanguage = useSaveLanguageToProfile();
  const changeRole = useChangeOwnRole();
  const switchTenant = useSwitchTenant();
  const logout = useLogout();
  const navigate = useNavigate();

  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusButton) buttonRef.current?.focus();
  }, [focusButton]);

  const { actor } = session;
  const person = actor.kind === 'user' ? actor.user : actor.admin;
  const user = actor.kind === 'user' ? actor.user : null;
  const failed = changeRole.error ?? switchTenant.error ?? logout.error;
  const failedTitle = logout.error
    ? t('auth.menu.logoutFailed')
    : switchTenant.error
      ? t('auth.menu.switchTenantFailed')
      : t('auth.menu.changeRoleFailed');

  // The session answer has already replaced the cached session and CSRF token and dropped every query of the
  // previous company; the home page then loads the new company's data.
  const chooseTenant = (tenantId: string) => {
    if (tenantId === session.tenant?.id || switchTenant.isPending) return;
    switchTenant.mutate(tenantId, { onSuccess: () => void navigate({ to: '/' }) });
  };

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        setCsrfToken(undefined);
        queryClient.clear();
        leaveToLogin(language);
      },
    });

  return (
    <>
      <Menu position="bottom-end" width={300} shadow="md" withinPortal defaultOpened={defaultOpened}>
        <Menu.Target>
          <UserMenuButton ref={buttonRef} />
        </Menu.Target>

        <Menu.Dropdown>
          <Stack gap={6} px="sm" pt="xs" pb="sm" data-testid="user-menu-identity">
            <div>
              <Text size="sm" fw={600} truncate="end">
                {person.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {person.email}
              </Text>
            </div>
            <Group gap="xs">{user ? <RoleBadge role={user.userRole} size="sm" /> : <AdminBadge size="sm" />}</Group>
            {session.tenant && (
              <Group gap={6} wrap="nowrap">
                <IconBuilding aria-hidden size={14} stroke={1.75} color="var(--mantine-color-dimmed)" />
                <Text size="xs" c="dimmed" truncate="end">
                  {session.tenant.name}
                </Text>
              </Group>
            )}
          </Stack>
          <Menu.Divider />

          {user && session.memberships.length > 1 && (
            <Menu.Sub position="left-start">
              <Menu.Sub.Target>
                <Menu.Sub.Item
                  leftSection={<IconBuildingCommunity aria-hidden size={16} />}
                  data-testid="tenant-switch"
                >
                  {t('auth.menu.switchTenant')}
                </Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                <Menu.Label>{t('auth.menu.switchTenantHint')}</Menu.Label>
                <Menu.RadioGroup value={session.tenant?.id ?? null} onChange={chooseTenant}>
                  {session.memberships.map((membership) => {
                    const current = membership.tenantId === session.tenant?.id;
                    const role = t(`roles.${membership.userRole}`);
                    return (
                      <Menu.RadioItem
                        key={membership.tenantId}
                        value={membership.tenantId}
                        closeMenuOnClick
                        disabled={switchTenant.isPending}
                        aria-label={t('auth.menu.switchTenantItem', { company: membership.tenantName, role })}
                        data-testid={`tenant-switch-${membership.tenantId}`}
                      >
                        <Text
                          component="span"
                          display="block"
                          size="sm"
                          fw={current ? 600 : 400}
                          truncate="end"
                          maw={220}
                        >
                          {membership.tenantName}
                        </Text>
                        <Text component="span" display="block" size="xs" c="dimmed" truncate="end" maw={220}>
                          {current ? `${role} · ${t('auth.menu.switchTenantCurrent')}` : role}
                        </Text>
                      </Menu.RadioItem>
                    );
                  })}
                </Menu.RadioGroup>
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          )}

          <Menu.Sub position="left-start">
            <Menu.Sub.Target>
              <Menu.Sub.Item leftSection={<IconLanguage aria-hidden size={16} />} data-testid="user-menu-language">
                {t('auth.menu.language', { language: t(`language.names.${language}`) })}
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              <Menu.RadioGroup
                value={language}
                onChange={(value) => {
                  if (!isSupportedLanguage(value) || value === language) return;
                  chooseLanguage(value);
                  saveLanguage(value);
                }}
              >
                {SUPPORTED_LANGUAGES.map((code) => (
                  <Menu.RadioItem key={code} value={code} lang={code} data-testid={`user-menu-language-${code}`}>
                    {t(`language.names.${code}`)}
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </Menu.Sub.Dropdown>
          </Menu.Sub>

          {user && session.canChangeOwnRole && (
            <Menu.Sub position="left-start">
              <Menu.Sub.Target>
                <Menu.Sub.Item leftSection={<IconUserCog aria-hidden size={16} />} data-testid="role-switch">
                  {t('auth.menu.changeRole')}
                </Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown>
                <Menu.Label>{t('auth.menu.changeRoleHint')}</Menu.Label>
                <Menu.RadioGroup
                  value={user.userRole}
                  onChange={(value) => {
                    const role = USER_ROLES.find((candidate) => candidate === value);
                    if (role && role !== user.userRole) changeRole.mutate(role);
                  }}
                >
                  {USER_ROLES.map((role) => (
                    <Menu.RadioItem
                      key={role}
                      value={role}
                      closeMenuOnClick
                      disabled={changeRole.isPending}
                      data-testid={`role-switch-${role}`}
                    >
                      {t(`roles.${role}`)}
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioGroup>
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          )}

          {can(session, 'userProfile.view') && (
            <Menu.Item
              component={Link}
              to="/settings/personal"
              leftSection={<IconUserCircle aria-hidden size={16} />}
              data-testid="user-menu-profile"
            >
              {t('nav.areas.settingsPersonal')}
            </Menu.Item>
          )}

          <Menu.Divider />
          <Menu.Item
            color="red.9"
            leftSection={<IconLogout aria-hidden size={16} />}
            onClick={signOut}
            disabled={logout.isPending}
            data-testid="logout"
          >
            {t('auth.menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <Modal
        opened={failed !== null}
        onClose={() => {
          changeRole.reset();
          switchTenant.reset();
          logout.reset();
        }}
        title={failedTitle}
        centered
      >
        <ErrorAlert error={failed} />
      </Modal>
    </>
  );
}
