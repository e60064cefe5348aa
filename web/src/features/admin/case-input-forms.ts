// The admin's case input forms (decision 0025): form values -> the API bodies of decision 0021, the API's field
// paths -> the form's fields, and the preview's before/after amounts -> the rows the screen shows (total and per
// accounting month and cover line, in Rappen, with what changed). Pure, so it is tested without a browser.

import type { CaseDetail } from '../../../../src/contracts/case-detail.ts';
import {
  type AccidentDateBody,
  type BenefitStopBody,
  CASE_INPUT_MESSAGES,
  type CaseAmounts,
  type CaseDecisionBody,
  type CaseInputPreviewBody,
  type IvSettingBody,
  type ManualCorrectionBody,
} from '../../../../src/contracts/case-inputs.ts';

/** A number field's value: empty while nothing is typed (Mantine's NumberInput gives '' then). */
export type NumberValue = number | '';

const numberOrNull = (value: NumberValue): number | null => (value === '' ? null : value);
/** A required number: an empty field goes to the server as it is missing, so its message lands on that field. */
const requiredNumber = (value: NumberValue): number => (value === '' ? (null as unknown as number) : value);
/** A required date: an empty field is sent as '' and answered with the date message at that field. */
const requiredDate = (value: string | null): string => value ?? '';

// --- Benefit stop -----------------------------------------------------------------------------------------------

export type BenefitStopEntryForm = { startDate: string | null; endDate: string | null; outputPercentage: NumberValue };
export type BenefitStopForm = { reason: string; entries: BenefitStopEntryForm[] };

export function emptyBenefitStopForm(startDate: string | null = null): BenefitStopForm {
  return { reason: '', entries: [{ startDate, endDate: null, outputPercentage: 50 }] };
}

export function benefitStopFormOf(stop: CaseDetail['benefitStops'][number]): BenefitStopForm {
  return {
    reason: stop.reason,
    entries: stop.entries.map((entry) => ({ ...entry })),
  };
}

export function benefitStopBodyOf(form: BenefitStopForm): BenefitStopBody {
  return {
    reason: form.reason.trim(),
    entries: form.entries.map((entry) => ({
      startDate: requiredDate(entry.startDate),
      endDate: entry.endDate,
      outputPercentage: requiredNumber(entry.outputPercentage),
    })),
  };
}

// --- IV setting -------------------------------------------------------------------------------------------------

export type IvSettingForm = {
  type: IvSettingBody['type'];
  amount: NumberValue;
  startDate: string | null;
  endDate: string | null;
};

export function emptyIvSettingForm(startDate: string | null = null): IvSettingForm {
  return { type: 'IV_DAILY_ALLOWANCE', amount: '', startDate, endDate: null };
}

export function ivSettingFormOf(setting: CaseDetail['ivSettings'][number]): IvSettingForm {
  return { type: setting.type, amount: Number(setting.amount), startDate: setting.startDate, endDate: setting.endDate };
}

export function ivSettingBodyOf(form: IvSettingForm): IvSettingBody {
  return {
    type: form.type,
    amount: requiredNumber(form.amount),
    startDate: requiredDate(form.startDate),
    endDate: form.endDate,
  };
}

// --- Manual correction ------------------------------------------------------------------------------------------

export type ManualCorrectionForm = {
  accountingMonthId: string;
  from: string | null;
  to: string | null;
  days: NumberValue;
  dailyRate: NumberValue;
  incapacityOfWork: NumberValue;
  coverage: NumberValue;
  amount: NumberValue;
  reimbursementType: '' | NonNullable<ManualCorrectionBody['reimbursementType']>;
  comment: string;
};

export function emptyManualCorrectionForm(accountingMonthId = '', from: string | null = null): ManualCorrectionForm {
  return {
    accountingMonthId,
    from,
    to: from,
    days: '',
    dailyRate: '',
    incapacityOfWork: '',
    coverage: '',
    amount: '',
    reimbursementType: '',
    comment: '',
  };
}

/** Fields left empty are left out: the day's computed value applies (decision 0021). */
export function manualCorrectionBodyOf(form: ManualCorrectionForm): ManualCorrectionBody {
  const optional = {
    days: numberOrNull(form.days),
    dailyRate: numberOrNull(form.dailyRate),
    incapacityOfWork: numberOrNull(form.incapacityOfWork),
    coverage: numberOrNull(form.coverage),
    amount: numberOrNull(form.amount),
    reimbursementType: form.reimbursementType === '' ? null : form.reimbursementType,
  };
  return {
    accountingMonthId: form.accountingMonthId.trim(),
    dates: { from: requiredDate(form.from), to: requiredDate(form.to ?? form.from) },
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== null)),
    comment: form.comment.trim(),
  };
}

// --- Accident date ----------------------------------------------------------------------------------------------

export type AccidentDateForm = { accidentDate: string | null; comment: string };

export function accidentDateBodyOf(form: AccidentDateForm): AccidentDateBody {
  const comment = form.comment.trim();
  return { accidentDate: requiredDate(form.accidentDate), ...(comment ? { comment } : {}) };
}

// --- Insurer's decision (DENIED) --------------------------------------------------------------------------------

export type CaseDecisionForm = { reason: string; decidedOn: string | null };

export function caseDecisionFormOf(detail: Pick<CaseDetail, 'denial'>, day: string): CaseDecisionForm {
  return detail.denial
    ? { reason: detail.denial.reason, decidedOn: detail.denial.decidedOn }
    : { reason: '', decidedOn: day };
}

export function caseDecisionBodyOf(form: CaseDecisionForm): CaseDecisionBody {
  return { decision: 'DENIED', reason: form.reason.trim(), decidedOn: requiredDate(form.decidedOn) };
}

// --- Field errors -----------------------------------------------------------------------------------------------

/**
 * The form field an API issue path names: the preview's body nests the input (`input.entries.0.startDate`), the
 * write's does not (`entries.0.startDate`); both give `entries.0.startDate`. Null when the path names no input field.
 */
export function inputFieldOf(path: string, in_: string): string | null {
  if (in_ !== 'body') return null;
  if (path === 'input' || path === '') return null;
  return path.startsWith('input.') ? path.slice('input.'.length) : path;
}

// --- Preview ----------------------------------------------------------------------------------------------------

/** CHF string with two decimals -> Rappen (integer, no float drift). */
export function rappenOf(amount: string): number {
  const negative = amount.startsWith('-');
  const [francs = '0', cents = '0'] = (negative ? amount.slice(1) : amount).split('.');
  const value = Number(francs) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

export type PreviewRow = {
  accountingMonthId: string;
  coverageLine: string;
  before: number | null;
  after: number | null;
  /** after - before in Rappen (a missing side counts 0). */
  difference: number;
  paidDaysBefore: number | null;
  paidDaysAfter: number | null;
};

export type PreviewDiff = {
  totalBefore: number;
  totalAfter: number | null;
  totalDifference: number;
  /** Every month and cover line of either side, by month then line; unchanged ones included (difference 0). */
  rows: PreviewRow[];
  changedRows: number;
  accidentDateBefore: string | null;
  accidentDateAfter: string | null;
};

/** A month's amount as the screen shows it: the paid claims plus corrections booked in it. */
const monthAmount = (month: CaseAmounts['months'][number]) => rappenOf(month.amount) + rappenOf(month.correctionAmount);

export function previewDiffOf(before: CaseAmounts, after: CaseAmounts | null): PreviewDiff {
  const rows = new Map<string, PreviewRow>();
  const rowOf = (month: CaseAmounts['months'][number]): PreviewRow => {
    const key = `${month.accountingMonthId}|${month.coverageLine}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        accountingMonthId: month.accountingMonthId,
        coverageLine: month.coverageLine,
        before: null,
        after: null,
        difference: 0,
        paidDaysBefore: null,
        paidDaysAfter: null,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const month of before.months) {
    const row = rowOf(month);
    row.before = (row.before ?? 0) + monthAmount(month);
    row.paidDaysBefore = (row.paidDaysBefore ?? 0) + month.paidDays;
  }
  for (const month of after?.months ?? []) {
    const row = rowOf(month);
    row.after = (row.after ?? 0) + monthAmount(month);
    row.paidDaysAfter = (row.paidDaysAfter ?? 0) + month.paidDays;
  }
  const sorted = [...rows.values()]
    .map((row) => ({ ...row, difference: (row.after ?? 0) - (row.before ?? 0) }))
    .sort((a, b) =>
      a.accountingMonthId === b.accountingMonthId
        ? a.coverageLine.localeCompare(b.coverageLine)
        : a.accountingMonthId.localeCompare(b.accountingMonthId),
    );
  const totalBefore = rappenOf(before.totalAmount);
  const totalAfter = after ? rappenOf(after.totalAmount) : null;
  return {
    totalBefore,
    totalAfter,
    totalDifference: (totalAfter ?? 0) - totalBefore,
    rows: sorted,
    changedRows: sorted.filter((row) => row.difference !== 0 || row.paidDaysBefore !== row.paidDaysAfter).length,
    accidentDateBefore: before.accidentDate,
    accidentDateAfter: after?.accidentDate ?? null,
  };
}

// --- Preview body and messages ------------------------------------------------------------------------------------

/** The preview's body for a write: the same input, and the stored input's id when it changes or removes one. */
export function previewBodyOf(change: CaseInputChange): CaseInputPreviewBody {
  if (change.kind === 'ACCIDENT_DATE') return { kind: 'ACCIDENT_DATE', input: change.input };
  if (change.kind === 'CASE_DECISION') return { kind: 'CASE_DECISION', input: change.input };
  return { kind: change.kind, ...(change.id ? { id: change.id } : {}), input: change.input } as CaseInputPreviewBody;
}

/** One change of the editor: which input, and its new value (null: removed). */
export type CaseInputChange =
  | { kind: 'BENEFIT_STOP'; id?: string; input: BenefitStopBody | null }
  | { kind: 'IV_SETTING'; id?: string; input: IvSettingBody | null }
  | { kind: 'MANUAL_CORRECTION'; id?: string; input: ManualCorrectionBody | null }
  | { kind: 'ACCIDENT_DATE'; input: AccidentDateBody | null }
  | { kind: 'CASE_DECISION'; input: CaseDecisionBody | null };

const CASE_INPUT_MESSAGE_KEYS = new Map<string, string>(
  Object.entries(CASE_INPUT_MESSAGES).map(([key, message]) => [message, key]),
);

/** The translation key (below `admin.caseInputs.messages`) of a case-input validation message, else null. */
export function caseInputMessageKey(message: string): string | null {
  return CASE_INPUT_MESSAGE_KEYS.get(message) ?? null;
}

/** Error codes of the input routes that concern one field (shown under it with the code's translation). */
export const CODE_FIELDS: Readonly<Record<string, string>> = {
  ACCIDENT_DATE_OUT_OF_RANGE: 'accidentDate',
  INVALID_PARAMETERS: 'coveredUnderPolicy.type',
};

/**
 * The field a coded refusal concerns: the `path` its body names (a decision before the case: `decidedOn`), else the
 * code's field (CODE_FIELDS), else undefined.
 */
export function codeFieldOf(code: string | undefined, body: unknown): string | undefined {
  if (!code) return undefined;
  const path = typeof body === 'object' && body !== null && 'path' in body ? body.path : undefined;
  if (code === 'INVALID_PARAMETERS' && typeof path === 'string' && path !== '') return path;
  return CODE_FIELDS[code];
}

/**
 * A difference in CHF with its sign in front ("+CHF 12.00", "−CHF 718.86"): the formatter's own minus would land
 * between the currency and the number ("CHF-718.86"). The minus is U+2212, which screen readers say as "minus".
 */
export function signedChf(rappen: number, formatChf: (rappen: number) => string): string {
  const sign = rappen > 0 ? '+' : rappen < 0 ? '\u2212' : '';
  return `${sign}${formatChf(Math.abs(rappen))}`;
}
