// One company subunit as a billing unit (decision 0066): its name and id, whether a payout to it can go out, what
// stops one in words with how to mend it, the billing details (address written the Swiss way, IBAN in groups of four,
// UID) and its figures: employees today, open cases (links to the KTG and UVG lists filtered by the subunit where the
// user may see them), payouts in preparation, scheduled and paid this year (count and CHF), open data issues.
import { Alert, Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { AREAS } from '../../../../../src/contracts/areas.ts';
import { FactList } from '../../../components/fact-list.tsx';
import { TintedAlert, TintedBadge } from '../../../components/tinted.tsx';
import { formatIban } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { isAreaVisible, useOptionalSession } from '../../auth/index.ts';
import {
  addressLines,
  type InsuranceSubunit,
  paymentStreet,
  payoutText,
  problemTexts,
  subunitTitle,
} from '../subunit-display.ts';

const EDIT_BUTTON_STYLES = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'left' },
} as const;
const MONO = { fontFamily: 'var(--mantine-font-family-monospace)', overflowWrap: 'anywhere' } as const;

function useVisibleArea(areaId: string): boolean {
  const session = useOptionalSession();
  const area = AREAS.find((candidate) => candidate.id === areaId);
  return area !== undefined && isAreaVisible(area, session);
}

/** A count of open cases, a link to the case list of the subunit when the user may open it. */
function CasesCount({
  count,
  label,
  to,
  subunitId,
  canOpen,
  testId,
}: {
  count: number;
  label: string;
  to: '/insurance/ktg' | '/insurance/uvg';
  subunitId: string;
  canOpen: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const text = `${t('common.labelColon', { label })} ${format.number(count)}`;
  if (!canOpen) return <Text size="sm">{text}</Text>;
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => <Link {...props} to={to} search={{ subunit: subunitId }} />}
      title={t('subunits.card.casesLinkHint')}
      data-testid={testId}
    >
      {text}
    </Anchor>
  );
}

export function SubunitCard({
  subunit,
  year,
  canEdit,
  onEdit,
  isJustSaved = false,
  onDismissSaved,
}: {
  subunit: InsuranceSubunit;
  /** The calendar year of "paid this year" (the server's today). */
  year: string;
  canEdit: boolean;
  onEdit: (subunit: InsuranceSubunit) => void;
  /** Its billing details were just saved: the card says so until dismissed. */
  isJustSaved?: boolean;
  onDismissSaved?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const titleId = useId();
  const isPhone = useIsPhone();
  const canOpenKtg = useVisibleArea('ktgCases');
  const canOpenUvg = useVisibleArea('uvgCases');
  const title = subunitTitle(subunit);
  const problems = problemTexts(subunit.problems, t);
  const { billing, openCases, payouts } = subunit;
  const street = paymentStreet(billing);
  const notSet = (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('subunits.card.notSet')}
    </Text>
  );
  return (
    <Card
      component="section"
      withBorder
      padding={isPhone ? 'md' : 'lg'}
      aria-labelledby={titleId}
      data-testid={`subunit-${subunit.companySubunitId}`}
      data-blocked={problems.length > 0}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} miw={0} style={{ flex: '1 1 220px' }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }} data-testid="subunit-name">
              {title}
            </Title>
            <Group gap="xs" wrap="wrap">
              {title !== subunit.companySubunitId && (
                <Text size="sm" c="dimmed">
                  {t('common.labelColon', { label: t('subunits.card.id') })}{' '}
                  <Text span size="sm" fw={600} c="var(--mantine-color-text)" style={MONO}>
                    {subunit.companySubunitId}
                  </Text>
                </Text>
              )}
              {problems.length === 0 ? (
                <TintedBadge
                  color="teal"
                  leftSection={<IconCircleCheck aria-hidden size={14} />}
                  data-testid="subunit-ready"
                >
                  {t('subunits.card.ready')}
                </TintedBadge>
              ) : (
                <TintedBadge
                  color="red"
                  leftSection={<IconAlertTriangle aria-hidden size={14} />}
                  data-testid="subunit-blocked"
                >
                  {t('subunits.card.blocked')}
                </TintedBadge>
              )}
            </Group>
          </Stack>
          {canEdit && (
            <Button
              variant="default"
              leftSection={<IconPencil aria-hidden size={16} />}
              onClick={() => onEdit(subunit)}
              // The label may wrap on a phone (French runs long): the button grows with it.
              styles={EDIT_BUTTON_STYLES}
              aria-label={t('subunits.card.editNamed', { name: title })}
              data-testid="subunit-edit"
            >
              {t('subunits.card.edit')}
            </Button>
          )}
        </Group>

        {isJustSaved && (
          <TintedAlert
            color="teal"
            icon={<IconCheck aria-hidden />}
            role="status"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={onDismissSaved}
            data-testid="subunit-saved"
          >
            {t('subunits.saved', { name: title })}
          </TintedAlert>
        )}
        {problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('subunits.card.problemsTitle', { count: problems.length })}
            styles={{ title: { color: 'var(--mantine-color-red-9)' }, icon: { color: 'var(--mantine-color-red-9)' } }}
            data-testid="subunit-problems"
          >
            <List size="sm" spacing="xs">
              {problems.map((problem) => (
                <List.Item key={problem.code} data-testid={`subunit-problem-${problem.code}`}>
                  <Text span size="sm" fw={700}>
                    {problem.title}
                  </Text>{' '}
                  {problem.fix}
                </List.Item>
              ))}
            </List>
            {!canEdit && (
              <Text size="sm" mt="xs" data-testid="subunit-ask-hr">
                {t('subunits.card.askHr')}
              </Text>
            )}
          </Alert>
        )}

        <SimpleGrid type="container" cols={{ base: 1, '40rem': 2 }} spacing="lg" verticalSpacing="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('subunits.card.billingTitle')}
            </Title>
            <FactList labelWidth={180}>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.address')}</FactList.Label>
                <FactList.Value data-testid="subunit-address">
                  {addressLines(billing, format.language).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                  {street && (
                    <Text span size="xs" c="dimmed" display="block" data-testid="subunit-payment-street">
                      {t('subunits.card.paymentStreet', { street })}
                    </Text>
                  )}
                </FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.iban')}</FactList.Label>
                <FactList.Value data-testid="subunit-iban" style={MONO}>
                  {billing.iban ? formatIban(billing.iban) : notSet}
                </FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.uid')}</FactList.Label>
                <FactList.Value data-testid="subunit-uid" style={MONO}>
                  {billing.uid ?? notSet}
                </FactList.Value>
              </FactList.Item>
            </FactList>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('subunits.card.figuresTitle')}
            </Title>
            <FactList labelWidth={180}>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.employees')}</FactList.Label>
                <FactList.Value data-testid="subunit-employees">{format.number(subunit.employeeCount)}</FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.openCases')}</FactList.Label>
                <FactList.Value data-testid="subunit-open-cases">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {format.number(openCases.total)}
                    </Text>
                    {openCases.total > 0 && (
                      <>
                        <CasesCount
                          count={openCases.sickness}
                          label={t('subunits.card.sickness')}
                          to="/insurance/ktg"
                          subunitId={subunit.companySubunitId}
                          canOpen={canOpenKtg && openCases.sickness > 0}
                          testId="subunit-sickness-link"
                        />
                        <CasesCount
                          count={openCases.accident}
                          label={t('subunits.card.accident')}
                          to="/insurance/uvg"
                          subunitId={subunit.companySubunitId}
                          canOpen={canOpenUvg && openCases.accident > 0}
                          testId="subunit-accident-link"
                        />
                      </>
                    )}
                  </Stack>
                </FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.inPreparation')}</FactList.Label>
                <FactList.Value data-testid="subunit-payouts-in-preparation">
                  {payoutText(payouts.inPreparation, t, format.chf)}
                </FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.scheduled')}</FactList.Label>
                <FactList.Value data-testid="subunit-payouts-scheduled">
                  {payoutText(payouts.scheduled, t, format.chf)}
                </FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.paidThisYear', { year })}</FactList.Label>
                <FactList.Value data-testid="subunit-payouts-paid">
                  {payoutText(payouts.paidThisYear, t, format.chf)}
                </FactList.Value>
              </FactList.Item>
              <FactList.Item>
                <FactList.Label>{t('subunits.card.openIssues')}</FactList.Label>
                <FactList.Value data-testid="subunit-open-issues">
                  {subunit.openIssues === 0 ? t('subunits.card.noIssues') : format.number(subunit.openIssues)}
                </FactList.Value>
              </FactList.Item>
            </FactList>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
