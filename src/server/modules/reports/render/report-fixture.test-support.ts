// A hand-made report table for the renderers' tests: every column type, a formula-looking text, a text starting
// with a tab, booleans, totals, umlauts and accents, 64 rows (two landscape pages), in German or French.
import type { ReportColumn, ReportRow, ReportTable } from '../../../../domain/reports/report-table.ts';
import type { ReportLanguage } from '../../../../domain/reports/report-types.ts';

const HEADINGS = {
  de: {
    title: 'Taggeld oder Lohnkürzung',
    subtitle: 'Welche Tage erstattet die Versicherung, an welchen wird der Lohn gekürzt?',
    company: 'Firma',
    period: 'Zeitraum',
    filters: 'Filter',
    generatedAt: 'Erstellt am',
    filterText: 'nur Kurzfristrisiko; ab 30 bezogenen Taggeldtagen',
    columns: ['Name', 'Von', 'Betrag (CHF)', 'Arbeitsunfähigkeit', 'Tage', 'Taggeldtage', 'Abgeschlossen', 'Bemerkung'],
    totalLabel: 'Total',
    emptyText: 'Keine Tage in diesem Zeitraum.',
    sheetName: 'Taggeld/Lohnkürzung [März]: *alle* Mitarbeitenden?',
  },
  fr: {
    title: 'Indemnité journalière ou réduction de salaire',
    subtitle: 'Quels jours l’assurance rembourse-t-elle, lesquels réduisent le salaire ?',
    company: 'Entreprise',
    period: 'Période',
    filters: 'Filtres',
    generatedAt: 'Établi le',
    filterText: 'risque à court terme seulement',
    columns: ['Nom', 'Du', 'Montant (CHF)', 'Incapacité', 'Jours', 'Jours d’indemnité', 'Clôturé', 'Remarque'],
    totalLabel: 'Total',
    emptyText: 'Aucun jour dans cette période.',
    sheetName: 'Indemnité ou réduction',
  },
} as const;

const TYPES: readonly [ReportColumn['type'], boolean][] = [
  ['text', false],
  ['date', false],
  ['chf', true],
  ['percent', false],
  ['integer', true],
  ['decimal', true],
  ['boolean', false],
  ['text', false],
];
const KEYS = ['name', 'from', 'amount', 'incapacity', 'days', 'benefitDays', 'locked', 'remark'];

/** Row i (0-based): amount 1234.50 + i CHF (123 450 + 100 i Rappen), date 1 + (i mod 28) March 2026, … */
export function fixtureRow(index: number): ReportRow {
  const day = String(1 + (index % 28)).padStart(2, '0');
  const name = index === 0 ? 'Müller-Lüdenscheidt, Hans-Jürgen' : index === 1 ? 'Dubois, Gaëlle' : `Person ${index}`;
  const remark = index === 2 ? '=HYPERLINK("http://evil.example","klick")' : index === 3 ? '\tTab am Anfang' : '';
  return [
    name,
    `2026-03-${day}`,
    123_450 + 100 * index,
    index % 2 === 0 ? 100 : 62.5,
    index + 1,
    index % 3 === 0 ? 0.5 : 1,
    index % 2 === 0,
    remark === '' ? null : remark,
  ];
}

export function fixtureTable(language: 'de' | 'fr', rowCount = 64): ReportTable {
  const words = HEADINGS[language];
  return {
    kind: 'daily-allowance-or-wage-cut',
    language: language satisfies ReportLanguage,
    title: words.title,
    subtitle: words.subtitle,
    facts: [
      [words.company, 'Demo Logistik AG'],
      [words.period, '01.03.2026 – 31.03.2026'],
      [words.filters, words.filterText],
      [words.generatedAt, '01.04.2026 08:00'],
    ],
    columns: TYPES.map(([type, total], index) => ({
      key: KEYS[index] as string,
      label: words.columns[index] as string,
      type,
      ...(total ? { total } : {}),
    })),
    rows: Array.from({ length: rowCount }, (_, index) => fixtureRow(index)),
    totalLabel: words.totalLabel,
    emptyText: words.emptyText,
    sheetName: words.sheetName,
  };
}
