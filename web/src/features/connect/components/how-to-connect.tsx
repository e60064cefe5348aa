// How a payroll or HR system connects: a token, the three delivering endpoints and the two that read a delivery's
// status (derivedAt) and row report, the headers, and the API reference the server publishes (OpenAPI at /api/docs,
// with examples of every request).
import { Anchor, Card, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { endpoints } from '../../../../../src/contracts/index.ts';
import { useTranslation } from '../../../lib/translator.ts';

/**
 * The interface's calls as the contract names them (method and path): the deliveries, and what a system reads of its
 * own deliveries afterwards (status with derivedAt, the row report; decision 0040).
 */
const CALLS = [
  { key: 'employees', endpoint: endpoints.connectEmployeesUpload },
  { key: 'absences', endpoint: endpoints.connectAbsencesUpload },
  { key: 'organization', endpoint: endpoints.connectOrganizationReplace },
  { key: 'status', endpoint: endpoints.absenceUploadGet },
  { key: 'rowIssues', endpoint: endpoints.absenceUploadRowIssues },
] as const;

export const API_REFERENCE_PATH = '/api/docs';

/** A path that may wrap only after a slash (never inside a word) on a narrow screen. */
function BreakablePath({ path }: { path: string }) {
  const parts = path.split('/');
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed path, in order.
        <span key={index}>
          {index > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </span>
      ))}
    </span>
  );
}

export function HowToConnect() {
  const { t } = useTranslation();
  return (
    <Card padding="lg" data-testid="connect-how-to">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('connect.howTo.title')}
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('connect.howTo.token')}</List.Item>
          <List.Item>
            {t('connect.howTo.authorization')} <Code>Authorization: Bearer …</Code>
          </List.Item>
          <List.Item>
            {t('connect.howTo.idempotency')} <Code>Idempotency-Key</Code>
          </List.Item>
          <List.Item>{t('connect.howTo.json')}</List.Item>
        </List>
        <Table.ScrollContainer minWidth={0} type="native">
          <Table verticalSpacing={6} data-testid="connect-endpoints">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('connect.howTo.call')}</Table.Th>
                <Table.Th>{t('connect.howTo.purpose')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CALLS.map(({ key, endpoint }) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Code style={{ whiteSpace: 'normal' }}>
                      {endpoint.method} <BreakablePath path={endpoint.path} />
                    </Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`connect.howTo.calls.${key}`)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">{t('connect.howTo.answers')}</Text>
        <Anchor href={API_REFERENCE_PATH} target="_blank" rel="noopener" size="sm" data-testid="connect-api-docs">
          <Group gap={4} wrap="nowrap" component="span">
            {t('connect.howTo.reference')}
            <IconExternalLink aria-hidden size={14} />
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}
