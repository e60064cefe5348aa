// The help panel (decision 0067), opened from the header on every signed-in screen and loaded only then (its code
// and its texts: the `help` and `support` sections are in the rest of the translations): (a) what the current area
// is for, its key terms and the next step, in the user's language; (b) for users who may write to support
// (support.edit) the contact form with the screen's context attached — area, path and the ids of the route; others
// read whom to ask. The platform's operators find the companies' requests in their inbox.
import { Anchor, Divider, Drawer, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/translator.ts';
import { can, isAreaVisible, useSession } from '../../auth/index.ts';
import { areaIdOf, contextOf, helpTopicOf, requestPath } from '../support-context.ts';
import { ContactForm } from './contact-form.tsx';

/** What the help shows of the page: its path, its query, the deepest route's path parameters and its search. */
function usePageContext() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  const params = useRouterState({ select: (state) => state.matches.at(-1)?.params }) as
    | Record<string, unknown>
    | undefined;
  const search = useRouterState({ select: (state) => state.location.search }) as Record<string, unknown>;
  return useMemo(
    () => ({
      pathname,
      area: areaIdOf(pathname),
      path: requestPath(pathname, searchStr),
      context: contextOf(params ?? {}, search ?? {}),
    }),
    [pathname, searchStr, params, search],
  );
}

function AreaHelp({ topic }: { topic: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title =
    topic === 'general'
      ? t('help.generalTitle')
      : topic === 'admin'
        ? t('help.adminTitle')
        : t('help.aboutArea', { area: t(`nav.areas.${topic}`) });
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs" data-testid="help-area" data-topic={topic}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      <Text size="sm">{t(`help.areas.${topic}.purpose`)}</Text>
      <Title order={4} size="h6" mt={4}>
        {t('help.terms')}
      </Title>
      <Text size="sm">{t(`help.areas.${topic}.terms`)}</Text>
      <Title order={4} size="h6" mt={4}>
        {t('help.next')}
      </Title>
      <Text size="sm">{t(`help.areas.${topic}.next`)}</Text>
    </Stack>
  );
}

export function HelpDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const page = usePageContext();
  const contactHeadingId = useId();
  const topic = helpTopicOf(page.pathname, (area) => isAreaVisible(area, session));
  const canWrite = can(session, 'support.edit');
  const canRead = can(session, 'support.view');
  const isAdmin = session.actor.kind === 'admin';
  // A link followed from the panel (the request just sent, the support page) closes it, as the back button does.
  const shownOn = useRef(page.pathname);
  useEffect(() => {
    if (page.pathname === shownOn.current) return;
    shownOn.current = page.pathname;
    onClose();
  }, [page.pathname, onClose]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('help.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="help-drawer"
    >
      <Stack gap="lg">
        <AreaHelp topic={topic} />
        <Divider />
        <Stack component="section" aria-labelledby={contactHeadingId} gap="sm" data-testid="help-contact">
          <Title order={3} size="h4" id={contactHeadingId}>
            {t('help.contactTitle')}
          </Title>
          {isAdmin ? (
            <Text size="sm">
              {t('help.adminInbox')}{' '}
              <Anchor component={Link} to={'/admin/support' as never} onClick={onClose} size="sm" fw={600}>
                {t('admin.nav.adminSupport')}
              </Anchor>
            </Text>
          ) : canWrite ? (
            <>
              <Text size="sm" c="dimmed">
                {t('help.contactIntro')}
              </Text>
              {/* A fresh form per page: the context is the page's. */}
              <ContactForm key={page.path ?? page.pathname} area={page.area} path={page.path} context={page.context} />
            </>
          ) : (
            <Text size="sm">{t('help.noSupportPermission')}</Text>
          )}
          {canRead && (
            <Anchor
              component={Link}
              to={'/support' as never}
              onClick={onClose}
              size="sm"
              fw={600}
              data-testid="help-support-link"
            >
              <IconArrowRight aria-hidden size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {t('help.supportLink')}
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Drawer>
  );
}
