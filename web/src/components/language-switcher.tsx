// Header control that switches the UI language (language-select.tsx). At start the page shows a field drawn like
// the Select's closed field (Mantine's InputBase with the Select's chevron); the Select itself, with Mantine's
// Combobox, Popover and floating-ui, loads when the user reaches for the field (lib/on-demand.ts) and opens at
// once if the field was clicked meanwhile.
import { InputBase } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { SupportedLanguage } from '../../../src/contracts/constants.ts';
import { demandHandlers, onDemand } from '../lib/on-demand.ts';
import { useTranslation } from '../lib/translator.ts';
import { useCurrentLanguage } from '../lib/use-formatters.ts';
import { LANGUAGE_FIELD_WIDTH } from './language-field.ts';

const select = onDemand(() => import('./language-select.tsx'));

export type LanguageSwitcherProps = {
  /** Called after the switch, e.g. to save the choice to the signed-in user's profile. */
  onChange?: (language: SupportedLanguage) => void;
};

/** Mantine's Combobox chevron (ComboboxChevron, size sm), without loading the Combobox. */
function SelectChevron() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{
        width: 'var(--combobox-chevron-size-sm, calc(1.125rem * var(--mantine-scale)))',
        height: 'var(--combobox-chevron-size-sm, calc(1.125rem * var(--mantine-scale)))',
        color: 'var(--mantine-color-gray-6)',
      }}
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const loaded = select.useModule();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (loaded) {
    const focused = fieldRef.current !== null && fieldRef.current === document.activeElement;
    return <loaded.LanguageSelect onChange={onChange} defaultOpened={openOnLoad} focus={focused} />;
  }
  return (
    <InputBase
      ref={fieldRef}
      data-testid="language-switcher"
      aria-label={t('language.label')}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly
      pointer
      value={t(`language.names.${language}`)}
      leftSection={<IconLanguage aria-hidden size={16} stroke={1.75} />}
      rightSection={<SelectChevron />}
      rightSectionPointerEvents="none"
      w={LANGUAGE_FIELD_WIDTH}
      size="sm"
      {...demandHandlers(select.load, () => setOpenOnLoad(true))}
      onKeyDown={(event) => {
        // The keys that open the Select's dropdown (the field has the focus, so the Select is already loading).
        if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) {
          event.preventDefault();
          setOpenOnLoad(true);
        }
      }}
    />
  );
}
