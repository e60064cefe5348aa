// GET /benefits/export (decision 0068): one row per case, accounting month and coverage line, drawn by the reports'
// renderer as XLSX (title block, frozen header, dates as dates, CHF with two decimals, a totals row, the formula
// guard on text) or as CSV (UTF-8 with BOM, semicolons, CRLF: what Excel in Switzerland opens; amounts in CHF with
// a point), in the given language or the caller's.

import { addSums, figuresOf, type LedgerLanguage, stopInWords } from '../../../domain/benefits/benefit-ledger.ts';
import { MONTH_NAMES } from '../../../domain/month-names.ts';
import type { ReportColumn, ReportRow, ReportTable } from '../../../domain/reports/report-table.ts';
import { renderReportFile } from '../reports/index.ts';
import type { benefitsExportRows } from './benefits.service.ts';
import { sumsOfLedgerRow } from './benefits.service.ts';

type ExportData = Awaited<ReturnType<typeof benefitsExportRows>>;

const WORDS = {
  de: {
    title: 'Versicherungsleistungen',
    subtitle: 'Was die Versicherer aus den Taggeldansprüchen zahlen oder zahlen werden, pro Fall und Monat',
    company: 'Firma',
    range: 'Buchungsmonate',
    generatedAt: 'Erstellt am',
    name: 'Name',
    personnelNumber: 'Personalnummer',
    caseNumber: 'Fall',
    claimType: 'Art',
    absentFrom: 'Abwesend ab',
    month: 'Buchungsmonat',
    line: 'Deckung',
    days: 'Tage',
    paidDays: 'Tage mit Taggeld',
    entitled: 'Anspruch',
    corrections: 'davon Korrekturen',
    ivOffset: 'IV-Abzug',
    paid: 'Bezahlt',
    scheduled: 'Zur Zahlung freigegeben',
    inPreparation: 'In Vorbereitung',
    outstanding: 'Offen',
    executionDate: 'Ausführung am',
    stop: 'Leistungsstopp',
    total: 'Total',
    empty: 'Keine Leistungen in diesen Monaten.',
    sheet: 'Leistungen',
    types: { SICK: 'Krankheit', ACCIDENT: 'Unfall' },
  },
  fr: {
    title: 'Prestations d’assurance',
    subtitle: 'Ce que les assureurs paient ou paieront sur les droits aux indemnités journalières, par cas et par mois',
    company: 'Entreprise',
    range: 'Mois comptables',
    generatedAt: 'Établi le',
    name: 'Nom',
    personnelNumber: 'Numéro du personnel',
    caseNumber: 'Cas',
    claimType: 'Type',
    absentFrom: 'Absent dès le',
    month: 'Mois comptable',
    line: 'Couverture',
    days: 'Jours',
    paidDays: 'Jours indemnisés',
    entitled: 'Droit',
    corrections: 'dont corrections',
    ivOffset: 'Déduction AI',
    paid: 'Payé',
    scheduled: 'Libéré pour paiement',
    inPreparation: 'En préparation',
    outstanding: 'Ouvert',
    executionDate: 'Exécution le',
    stop: 'Arrêt des prestations',
    total: 'Total',
    empty: 'Aucune prestation pour ces mois.',
    sheet: 'Prestations',
    types: { SICK: 'Maladie', ACCIDENT: 'Accident' },
  },
  it: {
    title: 'Prestazioni assicurative',
    subtitle: 'Ciò che gli assicuratori pagano o pagheranno sui diritti alle indennità giornaliere, per caso e mese',
    company: 'Azienda',
    range: 'Mesi contabili',
    generatedAt: 'Creato il',
    name: 'Nome',
    personnelNumber: 'Numero del personale',
    caseNumber: 'Caso',
    claimType: 'Tipo',
    absentFrom: 'Assente dal',
    month: 'Mese contabile',
    line: 'Copertura',
    days: 'Giorni',
    paidDays: 'Giorni indennizzati',
    entitled: 'Diritto',
    corrections: 'di cui correzioni',
    ivOffset: 'Deduzione AI',
    paid: 'Pagato',
    scheduled: 'Liberato per il pagamento',
    inPreparation: 'In preparazione',
    outstanding: 'Aperto',
    executionDate: 'Esecuzione il',
    stop: 'Sospensione delle prestazioni',
    total: 'Totale',
    empty: 'Nessuna prestazione in questi mesi.',
    sheet: 'Prestazioni',
    types: { SICK: 'Malattia', ACCIDENT: 'Infortunio' },
  },
  en: {
    title: 'Insurance benefits',
    subtitle: 'What the insurers pay or will pay on the daily allowance claims, per case and month',
    company: 'Company',
    range: 'Accounting months',
    generatedAt: 'Generated on',
    name: 'Name',
    personnelNumber: 'Personnel number',
    caseNumber: 'Case',
    claimType: 'Type',
    absentFrom: 'Absent from',
    month: 'Accounting month',
    line: 'Coverage',
    days: 'Days',
    paidDays: 'Days with an allowance',
    entitled: 'Entitled',
    corrections: 'of which corrections',
    ivOffset: 'IV offset',
    paid: 'Paid',
    scheduled: 'Released for payment',
    inPreparation: 'In preparation',
    outstanding: 'Outstanding',
    executionDate: 'Executed on',
    stop: 'Benefit stop',
    total: 'Total',
    empty: 'No benefits in these months.',
    sheet: 'Benefits',
    types: { SICK: 'Sickness', ACCIDENT: 'Accident' },
  },
} as const;

const MONTHS = { de: MONTH_NAMES.DE, fr: MONTH_NAMES.FR, it: MONTH_NAMES.IT, en: MONTH_NAMES.EN } as const;

/** "März 2026", "mars 2026". */
export function monthInWords(month: string, language: LedgerLanguage): string {
  return `${MONTHS[language][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The export as a table: a row per case, month and coverage line; the amounts as Rappen (the renderer shows CHF). */
export function benefitsTable(data: ExportData, language: LedgerLanguage, generatedAt: string): ReportTable {
  const words = WORDS[language];
  const chfColumn = (key: keyof typeof words, width = 14): ReportColumn => ({
    key,
    label: words[key] as string,
    type: 'chf',
    total: true,
    width,
  });
  const columns: ReportColumn[] = [
    { key: 'name', label: words.name, type: 'text', width: 26 },
    { key: 'personnelNumber', label: words.personnelNumber, type: 'text', width: 14 },
    { key: 'caseNumber', label: words.caseNumber, type: 'integer', width: 8 },
    { key: 'claimType', label: words.claimType, type: 'text', width: 12 },
    { key: 'absentFrom', label: words.absentFrom, type: 'date', width: 12 },
    { key: 'month', label: words.month, type: 'text', width: 16 },
    { key: 'line', label: words.line, type: 'text', width: 9 },
    { key: 'days', label: words.days, type: 'integer', total: true, width: 8 },
    { key: 'paidDays', label: words.paidDays, type: 'integer', total: true, width: 10 },
    chfColumn('entitled'),
    chfColumn('corrections'),
    chfColumn('ivOffset'),
    chfColumn('paid'),
    chfColumn('scheduled'),
    chfColumn('inPreparation'),
    chfColumn('outstanding'),
    { key: 'executionDate', label: words.executionDate, type: 'date', width: 12 },
    { key: 'stop', label: words.stop, type: 'text', width: 36 },
  ];
  const rows: ReportRow[] = [];
  for (const entry of data.cases) {
    const name = [entry.head.lastName, entry.head.firstName].filter(Boolean).join(' ') || entry.head.employeeId;
    const stop = entry.stops.map((entries) => stopInWords(entries, language)).join(' | ') || null;
    for (const row of entry.rows) {
      const figures = figuresOf(addSums(sumsOfLedgerRow(row)));
      rows.push([
        name,
        entry.head.personnelNumber,
        entry.head.caseNumber,
        words.types[entry.head.claimType],
        entry.head.absentFrom,
        monthInWords(row.month, language),
        row.line,
        figures.days,
        figures.paidDays,
        figures.entitled,
        figures.corrections,
        figures.ivOffset,
        figures.paid,
        figures.scheduled,
        figures.inPreparation,
        figures.outstanding,
        row.last_execution_date,
        stop,
      ]);
    }
  }
  return {
    kind: 'benefits',
    language,
    title: words.title,
    subtitle: words.subtitle,
    facts: [
      [words.company, data.company],
      [words.range, `${monthInWords(data.range.from, language)} – ${monthInWords(data.range.to, language)}`],
      [words.generatedAt, generatedAt],
    ],
    columns,
    rows,
    totalLabel: words.total,
    emptyText: words.empty,
    sheetName: words.sheet,
  };
}

/** What a spreadsheet would read as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: ReportRow[number], column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return column.type === 'chf' ? (value / 100).toFixed(2) : String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (column.type === 'date') return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV: the headings, the rows, UTF-8 with BOM, semicolons, CRLF. */
export function csvOf(table: ReportTable): Buffer {
  // As the XLSX headings: an amount column says its currency.
  const heading = table.columns.map((column) =>
    csvCell(column.type === 'chf' ? `${column.label} (CHF)` : column.label, { ...column, type: 'text' }),
  );
  const lines = [heading.join(';')];
  for (const row of table.rows)
    lines.push(row.map((value, index) => csvCell(value, table.columns[index] as ReportColumn)).join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function benefitsExportFile(
  data: ExportData,
  format: 'XLSX' | 'CSV',
  language: LedgerLanguage,
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
  const table = benefitsTable(data, language, generatedAt);
  const base = `${WORDS[language].title
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}_${data.range.from}_${data.range.to}`;
  if (format === 'CSV') {
    return { content: csvOf(table), contentType: 'text/csv; charset=utf-8', filename: `${base}.csv` };
  }
  const file = await renderReportFile(table, 'XLSX', { createdAt: now });
  return { content: file.content, contentType: file.contentType, filename: `${base}.xlsx` };
}
