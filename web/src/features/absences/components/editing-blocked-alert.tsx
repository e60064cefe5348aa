// While a file of the company processes, every absence write is refused (FILES_PROCESSING): the screen says so at
// the top, with a link to the data hub where the file's progress shows; the write buttons point here.
import { Anchor, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { TintedAlert } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';

export function EditingBlockedAlert({ canOpenDataHub }: { canOpenDataHub: boolean }) {
  const { t } = useTranslation();
  return (
    <TintedAlert
      color="yellow"
      icon={<IconLock aria-hidden size={18} />}
      title={t('absences.blocked.title')}
      data-testid="absences-blocked"
      role="status"
    >
      <Text size="sm" id="absences-blocked-reason">
        {t('absences.blocked.reason')}
      </Text>
      {canOpenDataHub && (
        <Anchor
          renderRoot={(props) => <Link {...props} to="/data-hub" search={{}} />}
          size="sm"
          fw={600}
          mt={6}
          display="inline-block"
          data-testid="absences-blocked-data-hub"
        >
          {t('absences.blocked.dataHubLink')}
        </Anchor>
      )}
    </TintedAlert>
  );
}
