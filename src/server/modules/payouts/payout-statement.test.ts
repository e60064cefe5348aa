// The payout statement PDF: the text read back with pdftotext (names with accents, the periods' amounts and how they
// came about, the net, the IBAN in groups), page 1 rendered to PNG with pdftoppm, in German and French; a preview is
// marked as a draft; the allowance's formula only where the frozen values reproduce it (poppler-utils: the PDF
// checks fail with a message when the tools are missing).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { employeeData } from '../../../contracts/employees.ts';
import { DEMO_CONFIGURATION } from '../../../db/demo-tenant-configuration.ts';
import { partiesOf } from './payout-parties.ts';
import {
  allowanceFormula,
  formatIban,
  type Payout,
  payoutStatementDocument,
  payoutStatementFileName,
  payoutStatementPdf,
  statementLanguageOf,
} from './payout-statement.ts';

type Period = Payout['settlementPeriods'][number];

const period = (values: Partial<Period>): Period => ({
  startDate: '2026-04-11',
  endDate: '2026-04-24',
  insuredEarnings: '78000.00',
  absencePercentage: 50,
  insuredPercentage: 80,
  onWaitingPeriod: false,
  dailyAllowance: '85.48',
  days: 14,
  amount: '1196.72',
  ivReduction: '0.00',
  ivRate: 0,
  coverageLine: 'KTG',
  isCorrection: false,
  correctionKind: null,
  correctedMonthId: null,
  ...values,
});

/**
 * 78 000 / 365 x 80 % = 170.96 (C2), x 50 % = 85.48 (C3): 14 x 85.48 = 1 196.72; 6 days at 100 % less IV 20.00 =
 * 150.96: 905.76; March corrected from 50 % to 100 %: reversal -1 025.76, rebooking +2 051.52. Gross 3 128.24, an
 * earlier reversal of 500.00 absorbed: net 2 628.24.
 */
const payout: Payout = {
  payoutId: '0196f0a0-0000-7000-8000-000000000001',
  caseId: '0196f0a0-0000-7000-8000-0000000000aa',
  ktgCaseId: '0196f0a0-0000-7000-8000-0000000000aa',
  caseNumber: 1042,
  accountingMonthId: '2026-04',
  tenantId: '0196f0a0-0000-7000-8000-0000000000ff',
  employeeId: 'E-4711',
  status: 'RELEASED',
  payeeKind: 'EMPLOYER',
  companySubunitId: 'GE',
  coverageLine: 'KTG',
  sender: {
    name: 'Taggeld AG, Leistungszentrum',
    streetName: 'Bundesplatz',
    buildingNumber: '3',
    addressLine1: null,
    addressLine2: null,
    postalCode: '3011',
    city: 'Bern',
    country: 'CH',
  },
  contact: { name: 'Petra Leistung', phone: '+41 31 555 12 34', email: 'leistungen@example.ch' },
  billingDetails: {
    name: 'Bäckerei Zürcher AG, Filiale Genève',
    streetName: 'Rue du Rhône',
    buildingNumber: '12',
    addressLine1: 'Rue du Rhône 12',
    addressLine2: null,
    postalCode: '1204',
    city: 'Genève',
    country: 'CH',
  },
  caseIdentifier: '0196f0a0-0000-7000-8000-0000000000aa',
  personNames: { firstName: 'Zoë', lastName: 'Müller-Lüdenscheidt', personnelNumber: '4711' },
  iban: 'CH9300762011623852957',
  carrier: { carrierId: '0196f0a0-0000-7000-8000-0000000000cc', name: 'Taggeld AG' },
  settlementPeriods: [
    period({
      startDate: '2026-04-01',
      endDate: '2026-04-10',
      onWaitingPeriod: true,
      dailyAllowance: '0.00',
      amount: '0.00',
      days: 10,
    }),
    period({}),
    period({
      startDate: '2026-04-25',
      endDate: '2026-04-30',
      days: 6,
      absencePercentage: 100,
      dailyAllowance: '150.96',
      ivReduction: '20.00',
      amount: '905.76',
      ivRate: 11.7,
    }),
    period({
      startDate: '2026-03-20',
      endDate: '2026-03-31',
      days: 12,
      dailyAllowance: '-85.48',
      amount: '-1025.76',
      isCorrection: true,
      correctionKind: 'REVERSAL',
      correctedMonthId: '2026-03',
    }),
    period({
      startDate: '2026-03-20',
      endDate: '2026-03-31',
      days: 12,
      absencePercentage: 100,
      dailyAllowance: '170.96',
      amount: '2051.52',
      isCorrection: true,
      correctionKind: 'REBOOKING',
      correctedMonthId: '2026-03',
    }),
  ],
  grossAmount: '3128.24',
  offsetApplied: '500.00',
  carriedOffset: '0.00',
  netAmount: '2628.24',
  problems: [],
  releaseId: '0196f0a0-0000-7000-8000-0000000000dd',
  releasedAt: '2026-05-04T08:00:00.000Z',
  endToEndId: 'ABZ0196F0A0000070008000000000000001',
};

const released = { payout, executionDate: '2026-05-05', generatedAt: '2026-05-04T08:00:00.000Z' };

const hasPoppler = spawnSync('pdftoppm', ['-v']).error === undefined;
const directory = mkdtempSync(join(tmpdir(), 'payout-statement-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function textOf(pdf: Buffer, name: string): string {
  const path = join(directory, `${name}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('payoutStatementPdf', () => {
  it('German: sender, recipient, person, periods with their calculation, corrections, summary; page 1 as PNG', async () => {
    expect(hasPoppler, 'pdftoppm is missing: apt-get install poppler-utils (.ci/run installs it)').toBe(true);
    const pdf = await payoutStatementPdf({ ...released, language: 'DE' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const path = join(directory, 'de.pdf');
    writeFileSync(path, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', path, join(directory, 'de')]);
    const png = readFileSync(join(directory, 'de-1.png'));
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(statSync(join(directory, 'de-1.png')).size).toBeGreaterThan(10_000);
    const text = textOf(pdf, 'de-text');
    for (const expected of [
      'Taggeld AG, Leistungszentrum',
      'Bundesplatz 3, 3011 Bern',
      'Petra Leistung',
      'Bäckerei Zürcher AG, Filiale Genève',
      'Rue du Rhône 12',
      '1204 Genève',
      'Taggeldabrechnung April 2026',
      'Zoë Müller-Lüdenscheidt',
      '4711',
      'Fall-Nr. 1042',
      'Krankentaggeld (KTG)',
      'Leistungen April 2026',
      '01.04.2026 –',
      'Wartefrist: kein Taggeld',
      // The calculation cell wraps: its pieces.
      "78'000.00 / 365 × 80 % = 170.96; × 50 %",
      '− IV 20.00',
      "14 × 85.48 = 1'196.72",
      "1'196.72",
      '905.76',
      'Total Leistungen April 2026',
      "2'102.48",
      'Korrektur März 2026',
      'Storno:',
      "-1'025.76",
      'Neubuchung:',
      "2'051.52",
      'Bruttobetrag',
      "3'128.24",
      'Verrechnung früherer Stornos',
      '-500.00',
      'Auszahlung CHF',
      "2'628.24",
      'CH93 0076 2011 6238 5295 7',
      'Ausführungsdatum',
      '05.05.2026',
      'ABZ0196F0A0000070008000000000000001',
      'Seite 1 von 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Entwurf');
  });

  it('French: the same statement in the payee’s language', async () => {
    expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils').toBe(true);
    const text = textOf(await payoutStatementPdf({ ...released, language: 'FR' }), 'fr');
    for (const expected of [
      'Décompte d’indemnités journalières avril 2026',
      'Zoë Müller-Lüdenscheidt',
      'Numéro du personnel',
      'Prestations avril 2026',
      'Délai d’attente : pas d’indemnité',
      'Correction de mars 2026',
      'Extourne:',
      'Nouvelle comptabilisation:',
      "14 × 85.48 = 1'196.72",
      'Montant brut',
      'Compensation d’extournes antérieures',
      'Versement CHF',
      "2'628.24",
      'CH93 0076 2011 6238 5295 7',
      'Date d’exécution',
      'Page 1 sur 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('a draft is a preview: marked in title, header and watermark, without execution date or payment reference', async () => {
    const draft = { ...payout, status: 'DRAFT' as const, releaseId: null, releasedAt: null, endToEndId: null };
    const document = payoutStatementDocument({ ...released, payout: draft, language: 'IT' });
    expect(document.intro?.title).toBe('Conteggio delle indennità giornaliere aprile 2026 – Bozza');
    expect(document.watermark).toBe('Bozza');
    expect(document.summary?.map(([label]) => label)).not.toContain('Data d’esecuzione');
    expect(payoutStatementFileName(draft, 'DE')).toBe(
      'Taggeldabrechnung_2026-04_Muller-Ludenscheidt_0196f0a0_Entwurf.pdf',
    );
    expect(hasPoppler).toBe(true);
    const text = textOf(await payoutStatementPdf({ ...released, payout: draft, language: 'EN' }), 'draft');
    expect(text).toContain('Daily allowance statement April 2026 – Draft');
    expect(text).not.toContain('Execution date');
  });

  it('shares the fonts’ subsets across statements and still embeds a character beyond the common ones', async () => {
    expect(hasPoppler).toBe(true);
    const first = await payoutStatementPdf({ ...released, language: 'DE' });
    // The same statement again: the cached subsets give the same bytes.
    expect((await payoutStatementPdf({ ...released, language: 'DE' })).equals(first)).toBe(true);
    const polish = { ...payout, personNames: { ...payout.personNames, lastName: 'Łukasiewicz-Ördög' } };
    const text = textOf(await payoutStatementPdf({ ...released, payout: polish, language: 'DE' }), 'polish');
    expect(text).toContain('Zoë Łukasiewicz-Ördög');
    expect(textOf(first, 'first')).toContain('Zoë Müller-Lüdenscheidt');
  });

  it('shows the allowance’s formula only when the frozen values reproduce it', () => {
    const texts = { roundedUp: 'rounded up to 0.05', iv: 'IV' } as Parameters<typeof allowanceFormula>[1];
    // 78 000 / 365 x 80 % = 170.96 (360 would give 173.33): the divisor is known.
    expect(allowanceFormula(period({}), texts)).toBe("78'000.00 / 365 × 80 % = 170.96; × 50 % = 85.48");
    expect(allowanceFormula(period({ dailyAllowance: '86.67' }), texts)).toBe(
      "78'000.00 / 360 × 80 % = 173.33; × 50 % = 86.67",
    );
    // A benefit stop or a manual correction: no formula, the statement names the factors instead.
    expect(allowanceFormula(period({ dailyAllowance: '60.00' }), texts)).toBeNull();
    // UVG (C5): 68 220 / 365 x 80 % = 149.52, up to 0.05: 149.55 (Suva's example).
    expect(
      allowanceFormula(
        period({ coverageLine: 'UVG', insuredEarnings: '68220.00', absencePercentage: 100, dailyAllowance: '149.55' }),
        texts,
      ),
    ).toBe("68'220.00 / 365 × 80 % = 149.55 (rounded up to 0.05)");
    const fallback = payoutStatementDocument({
      ...released,
      payout: { ...payout, settlementPeriods: [period({ dailyAllowance: '60.00', amount: '840.00' })] },
      language: 'DE',
    });
    const row = fallback.table.rows.find((candidate) => candidate.type === 'data');
    expect(row?.type === 'data' ? row.cells[9] : '').toBe(
      'Taggeld 60.00 (Deckung 80 %, Arbeitsunfähigkeit 50 %) · 14 × 60.00 = 840.00',
    );
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });
});

// Issue 28: the statement followed the employer's language (the tenant's defaultCorrespondenceLanguage) while the
// same person's power of attorney was in Italian: both now speak the person's correspondence language.
describe('the statement language', () => {
  it('is the person’s correspondence language, else the tenant’s, else German', () => {
    expect(statementLanguageOf('IT', 'DE')).toBe('IT');
    expect(statementLanguageOf(null, 'FR')).toBe('FR');
    expect(statementLanguageOf('RM', 'FR')).toBe('FR'); // Romansh: no statement text, the tenant's language
    expect(statementLanguageOf(undefined, undefined)).toBe('DE');
  });

  it('an Italian-speaking person of a German-speaking employer gets the statement in Italian (file read back)', async () => {
    expect(DEMO_CONFIGURATION.defaultCorrespondenceLanguage).toBe('DE');
    const employee = employeeData.parse({
      personnelNumber: '4711',
      firstName: 'Zoë',
      lastName: 'Müller-Lüdenscheidt',
      correspondenceLanguage: 'IT',
    });
    const { statement } = partiesOf({
      payee: { kind: 'EMPLOYER', companySubunitId: 'TI-SUD' },
      carrier: null,
      configuration: DEMO_CONFIGURATION,
      employee,
      caseIdentifier: payout.caseId,
    });
    expect(statement.language).toBe('IT');
    expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils').toBe(true);
    const text = textOf(await payoutStatementPdf({ ...released, language: statement.language }), 'it');
    expect(text).toContain('Conteggio delle indennità giornaliere aprile 2026');
    expect(text).not.toContain('Taggeldabrechnung');
    // Without a language of their own, the tenant's.
    const tenantLanguage = partiesOf({
      payee: { kind: 'EMPLOYER', companySubunitId: 'TI-SUD' },
      carrier: null,
      configuration: DEMO_CONFIGURATION,
      employee: { ...employee, correspondenceLanguage: null },
      caseIdentifier: payout.caseId,
    });
    expect(tenantLanguage.statement.language).toBe('DE');
  });
});
