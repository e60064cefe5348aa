// The benefits screen's words (decision 0068): a benefit stop's entry (C16: the output % is the share still paid),
// an IV setting, a person's name. Pure: `t` and the formatters come in.
import type { BenefitsCase, BenefitsCaseItem } from '../../../../src/contracts/benefits.ts';
import type { TFunction } from '../../lib/translator.ts';

type T = TFunction;
type Formatters = { date: (iso: string) => string; chf: (rappen: number) => string };

export type StopEntry = BenefitsCase['benefitStops'][number]['entries'][number];
export type IvSetting = BenefitsCase['ivSettings'][number];

/** "ab 06.04.2026: 50 % der Leistung", "01.05.2026–31.05.2026: keine Leistung". */
export function stopEntryInWords(entry: StopEntry, t: T, format: Formatters): string {
  const when =
    entry.endDate === null
      ? t('benefits.stops.from', { date: format.date(entry.startDate) })
      : t('benefits.stops.span', { from: format.date(entry.startDate), to: format.date(entry.endDate) });
  const what =
    entry.outputPercentage === 0
      ? t('benefits.stops.none')
      : t('benefits.stops.share', { percent: entry.outputPercentage });
  return `${when}: ${what}`;
}

/** "IV-Rente CHF 1'200.00 im Monat (CHF 39.45 pro Tag) ab 01.04.2026". */
export function ivSettingInWords(setting: IvSetting, t: T, format: Formatters, toRappen: (chf: string) => number) {
  const amount = format.chf(toRappen(setting.amount));
  const daily = format.chf(toRappen(setting.dailyRate));
  const what =
    setting.type === 'IV_PENSION'
      ? t('benefits.iv.pension', { amount, daily })
      : t('benefits.iv.dailyAllowance', { amount });
  const when =
    setting.endDate === null
      ? t('benefits.stops.from', { date: format.date(setting.startDate) })
      : t('benefits.stops.span', { from: format.date(setting.startDate), to: format.date(setting.endDate) });
  return `${what}, ${when}`;
}

/** "Keller Anna", else the employee id. */
export function personOf(item: Pick<BenefitsCaseItem, 'firstName' | 'lastName' | 'employeeId'>): string {
  return [item.lastName, item.firstName].filter(Boolean).join(' ') || item.employeeId;
}
