// The header's user-menu button: avatar, name and role. Shown alone at start (user-menu.tsx) and as the target of
// the menu once that has loaded (user-menu-dropdown.tsx), so it looks the same before and after.
import { Avatar, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { useSession } from '../use-session.tsx';

export function UserMenuButton(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { actor } = useSession();
  const person = actor.kind === 'user' ? actor.user : actor.admin;
  const user = actor.kind === 'user' ? actor.user : null;
  return (
    // Named by its visible text (name and role) and a hidden hint, so the accessible name contains what is seen
    // (WCAG 2.5.3); on narrow screens only the avatar shows and the name is read from hidden text.
    <UnstyledButton data-testid="user-menu" style={{ borderRadius: 'var(--mantine-radius-md)' }} p={4} {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar name={person.name} color="initials" radius="xl" size={34} aria-hidden />
        <Box visibleFrom="md" maw={180}>
          <Text size="sm" fw={600} truncate="end" lh={1.2}>
            {person.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" lh={1.3}>
            {user ? t(`roles.${user.userRole}`) : t('auth.admin.badge')}
          </Text>
        </Box>
        <VisuallyHidden hiddenFrom="md">{person.name}</VisuallyHidden>
        <VisuallyHidden>{t('auth.menu.label')}</VisuallyHidden>
        <IconChevronDown aria-hidden size={14} stroke={2} />
      </Group>
    </UnstyledButton>
  );
}
