// The open data issues of the unit a month is submitted or locked for (decision 0041): how many of each severity,
// each linked to the issues list filtered to it when the user may open that list, and — when there are any — a
// checkbox the user ticks to go ahead anyway (the dialog's confirm button waits for it).
import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { type OpenIssues, severityLinks } from '../month-closing.ts';

export function OpenIssuesNotice({
  openIssues,
  scope,
  canOpenIssues,
  acknowledged,
  onAcknowledge,
  acknowledgeLabel,
  hint,
}: {
  openIssues: OpenIssues;
  /** The unit's name ("Whole organisation", "Zürich · Monthly"). */
  scope: string;
  /** The user may open the issues list (insurance.issues.view): the counts link to it. */
  canOpenIssues: boolean;
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
  /** "Submit anyway" / "Lock anyway": what ticking the box allows. */
  acknowledgeLabel: string;
  /** Where the issues are resolved, when the default sentence does not fit (the insurer's admin). */
  hint?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (openIssues.total === 0) {
    return (
      <TintedAlert color="teal" icon={<IconCircleCheck aria-hidden />} data-testid="open-issues" data-total={0}>
        <Text size="sm">{t('accounting.closing.issues.none', { scope })}</Text>
      </TintedAlert>
    );
  }
  const links = severityLinks(openIssues);
  return (
    <TintedAlert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('accounting.closing.issues.title', {
        count: openIssues.total,
        formatted: format.number(openIssues.total),
        scope,
      })}
      data-testid="open-issues"
      data-total={openIssues.total}
    >
      <Stack gap="xs">
        <Group gap="md" wrap="wrap" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map((link) => {
            const text = t(`accounting.closing.issues.severity${link.severity}`, {
              count: link.count,
              formatted: format.number(link.count),
            });
            return (
              <li key={link.severity} data-testid={`open-issues-${link.severity}`} data-count={link.count}>
                {canOpenIssues ? (
                  // The alert's own text colour (4.5:1 on the tinted background), underlined as a link.
                  <Anchor
                    component={Link}
                    to={link.to}
                    search={link.search as never}
                    size="sm"
                    fw={600}
                    c="inherit"
                    underline="always"
                  >
                    {text}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {text}
                  </Text>
                )}
              </li>
            );
          })}
        </Group>
        <Text size="sm">
          {hint ?? (canOpenIssues ? t('accounting.closing.issues.hint') : t('accounting.closing.issues.hintNoLink'))}
        </Text>
        <Checkbox
          checked={acknowledged}
          onChange={(event) => onAcknowledge(event.currentTarget.checked)}
          label={acknowledgeLabel}
          data-testid="open-issues-acknowledge"
        />
      </Stack>
    </TintedAlert>
  );
}
