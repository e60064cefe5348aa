// `POST /absence-rate/export` (issue 32 point 5; decision 0061): the absence-rate figures with the target and absence
// hours behind them, one row per group and period plus each group's whole range, as XLSX (drawn by the reports'
// renderer: title block, frozen header, real number types, the formula guard) or CSV (UTF-8 with BOM, semicolons,
// CRLF — what Excel in Switzerland opens directly), in the caller's language. Withheld figures are empty cells with
// the reason in words, never 0.
import type { AbsenceRateResult, RateFigureDto } from '../../../contracts/analytics.ts';
import { MONTH_NAMES } from '../../../domain/month-names.ts';
import type { ReportColumn, ReportRow, ReportTable } from '../../../domain/reports/report-table.ts';
import { renderReportFile } from '../reports/index.ts';

export type ExportLanguage = 'de' | 'fr' | 'it' | 'en';

const WORDS = {
  de: {
    title: 'Absenzenquote',
    subtitle: 'Absenzstunden in Prozent der Sollstunden (vollzeitgewichtet), nach Periode',
    company: 'Firma',
    range: 'Zeitraum',
    asOf: 'Stichtag',
    generatedAt: 'Erstellt am',
    group: 'Gruppe',
    period: 'Periode',
    headcount: 'Personen',
    fte: 'Vollzeitstellen',
    target: 'Sollstunden',
    absence: 'Absenzstunden',
    sickness: 'davon Krankheit',
    accident: 'davon Unfall',
    other: 'davon Übrige',
    rate: 'Absenzenquote',
    previous: 'Vorperiode',
    yearBefore: 'Vorjahr',
    remark: 'Bemerkung',
    total: 'Ganzer Zeitraum',
    all: 'Alle',
    none: '(ohne Angabe)',
    withheld: (n: number) => `nicht gezeigt: weniger als ${n} Personen (Gesundheitsdaten)`,
    empty: 'Keine Zahlen in diesem Zeitraum.',
    sheet: 'Absenzenquote',
    quarter: (q: string, y: string) => `${q}. Quartal ${y}`,
    employmentType: { PERMANENT: 'Unbefristet', TEMPORARY: 'Befristet' } as Record<string, string>,
  },
  fr: {
    title: 'Taux d’absence',
    subtitle: 'Heures d’absence en pour cent des heures théoriques (pondéré par ETP), par période',
    company: 'Entreprise',
    range: 'Période',
    asOf: 'Date de référence',
    generatedAt: 'Établi le',
    group: 'Groupe',
    period: 'Période',
    headcount: 'Personnes',
    fte: 'ETP',
    target: 'Heures théoriques',
    absence: 'Heures d’absence',
    sickness: 'dont maladie',
    accident: 'dont accident',
    other: 'dont autres',
    rate: 'Taux d’absence',
    previous: 'Période précédente',
    yearBefore: 'Année précédente',
    remark: 'Remarque',
    total: 'Toute la période',
    all: 'Tous',
    none: '(sans indication)',
    withheld: (n: number) => `non affiché : moins de ${n} personnes (données de santé)`,
    empty: 'Aucun chiffre pour cette période.',
    sheet: 'Taux d’absence',
    quarter: (q: string, y: string) => `${q}e trimestre ${y}`,
    employmentType: { PERMANENT: 'Durée indéterminée', TEMPORARY: 'Durée déterminée' } as Record<string, string>,
  },
  it: {
    title: 'Tasso di assenza',
    subtitle: 'Ore di assenza in percentuale delle ore previste (ponderato per ETP), per periodo',
    company: 'Azienda',
    range: 'Periodo',
    asOf: 'Data di riferimento',
    generatedAt: 'Creato il',
    group: 'Gruppo',
    period: 'Periodo',
    headcount: 'Persone',
    fte: 'ETP',
    target: 'Ore previste',
    absence: 'Ore di assenza',
    sickness: 'di cui malattia',
    accident: 'di cui infortunio',
    other: 'di cui altre',
    rate: 'Tasso di assenza',
    previous: 'Periodo precedente',
    yearBefore: 'Anno precedente',
    remark: 'Osservazione',
    total: 'Intero periodo',
    all: 'Tutti',
    none: '(senza indicazione)',
    withheld: (n: number) => `non mostrato: meno di ${n} persone (dati sanitari)`,
    empty: 'Nessun dato in questo periodo.',
    sheet: 'Tasso di assenza',
    quarter: (q: string, y: string) => `${q}° trimestre ${y}`,
    employmentType: { PERMANENT: 'Tempo indeterminato', TEMPORARY: 'Tempo determinato' } as Record<string, string>,
  },
  en: {
    title: 'Absence rate',
    subtitle: 'Absence hours as a percentage of target hours (FTE-weighted), by period',
    company: 'Company',
    range: 'Period',
    asOf: 'As of',
    generatedAt: 'Generated on',
    group: 'Group',
    period: 'Period',
    headcount: 'People',
    fte: 'FTE',
    target: 'Target hours',
    absence: 'Absence hours',
    sickness: 'of which sickness',
    accident: 'of which accident',
    other: 'of which other',
    rate: 'Absence rate',
    previous: 'Previous period',
    yearBefore: 'Year before',
    remark: 'Remark',
    total: 'Whole range',
    all: 'All',
    none: '(not set)',
    withheld: (n: number) => `not shown: fewer than ${n} people (health data)`,
    empty: 'No figures in this range.',
    sheet: 'Absence rate',
    quarter: (q: string, y: string) => `Q${q} ${y}`,
    employmentType: { PERMANENT: 'Permanent', TEMPORARY: 'Fixed-term' } as Record<string, string>,
  },
} as const;

const MONTHS = { de: MONTH_NAMES.DE, fr: MONTH_NAMES.FR, it: MONTH_NAMES.IT, en: MONTH_NAMES.EN } as const;

/** A period in words: "März 2026", "1. Quartal 2026", "2026", "Ganzer Zeitraum". */
export function periodInWords(period: string, language: ExportLanguage): string {
  const words = WORDS[language];
  if (period === 'TOTAL') return words.total;
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month) return `${MONTHS[language][Number(month[2]) - 1]} ${month[1]}`;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return words.quarter(quarter[2] as string, quarter[1] as string);
  return period;
}

const swissDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The export as a table: one row per group and period, then the group's whole range. */
export function exportTable(
  result: AbsenceRateResult,
  language: ExportLanguage,
  company: string,
  generatedAt: string,
): ReportTable {
  const words = WORDS[language];
  const withGroup = result.dimension !== null;
  const columns: ReportColumn[] = [
    ...(withGroup ? [{ key: 'group', label: words.group, type: 'text' as const, width: 24 }] : []),
    { key: 'period', label: words.period, type: 'text', width: 18 },
    { key: 'headcount', label: words.headcount, type: 'integer' },
    { key: 'fte', label: words.fte, type: 'decimal' },
    { key: 'targetHours', label: words.target, type: 'decimal' },
    { key: 'absenceHours', label: words.absence, type: 'decimal' },
    { key: 'sickness', label: words.sickness, type: 'decimal' },
    { key: 'accident', label: words.accident, type: 'decimal' },
    { key: 'other', label: words.other, type: 'decimal' },
    { key: 'rate', label: `${words.rate} (%)`, type: 'percent' },
    { key: 'previous', label: `${words.previous} (%)`, type: 'percent' },
    { key: 'yearBefore', label: `${words.yearBefore} (%)`, type: 'percent' },
    { key: 'remark', label: words.remark, type: 'text', width: 30 },
  ];
  const rowOf = (group: string | null, figure: RateFigureDto): ReportRow => [
    ...(withGroup ? [group] : []),
    periodInWords(figure.period, language),
    figure.headcount,
    figure.fte,
    figure.targetHours,
    figure.absenceHours,
    figure.absenceHoursByCategory?.SICKNESS ?? null,
    figure.absenceHoursByCategory?.ACCIDENT ?? null,
    figure.absenceHoursByCategory?.OTHER ?? null,
    figure.rate,
    figure.previous.rate,
    figure.yearBefore.rate,
    figure.withheld ? words.withheld(figure.withheld.minimumGroupSize) : null,
  ];
  const groupName = (group: { groupId: string | null; groupName: string | null }) =>
    group.groupId === null
      ? words.none
      : result.dimension === 'EMPLOYMENT_TYPE'
        ? (words.employmentType[group.groupId] ?? group.groupId)
        : (group.groupName ?? group.groupId);
  const rows: ReportRow[] = [];
  for (const group of result.groups) {
    for (const figure of group.periods) rows.push(rowOf(groupName(group), figure));
    rows.push(rowOf(groupName(group), group.total));
  }
  for (const figure of result.total.periods) rows.push(rowOf(words.all, figure));
  rows.push(rowOf(words.all, result.total.total));
  return {
    kind: 'absence-rate',
    language,
    title: words.title,
    subtitle: words.subtitle,
    facts: [
      [words.company, company],
      [words.range, `${periodInWords(result.from, language)} – ${periodInWords(result.to, language)}`],
      [words.asOf, swissDate(result.asOf)],
      [words.generatedAt, generatedAt],
    ],
    columns,
    rows,
    totalLabel: '',
    emptyText: words.empty,
    sheetName: words.sheet,
  };
}

/** What a spreadsheet would read as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: ReportRow[number]): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV: the headings, then the rows (numbers with a point, no grouping), UTF-8 with BOM. */
export function csvOf(table: ReportTable): Buffer {
  const lines = [table.columns.map((column) => csvCell(column.label)).join(';')];
  for (const row of table.rows) lines.push(row.map(csvCell).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function exportFile(
  result: AbsenceRateResult,
  format: 'XLSX' | 'CSV',
  language: ExportLanguage,
  company: string,
  now: Date,
): Promise<{ content: Buffer; contentType: string; filename: string }> {
  const generatedAt = new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(now)
    .replace(',', '');
  const table = exportTable(result, language, company, generatedAt);
  const base = `${WORDS[language].title
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}_${result.from}_${result.to}`;
  if (format === 'CSV') {
    return { content: csvOf(table), contentType: 'text/csv; charset=utf-8', filename: `${base}.csv` };
  }
  const file = await renderReportFile(table, 'XLSX', { createdAt: now });
  return { content: file.content, contentType: file.contentType, filename: `${base}.xlsx` };
}
