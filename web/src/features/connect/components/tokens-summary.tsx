// The API tokens the interface is called with, summarised (how many are active, when one was last used) with a link
// to the tokens page, which creates and revokes them. Not the tokens panel itself: that page is the one place to
// manage them (and needs tenant.apiTokens.view, which not everyone who sees this page has).
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../lib/translator.ts';
import { useCurrentLanguage, useFormatters } from '../../../lib/use-formatters.ts';
import { usePermission } from '../../auth/index.ts';
import { formatCount, pluralForm } from '../../uploads/index.ts';
import type { ConnectOverview } from '../connect-display.ts';

export function TokensSummary({ tokens }: { tokens: ConnectOverview['tokens'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useCurrentLanguage();
  const canManage = usePermission('tenant.apiTokens.view');
  return (
    <Card padding="lg" data-testid="connect-tokens">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('connect.tokens.title')}
        </Title>
        <Text size="sm" data-testid="connect-tokens-active">
          {tokens.active === 0
            ? t('connect.tokens.none')
            : t(`connect.tokens.active.${pluralForm(tokens.active, language)}`, {
                count: formatCount(tokens.active, language),
              })}
        </Text>
        <Text size="sm" c="dimmed">
          {tokens.lastUsedAt
            ? t('connect.tokens.lastUsed', { time: format.dateTime(tokens.lastUsedAt) })
            : t('connect.tokens.neverUsed')}
        </Text>
        {canManage ? (
          <Button
            component={Link}
            to="/settings/api-tokens"
            variant="default"
            size="sm"
            leftSection={<IconKey aria-hidden size={16} />}
            data-testid="connect-tokens-link"
          >
            {t('connect.tokens.manage')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('connect.tokens.askAdmin')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
