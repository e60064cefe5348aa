// Date field in Swiss format (dd.MM.yyyy): typed or picked, the value is the contract's 'YYYY-MM-DD'.
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { parseSwissDate, SWISS_DATE_INPUT_FORMAT } from '../lib/dates.ts';
import { useTranslation } from '../lib/translator.ts';

export type SwissDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Told whether the typed text is not a real date (31.02.1990): the form must not save the field's old value. */
  onValidityChange?: (invalid: boolean) => void;
};

/** Typed text that is not empty and not a real day. */
const isImpossibleDate = (text: string) => text.trim() !== '' && parseSwissDate(text) === null;

export function SwissDateInput({ value, onChange, onValidityChange, error, onBlur, ...props }: SwissDateInputProps) {
  const { t } = useTranslation();
  // An impossible date is kept as typed and marked "Invalid date" on leaving the field (Mantine would otherwise
  // put the previous value back, silently).
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const markInvalid = (next: boolean) => {
    if (next === invalid) return;
    setInvalid(next);
    onValidityChange?.(next);
  };
  return (
    <DateInput
      value={value}
      onChange={(next) => {
        markInvalid(false);
        setTyped('');
        onChange(next);
      }}
      onInput={(event: FormEvent<HTMLInputElement>) => {
        const text = event.currentTarget.value;
        setTyped(text);
        if (!isImpossibleDate(text)) markInvalid(false);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        markInvalid(isImpossibleDate(event.currentTarget.value));
        onBlur?.(event);
      }}
      fixOnBlur={!isImpossibleDate(typed)}
      error={invalid ? t('common.invalidDate') : error}
      valueFormat={SWISS_DATE_INPUT_FORMAT}
      dateParser={parseSwissDate}
      placeholder={t('common.datePlaceholder')}
      // The calendar's arrows are icon buttons: their names, read by screen readers (axe button-name).
      previousLabel={t('common.calendarPrevious')}
      nextLabel={t('common.calendarNext')}
      leftSection={<IconCalendar aria-hidden size={16} stroke={1.75} />}
      popoverProps={{ withinPortal: true, shadow: 'md' }}
      {...props}
    />
  );
}
