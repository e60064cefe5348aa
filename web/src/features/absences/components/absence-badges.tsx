// Small pieces of the absences area: the type in words with its colour, a colour mark's swatch, the period's
// percentage or hours in words, and a button that explains itself when editing is blocked.
import { Box, Button, type ButtonProps, Group, Text, Tooltip } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { TintedBadge } from '../../../components/tinted.tsx';
import { useTranslation } from '../../../lib/translator.ts';
import { useFormatters } from '../../../lib/use-formatters.ts';
import {
  ABSENCE_TYPE_COLORS,
  type AbsencePeriod,
  COLOR_MARK_SWATCHES,
  decimalNumber,
  periodValue,
} from '../absence-display.ts';
import type { AbsenceTypeValue, AccidentTypeValue, ColorMark } from '../periods-search.ts';

export function AbsenceTypeBadge({
  type,
  accidentType,
}: {
  type: AbsenceTypeValue;
  accidentType?: AccidentTypeValue | null;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <TintedBadge color={ABSENCE_TYPE_COLORS[type]} data-testid="absence-type">
        {t(`absences.types.${type}`)}
      </TintedBadge>
      {accidentType && (
        <Text span size="xs" c="dimmed">
          {t(`absences.accidentTypes.${accidentType}`)}
        </Text>
      )}
    </Group>
  );
}

export function ColorSwatch({ mark, size = 14 }: { mark: ColorMark | null; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      display="inline-block"
      w={size}
      h={size}
      style={{
        borderRadius: '50%',
        flex: 'none',
        background: mark ? COLOR_MARK_SWATCHES[mark] : 'transparent',
        border: mark ? 'none' : '1.5px dashed var(--mantine-color-gray-6)',
      }}
    />
  );
}

/** "100 %", "Ø 75 % (50–100 %)", "16.5 h". */
export function usePeriodValueText() {
  const { t } = useTranslation();
  const format = useFormatters();
  const percent = (value: string) => format.percent(decimalNumber(value), { maximumFractionDigits: 2 });
  const hours = (value: string) =>
    t('absences.value.hours', { hours: format.number(decimalNumber(value), { maximumFractionDigits: 2 }) });
  return {
    percent,
    hours,
    period: (period: Pick<AbsencePeriod, 'percentage' | 'hours' | 'isPercentageVarying' | 'percentageRange'>) => {
      const value = periodValue(period);
      switch (value.kind) {
        case 'percentage':
          return percent(value.value);
        case 'varying':
          return t('absences.value.varying', {
            mean: percent(value.mean),
            min: percent(value.min),
            max: percent(value.max),
          });
        case 'hours':
          return hours(value.value);
        case 'mixed':
          return `${percent(value.percentage)} · ${hours(value.hours)}`;
        default:
          return '–';
      }
    },
    day: (day: { percentage: string | null; hours: string | null }) =>
      day.percentage !== null ? percent(day.percentage) : day.hours !== null ? hours(day.hours) : '–',
  };
}

/**
 * A write action: disabled with the reason while a file processes (a tooltip on hover and focus, and the text for
 * screen readers), so nobody fills a form the server would refuse.
 */
export function EditAction({
  blocked,
  children,
  ...props
}: ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & { blocked: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (!blocked) return <Button {...props}>{children}</Button>;
  return (
    <Tooltip label={t('absences.blocked.tooltip')} withArrow multiline maw={280}>
      <Button
        {...props}
        data-disabled
        onClick={(event) => event.preventDefault()}
        aria-disabled
        aria-describedby="absences-blocked-reason"
      >
        {children}
      </Button>
    </Tooltip>
  );
}
