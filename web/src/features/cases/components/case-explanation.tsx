// "Why this amount?" for one day of the case: per claim line of the day (KTG; UVG and UVGZ; corrections) the amount
// and the engine's steps as sentences in the UI language (explanation-rules.ts), each under its plain title; the
// convention it applies (C6, C11, …) only in the title's tooltip (decision 0042). A day without a claim says why (below the minimum incapacity, after the leaving date, …).
import { Alert, Group, List, Skeleton, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useCaseExplanation } from '../api/get-case-explanation.ts';
import { chfToRappen } from '../case-display.ts';
import { explainStep } from '../explanation-rules.ts';

export function CaseExplanation({ caseId, day }: { caseId: string; day: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useCaseExplanation(caseId, day);

  if (day === undefined) {
    return (
      <Alert
        variant="light"
        color="gray"
        icon={<IconInfoCircle aria-hidden size={18} />}
        data-testid="case-explanation-hint"
      >
        {t('cases.detail.explanation.pickDay')}
      </Alert>
    );
  }

  const title = (
    <Title order={3} size="h4">
      {t('cases.detail.explanation.title', { date: format.date(day) })}
    </Title>
  );

  if (query.isPending) {
    return (
      <Stack gap="sm" data-testid="case-explanation-loading" aria-busy>
        {title}
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="80%" />
        <Skeleton height={14} width="85%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="sm">
        {title}
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      </Stack>
    );
  }

  const explanation = query.data;
  return (
    <Stack gap="md" data-testid="case-explanation" data-date={day}>
      {title}
      {explanation.claims.length === 0 && (
        <TintedAlert color="gray" data-testid="case-explanation-no-claim">
          {explanation.ignoredReason
            ? t(`cases.detail.explanation.ignoredReasons.${explanation.ignoredReason}`, {
                defaultValue: t('cases.detail.explanation.noClaimWithReason', { reason: explanation.ignoredReason }),
              })
            : t('cases.detail.explanation.noClaim')}
        </TintedAlert>
      )}
      {explanation.claims.map((claim) => (
        <Stack key={claim.claimId} gap="xs" data-testid="case-explanation-claim">
          <Group gap="xs" wrap="wrap">
            <TintedBadge color="blue">{t(`cases.coverageLines.${claim.coverageLine}`)}</TintedBadge>
            {claim.correctionKind && (
              <TintedBadge color="red">
                {t(`cases.detail.explanation.correctionKinds.${claim.correctionKind}`)}
              </TintedBadge>
            )}
            <Text fw={700} data-testid="case-explanation-amount">
              {t('cases.detail.explanation.amount', { amount: format.chf(chfToRappen(claim.dailyAllowance)) })}
            </Text>
          </Group>
          <List spacing={6} size="sm" type="ordered" data-testid="case-explanation-steps">
            {claim.steps.map((step, index) => {
              const explained = explainStep(step, format, t);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the steps are an ordered trail without ids.
                <List.Item key={index} data-rule={explained.ruleId ?? 'unknown'} data-convention={step.conventionId}>
                  <Stack gap={0}>
                    {/* The plain title first; the convention (C6, C11, …) only for the expert who points at it. */}
                    <Tooltip label={t('cases.detail.explanation.convention', { id: step.conventionId })} withArrow>
                      <Text
                        span
                        fw={600}
                        size="sm"
                        w="fit-content"
                        tabIndex={0}
                        data-testid="case-explanation-step-title"
                      >
                        {explained.title}
                        <VisuallyHidden>
                          {` (${t('cases.detail.explanation.convention', { id: step.conventionId })})`}
                        </VisuallyHidden>
                      </Text>
                    </Tooltip>
                    <Text size="sm">{explained.sentence}</Text>
                  </Stack>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      ))}
      {!explanation.matchesStoredAmounts && (
        <TintedAlert color="yellow" data-testid="case-explanation-mismatch">
          {t('cases.detail.explanation.mismatch')}
        </TintedAlert>
      )}
      <Text size="xs" c="dimmed">
        {t('cases.detail.explanation.basis', {
          asOf: format.date(explanation.asOfDate),
          version: explanation.configurationVersion,
        })}
      </Text>
    </Stack>
  );
}
