// The working part of the language switcher (language-switcher.tsx shows a look-alike field at start and loads this
// on demand): a Select that switches the UI language and writes it to the `lang` search parameter, so the URL
// reproduces what the user sees (spec section 1: a route parameter lang may override the user's language).
import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '../../../src/contracts/constants.ts';
import { isSupportedLanguage } from '../lib/language.ts';
import { useTranslation } from '../lib/translator.ts';
import { useCurrentLanguage } from '../lib/use-formatters.ts';
import { useLanguageChoice } from '../lib/use-language-choice.ts';
import { LANGUAGE_FIELD_WIDTH } from './language-field.ts';

export type LanguageSelectProps = {
  /** Called after the switch, e.g. to save the choice to the signed-in user's profile. */
  onChange?: (language: SupportedLanguage) => void;
  /** Open the dropdown at once (the field was clicked while this loaded). */
  defaultOpened?: boolean;
  /** Take the focus (the field it replaces had it). */
  focus?: boolean;
};

export function LanguageSelect({ onChange, defaultOpened, focus }: LanguageSelectProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const chooseLanguage = useLanguageChoice();

  const options = SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`language.names.${code}`) }));

  return (
    <Select
      ref={inputRef}
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
      w={LANGUAGE_FIELD_WIDTH}
      size="sm"
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
      defaultDropdownOpened={defaultOpened}
    />
  );
}
