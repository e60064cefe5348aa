// Header control that switches the UI language and writes it to the `lang` search parameter, so the URL
// reproduces what the user sees (spec section 1: a route parameter lang may override the user's language).
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../src/contracts/constants.ts';
import { isSupportedLanguage } from '../lib/language.ts';
import { useCurrentLanguage } from '../lib/use-formatters.ts';
import { useLanguageChoice } from '../lib/use-language-choice.ts';

export type LanguageSwitcherProps = {
  /** Called after the switch, e.g. to save the choice to the signed-in user's profile. */
  onChange?: (language: SupportedLanguage) => void;
};

export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const chooseLanguage = useLanguageChoice();

  const options = SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }));

  return (
    <Select
      data-testid="language-switcher"
      aria-label={t('language.label')}
      data={options}
      value={language}
      onChange={(value) => {
        if (!isSupportedLanguage(value) || value === language) return;
        chooseLanguage(value);
        onChange?.(value);
      }}
      allowDeselect={false}
      withCheckIcon
      checkIconPosition="right"
      leftSection={<IconLanguage aria-hidden size={16} stroke={1.75} />}
      w={150}
      size="sm"
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
    />
  );
}
