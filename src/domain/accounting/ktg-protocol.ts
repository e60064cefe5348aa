// The KTG protocol of an accounting month (issue 14; decision 0028): the insurer's list of every case line of the
// month — person, case, claim type, coverage line, dates, days, daily rate, incapacity, coverage, daily allowance,
// amount, correction marker, counters — grouped by company subunit and processing group with a total per group and
// overall, in the tenant's correspondence language. This module builds the protocol's content (pure: the lines and
// the generated-at instant come in); src/server/modules/accounting/ktg-protocol.ts renders it as XLSX and PDF.
// Regenerating the protocol reads the locked snapshots again and never changes them (C12).
// A KTG protocol holds KTG lines (decision 0043, issue 28): its sections and grand total are the coverage line KTG
// only; the month's accident lines (UVG, UVGZ) form a part of their own after it (`accident`: own sections, own
// grand total; in the XLSX a sheet of its own), so no accident day is counted in the KTG total. Counters are shown
// by their names in the protocol's language ("Falltage 10, Wartetage 3", never CASE_DAYS).
import { MONTH_NAMES } from '../month-names.ts';
import { compareNullable } from './booking-lines.ts';
import type { SnapshotLine } from './types.ts';

export type ProtocolLanguage = 'de' | 'fr' | 'it' | 'en';

export type KtgProtocolInput = {
  tenantName: string;
  accountingMonthId: string;
  /** ISO instant of the generation (the caller's clock); shown in Zurich time. */
  generatedAt: string;
  /** The tenant's defaultCorrespondenceLanguage (DE, FR, IT, EN; either case). */
  language: ProtocolLanguage | Uppercase<ProtocolLanguage>;
  lines: readonly SnapshotLine[];
  /** Names shown for the ids ("Zürich (ZH)"); an id without a name is shown as it is. */
  subunitNames?: Readonly<Record<string, string | null>>;
  groupNames?: Readonly<Record<string, string | null>>;
  /** An open month's preview: the title says so. */
  isPreview?: boolean;
};

export type ProtocolColumnKind = 'text' | 'integer' | 'date' | 'chf' | 'percent';

export type ProtocolColumnKey =
  | 'personnelNumber'
  | 'name'
  | 'caseNumber'
  | 'claimType'
  | 'coverageLine'
  | 'startDate'
  | 'endDate'
  | 'days'
  | 'dailyRate'
  | 'incapacityOfWork'
  | 'coverage'
  | 'dailyAllowance'
  | 'amount'
  | 'correction'
  | 'counters';

export type ProtocolColumn = { key: ProtocolColumnKey; header: string; kind: ProtocolColumnKind };

/** One case line; chf values in Rappen, dates ISO, the rest as shown. */
export type ProtocolRow = {
  snapshotId: string;
  isCorrection: boolean;
  values: Record<ProtocolColumnKey, string | number | null>;
};

export type ProtocolTotal = { label: string; lineCount: number; days: number; amount: number };

export type ProtocolSection = {
  companySubunitId: string | null;
  processingGroupId: string | null;
  /** "Zürich (ZH) · Monatslohn (MONTHLY)". */
  title: string;
  rows: ProtocolRow[];
  total: ProtocolTotal;
};

/** A block of sections with its grand total: the KTG lines, or the accident lines (UVG, UVGZ). */
export type ProtocolPart = {
  /** The part's title ("Unfalltaggelder UVG/UVGZ"); the KTG part's is the protocol's title. */
  title: string;
  /** A sentence under the title saying what the part is (the accident part: not in the KTG total). */
  note: string;
  /** A worksheet name (31 characters at most, none of / \ ? * [ ] :). */
  sheetName: string;
  sections: ProtocolSection[];
  overall: ProtocolTotal;
};

export type KtgProtocol = {
  language: ProtocolLanguage;
  title: string;
  tenantName: string;
  /** "März 2026". */
  monthLabel: string;
  /** "01.04.2026 08:00". */
  generatedAtLabel: string;
  texts: ProtocolTexts;
  columns: ProtocolColumn[];
  /** The KTG lines (coverage line KTG) by subunit and group. */
  sections: ProtocolSection[];
  /** The KTG lines' grand total. */
  overall: ProtocolTotal;
  /** The month's UVG and UVGZ lines, a part of their own; null when there are none. */
  accident: ProtocolPart | null;
};

type ProtocolTexts = {
  title: string;
  preview: string;
  generatedAt: string;
  page: (page: number, pages: number) => string;
  /** A section going on over a page break: "Zürich (ZH) · MONTHLY (Fortsetzung)". */
  continued: string;
  total: string;
  overallTotal: string;
  lines: string;
  allUnits: string;
  noLines: string;
  months: readonly string[];
  claimTypes: Record<SnapshotLine['claimType'], string>;
  reversal: string;
  rebooking: string;
  manualCorrection: string;
  columns: Record<ProtocolColumnKey, string>;
  /** The coverage lines' abbreviations in the language (KTG, UVG, UVGZ; IJM, LAA, LAA compl.). */
  coverageLines: Record<SnapshotLine['coverageLine'], string>;
  /** The counters' names (counterSnapshots name, compared without case, '_' and '-'). */
  counters: Record<KnownCounter, string>;
  accidentTitle: string;
  accidentNote: string;
  accidentTotal: string;
  accidentSheet: string;
};

/** The counters the lock writes into counterSnapshots (snapshots.ts) and the takeover's LFZ_DAYS (decision 0024). */
type KnownCounter = 'CASEDAYS' | 'BENEFITDAYS' | 'WAITINGDAYS' | 'LFZDAYS';

const TEXTS: Record<ProtocolLanguage, ProtocolTexts> = {
  de: {
    title: 'KTG-Protokoll',
    preview: 'Vorschau (Monat nicht abgeschlossen)',
    generatedAt: 'Erstellt am',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    continued: 'Fortsetzung',
    total: 'Total',
    overallTotal: 'Gesamttotal',
    lines: 'Zeilen',
    allUnits: 'ohne Betriebsteil / Verarbeitungsgruppe',
    noLines: 'Keine Zeilen in diesem Monat.',
    months: MONTH_NAMES.DE,
    claimTypes: { SICK: 'Krankheit', ACCIDENT: 'Unfall' },
    reversal: 'Storno',
    rebooking: 'Neubuchung',
    manualCorrection: 'manuelle Korrektur',
    columns: {
      personnelNumber: 'Personalnr.',
      name: 'Name',
      caseNumber: 'Fall',
      claimType: 'Art',
      coverageLine: 'Deckung',
      startDate: 'Von',
      endDate: 'Bis',
      days: 'Tage',
      dailyRate: 'Tagessatz',
      incapacityOfWork: 'AUF %',
      coverage: 'Deckung %',
      dailyAllowance: 'Taggeld',
      amount: 'Betrag CHF',
      correction: 'Korrektur',
      counters: 'Zähler',
    },
    coverageLines: { KTG: 'KTG', UVG: 'UVG', UVGZ: 'UVGZ' },
    counters: {
      CASEDAYS: 'Falltage',
      BENEFITDAYS: 'Leistungstage',
      WAITINGDAYS: 'Wartetage',
      LFZDAYS: 'Lohnfortzahlungstage',
    },
    accidentTitle: 'Unfalltaggelder UVG/UVGZ',
    accidentNote:
      'Nicht Teil des KTG-Protokolls: Taggelder der Unfallversicherung (UVG) und der UVG-Zusatzversicherung (UVGZ), mit eigenem Total.',
    accidentTotal: 'Gesamttotal UVG/UVGZ',
    accidentSheet: 'UVG-UVGZ',
  },
  fr: {
    title: 'Protocole IJM',
    preview: 'Aperçu (mois non clôturé)',
    generatedAt: 'Établi le',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    continued: 'suite',
    total: 'Total',
    overallTotal: 'Total général',
    lines: 'Lignes',
    allUnits: 'sans sous-unité / groupe de traitement',
    noLines: 'Aucune ligne ce mois-ci.',
    months: MONTH_NAMES.FR,
    claimTypes: { SICK: 'Maladie', ACCIDENT: 'Accident' },
    reversal: 'Extourne',
    rebooking: 'Nouvelle écriture',
    manualCorrection: 'correction manuelle',
    columns: {
      personnelNumber: 'N° pers.',
      name: 'Nom',
      caseNumber: 'Cas',
      claimType: 'Type',
      coverageLine: 'Couverture',
      startDate: 'Du',
      endDate: 'Au',
      days: 'Jours',
      dailyRate: 'Taux journalier',
      incapacityOfWork: 'IT %',
      coverage: 'Couverture %',
      dailyAllowance: 'Indemnité',
      amount: 'Montant CHF',
      correction: 'Correction',
      counters: 'Compteurs',
    },
    coverageLines: { KTG: 'IJM', UVG: 'LAA', UVGZ: 'LAA compl.' },
    counters: {
      CASEDAYS: 'Jours du cas',
      BENEFITDAYS: 'Jours de prestations',
      WAITINGDAYS: 'Jours d’attente',
      LFZDAYS: 'Jours de maintien du salaire',
    },
    accidentTitle: 'Indemnités journalières accident LAA/LAA compl.',
    accidentNote:
      'Ne fait pas partie du protocole IJM : indemnités journalières de l’assurance-accidents (LAA) et de l’assurance complémentaire LAA, avec leur propre total.',
    accidentTotal: 'Total général LAA/LAA compl.',
    accidentSheet: 'LAA',
  },
  it: {
    title: 'Protocollo IGM',
    preview: 'Anteprima (mese non chiuso)',
    generatedAt: 'Creato il',
    page: (page, pages) => `Pagina ${page} di ${pages}`,
    continued: 'continua',
    total: 'Totale',
    overallTotal: 'Totale generale',
    lines: 'Righe',
    allUnits: 'senza sottounità / gruppo di elaborazione',
    noLines: 'Nessuna riga in questo mese.',
    months: MONTH_NAMES.IT,
    claimTypes: { SICK: 'Malattia', ACCIDENT: 'Infortunio' },
    reversal: 'Storno',
    rebooking: 'Nuova registrazione',
    manualCorrection: 'correzione manuale',
    columns: {
      personnelNumber: 'N. pers.',
      name: 'Nome',
      caseNumber: 'Caso',
      claimType: 'Tipo',
      coverageLine: 'Copertura',
      startDate: 'Dal',
      endDate: 'Al',
      days: 'Giorni',
      dailyRate: 'Tasso giornaliero',
      incapacityOfWork: 'IL %',
      coverage: 'Copertura %',
      dailyAllowance: 'Indennità',
      amount: 'Importo CHF',
      correction: 'Correzione',
      counters: 'Contatori',
    },
    coverageLines: { KTG: 'IGM', UVG: 'LAINF', UVGZ: 'LAINF compl.' },
    counters: {
      CASEDAYS: 'Giorni del caso',
      BENEFITDAYS: 'Giorni di prestazione',
      WAITINGDAYS: 'Giorni d’attesa',
      LFZDAYS: 'Giorni di continuazione del salario',
    },
    accidentTitle: 'Indennità giornaliere infortunio LAINF/LAINF compl.',
    accidentNote:
      'Non fa parte del protocollo IGM: indennità giornaliere dell’assicurazione contro gli infortuni (LAINF) e dell’assicurazione complementare LAINF, con il proprio totale.',
    accidentTotal: 'Totale generale LAINF/LAINF compl.',
    accidentSheet: 'LAINF',
  },
  en: {
    title: 'KTG protocol',
    preview: 'Preview (month not locked)',
    generatedAt: 'Generated on',
    page: (page, pages) => `Page ${page} of ${pages}`,
    continued: 'continued',
    total: 'Total',
    overallTotal: 'Grand total',
    lines: 'Lines',
    allUnits: 'no subunit / processing group',
    noLines: 'No lines in this month.',
    months: MONTH_NAMES.EN,
    claimTypes: { SICK: 'Sickness', ACCIDENT: 'Accident' },
    reversal: 'Reversal',
    rebooking: 'Rebooking',
    manualCorrection: 'manual correction',
    columns: {
      personnelNumber: 'Personnel no.',
      name: 'Name',
      caseNumber: 'Case',
      claimType: 'Type',
      coverageLine: 'Coverage',
      startDate: 'From',
      endDate: 'To',
      days: 'Days',
      dailyRate: 'Daily rate',
      incapacityOfWork: 'Incapacity %',
      coverage: 'Coverage %',
      dailyAllowance: 'Daily allowance',
      amount: 'Amount CHF',
      correction: 'Correction',
      counters: 'Counters',
    },
    coverageLines: { KTG: 'KTG', UVG: 'UVG', UVGZ: 'UVGZ' },
    counters: {
      CASEDAYS: 'Case days',
      BENEFITDAYS: 'Benefit days',
      WAITINGDAYS: 'Waiting days',
      LFZDAYS: 'Continuation-of-pay days',
    },
    accidentTitle: 'Accident daily allowances UVG/UVGZ',
    accidentNote:
      'Not part of the KTG protocol: daily allowances of the accident insurance (UVG) and the supplementary accident insurance (UVGZ), with their own total.',
    accidentTotal: 'Grand total UVG/UVGZ',
    accidentSheet: 'UVG-UVGZ',
  },
};

const COLUMN_KINDS: [ProtocolColumnKey, ProtocolColumnKind][] = [
  ['personnelNumber', 'text'],
  ['name', 'text'],
  ['caseNumber', 'integer'],
  ['claimType', 'text'],
  ['coverageLine', 'text'],
  ['startDate', 'date'],
  ['endDate', 'date'],
  ['days', 'integer'],
  ['dailyRate', 'chf'],
  ['incapacityOfWork', 'percent'],
  ['coverage', 'percent'],
  ['dailyAllowance', 'chf'],
  ['amount', 'chf'],
  ['correction', 'text'],
  ['counters', 'text'],
];

// --- Swiss formats (the convention of the screens: 1'234.50, dd.MM.yyyy; an ASCII apostrophe, never ICU's ’) -----

/** Rappen as Swiss francs: 123456 -> "1'234.56", -5 -> "-0.05". */
export function swissChf(rappen: number): string {
  const sign = rappen < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(rappen));
  const francs = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${sign}${francs}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A whole number with Swiss thousands: 12345 -> "12'345". */
export function swissInteger(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(value))).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

/** '2026-03-07' -> '07.03.2026'. */
export function swissDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** An instant in Zurich time: '2026-04-01T06:00:00Z' -> '01.04.2026 08:00'. */
export function swissDateTime(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

export function protocolLanguageOf(language: KtgProtocolInput['language']): ProtocolLanguage {
  const lower = language.toLowerCase();
  return lower === 'fr' || lower === 'it' || lower === 'en' ? lower : 'de';
}

/** A protocol value as the PDF shows it. */
export function formatProtocolValue(value: string | number | null, kind: ProtocolColumnKind): string {
  if (value === null || value === '') return '';
  if (kind === 'chf') return swissChf(Number(value));
  if (kind === 'date') return swissDate(String(value));
  if (kind === 'integer') return swissInteger(Number(value));
  return String(value);
}

// --- The protocol ----------------------------------------------------------------------------------------------------

function label(id: string | null, names: Readonly<Record<string, string | null>> | undefined): string | null {
  if (id === null) return null;
  const name = names?.[id];
  return name && name !== id ? `${name} (${id})` : id;
}

function correctionMarker(line: SnapshotLine, texts: ProtocolTexts): string {
  const parts: string[] = [];
  if (line.correctionKind) {
    const kind = line.correctionKind === 'REVERSAL' ? texts.reversal : texts.rebooking;
    const [year, month] = (line.correctedMonthId ?? '').split('-');
    parts.push(line.correctedMonthId ? `${kind} ${month}.${year}` : kind);
  }
  if (line.manualCorrectionId) parts.push(texts.manualCorrection);
  return parts.join(', ');
}

/** A counter's name in the protocol's language; a name the protocol does not know, as it is. */
export function counterLabel(name: string, language: ProtocolLanguage): string {
  const key = name.replace(/[^a-z0-9]/gi, '').toUpperCase();
  return (TEXTS[language].counters as Record<string, string | undefined>)[key] ?? name;
}

function rowOf(line: SnapshotLine, texts: ProtocolTexts, language: ProtocolLanguage): ProtocolRow {
  return {
    snapshotId: line.snapshotId,
    isCorrection: line.isCorrection,
    values: {
      personnelNumber: line.personnelNumber,
      name: [line.lastName, line.firstName].filter(Boolean).join(' '),
      caseNumber: line.caseNumber,
      claimType: texts.claimTypes[line.claimType],
      coverageLine: texts.coverageLines[line.coverageLine] ?? line.coverageLine,
      startDate: line.startDate,
      endDate: line.endDate,
      days: line.days,
      dailyRate: line.dailyRate,
      incapacityOfWork: line.incapacityOfWork,
      coverage: line.coverage,
      dailyAllowance: line.dailyAllowance,
      amount: line.amount,
      correction: correctionMarker(line, texts),
      counters: line.counterSnapshots
        .map((counter) => `${counterLabel(counter.name, language)} ${counter.value}`)
        .join(', '),
    },
  };
}

function compareLines(a: SnapshotLine, b: SnapshotLine): number {
  return (
    compareNullable(a.lastName, b.lastName) ||
    compareNullable(a.firstName, b.firstName) ||
    compareNullable(a.personnelNumber, b.personnelNumber) ||
    a.caseNumber - b.caseNumber ||
    compareNullable(a.startDate, b.startDate) ||
    compareNullable(a.snapshotId, b.snapshotId)
  );
}

/** Sections per subunit and group (sorted, null last), each with its rows by name and its total. */
function sectionsOf(
  lines: readonly SnapshotLine[],
  input: KtgProtocolInput,
  texts: ProtocolTexts,
  language: ProtocolLanguage,
): ProtocolSection[] {
  const groups = new Map<string, SnapshotLine[]>();
  for (const line of lines) {
    const key = JSON.stringify([line.companySubunitId, line.processingGroupId]);
    const list = groups.get(key);
    if (list) list.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.values()]
    .map((grouped) => {
      const first = grouped[0] as SnapshotLine;
      const units = [
        label(first.companySubunitId, input.subunitNames),
        label(first.processingGroupId, input.groupNames),
      ];
      const title = units.every((unit) => unit === null)
        ? texts.allUnits
        : units.map((unit) => unit ?? '–').join(' · ');
      const sorted = [...grouped].sort(compareLines);
      return {
        companySubunitId: first.companySubunitId,
        processingGroupId: first.processingGroupId,
        title,
        rows: sorted.map((line) => rowOf(line, texts, language)),
        total: {
          label: `${texts.total} ${title}`,
          lineCount: sorted.length,
          days: sorted.reduce((sum, line) => sum + line.days, 0),
          amount: sorted.reduce((sum, line) => sum + line.amount, 0),
        },
      };
    })
    .sort(
      (a, b) =>
        compareNullable(a.companySubunitId, b.companySubunitId) ||
        compareNullable(a.processingGroupId, b.processingGroupId),
    );
}

function overallOf(sections: readonly ProtocolSection[], labelText: string): ProtocolTotal {
  return {
    label: labelText,
    lineCount: sections.reduce((sum, section) => sum + section.total.lineCount, 0),
    days: sections.reduce((sum, section) => sum + section.total.days, 0),
    amount: sections.reduce((sum, section) => sum + section.total.amount, 0),
  };
}

/**
 * The protocol's content: columns, the KTG lines' sections per subunit and group (sorted, null last) with totals and
 * their grand total, and the accident lines (UVG, UVGZ) as a part of their own with its own grand total.
 */
export function ktgProtocolOf(input: KtgProtocolInput): KtgProtocol {
  const language = protocolLanguageOf(input.language);
  const texts = TEXTS[language];
  const ktgLines = input.lines.filter((line) => line.coverageLine === 'KTG');
  const accidentLines = input.lines.filter((line) => line.coverageLine !== 'KTG');
  const sections = sectionsOf(ktgLines, input, texts, language);
  const accidentSections = sectionsOf(accidentLines, input, texts, language);
  const [year, month] = input.accountingMonthId.split('-').map(Number);
  return {
    language,
    title: input.isPreview ? `${texts.title} – ${texts.preview}` : texts.title,
    tenantName: input.tenantName,
    monthLabel: `${texts.months[(month ?? 1) - 1] ?? ''} ${year}`,
    generatedAtLabel: swissDateTime(input.generatedAt),
    texts,
    columns: COLUMN_KINDS.map(([key, kind]) => ({ key, kind, header: texts.columns[key] })),
    sections,
    overall: overallOf(sections, texts.overallTotal),
    accident:
      accidentSections.length === 0
        ? null
        : {
            title: texts.accidentTitle,
            note: texts.accidentNote,
            sheetName: texts.accidentSheet,
            sections: accidentSections,
            overall: overallOf(accidentSections, texts.accidentTotal),
          },
  };
}
