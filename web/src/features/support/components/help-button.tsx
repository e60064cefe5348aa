// The header's "help" button on every signed-in screen (decision 0067): an icon button in the first load, and the
// panel behind it (help-drawer.tsx through its loader, with the rest of the translations it reads) loaded on the
// first click, so the pages' first load carries only the button.
import { ActionIcon } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { loadScreenTranslations } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translator.ts';

const HelpDrawer = lazy(() =>
  Promise.all([
    import('./help-drawer-loader.ts').then((loader) => loader.load()),
    loadScreenTranslations({ dates: false }),
  ]).then(([module]) => ({ default: module.HelpDrawer })),
);

export function HelpButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const label = t('nav.help');
  return (
    <>
      <ActionIcon
        variant="default"
        size={36}
        radius="md"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
        data-testid="help-button"
      >
        <IconHelp aria-hidden size={20} stroke={1.75} />
      </ActionIcon>
      {mounted && (
        <Suspense fallback={null}>
          <HelpDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
