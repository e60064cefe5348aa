// Date field in Swiss format (dd.MM.yyyy): typed or picked, the value is the contract's 'YYYY-MM-DD'.
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseSwissDate, SWISS_DATE_INPUT_FORMAT } from '../lib/dates.ts';

export type SwissDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

export function SwissDateInput({ value, onChange, ...props }: SwissDateInputProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      value={value}
      onChange={onChange}
      valueFormat={SWISS_DATE_INPUT_FORMAT}
      dateParser={parseSwissDate}
      placeholder={t('common.datePlaceholder')}
      leftSection={<IconCalendar aria-hidden size={16} stroke={1.75} />}
      popoverProps={{ withinPortal: true, shadow: 'md' }}
      {...props}
    />
  );
}
