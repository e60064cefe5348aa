import { describe, expect, it } from 'vitest';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import { POLICY_GAP_KINDS, POLICY_TYPES } from './policies-search.ts';
import {
  appliesToText,
  coverageFacts,
  gapTexts,
  inForceText,
  type PolicyCoverage,
  periodText,
  personName,
  policyNote,
  policyTypeName,
  policyTypeShort,
  rappenOf,
  type WordsContext,
} from './policy-words.ts';

const translator = (language: string) =>
  new Translator({ language, fallbackLanguage: 'de', resources: { de, en, fr, it: it_ } }).t;

const SUBUNITS = new Map([['ZH-HQ', 'Hauptsitz Zürich']]);
const GROUPS = new Map([['MONTHLY', 'Monatslohn']]);
const context = (language: 'de' | 'fr' | 'it' | 'en'): WordsContext => ({
  t: translator(language),
  language,
  subunitName: (id) => (id === null ? null : (SUBUNITS.get(id) ?? id)),
  groupName: (id) => (id === null ? null : (GROUPS.get(id) ?? id)),
});

/** The demo tenant's KTG coverage (src/db/demo-tenant-configuration.ts) as GET /policies answers it. */
const KTG: PolicyCoverage = {
  coverageConfigurationId: 'coverage-1',
  kind: 'SIMPLE',
  appliesTo: { companySubunitId: null, processingGroupId: null },
  insuredFrom: '2020-01-01',
  insuredTill: null,
  isInForce: true,
  waitingPeriodDays: 30,
  waitingPeriodPaidBy: 'EMPLOYER',
  shorttermCoveragePercent: null,
  coveragePercent: 80,
  maxDurationDays: 720,
  continuationOfPayment: { days: null, scale: 'BERN', coveragePercent: 100 },
  maxInsuredSalary: '250000.00',
  minIncapacityOfWork: 25,
};

const UVGZ: PolicyCoverage = {
  ...KTG,
  waitingPeriodDays: 2,
  coveragePercent: 80,
  maxDurationDays: null,
  continuationOfPayment: null,
  maxInsuredSalary: '300000.00',
  minIncapacityOfWork: null,
};

const asMap = (facts: { id: string; value: string }[]) =>
  Object.fromEntries(facts.map((fact) => [fact.id, fact.value]));

describe('policy types in words', () => {
  it('names every type by its product in every language, with the abbreviation the language uses', () => {
    for (const language of ['de', 'fr', 'it', 'en']) {
      const t = translator(language);
      for (const type of POLICY_TYPES) {
        expect(policyTypeName(type, t)).not.toContain('policies.');
        expect(policyTypeShort(type, t)).not.toContain('policies.');
      }
    }
    expect(policyTypeName('KTG', translator('de'))).toBe('Krankentaggeldversicherung (KTG)');
    expect(policyTypeName('UVG', translator('fr'))).toBe('Assurance-accidents (LAA)');
    expect(policyTypeShort('KTG', translator('fr'))).toBe('IJM');
    expect(policyTypeShort('KTG', translator('it'))).toBe('IGM');
  });
});

describe('a coverage configuration in words', () => {
  it("says the demo's KTG coverage as a payroll clerk reads it (German)", () => {
    expect(asMap(coverageFacts('KTG', KTG, context('de')))).toEqual({
      'applies-to': 'Ganze Firma',
      period: 'ab 01.01.2020, unbefristet',
      waiting: '30 Tage; in dieser Zeit zahlt der Arbeitgeber den Lohn weiter (Lohnfortzahlung)',
      allowance: '80% des versicherten Lohns, höchstens 720 Tage lang',
      'continued-pay': 'nach Berner Skala, zu 100% des Lohns',
      'max-salary': "CHF\u00a0250'000.00",
      'min-incapacity': 'Leistungen ab 25% Arbeitsunfähigkeit',
    });
  });

  it('writes French numbers and words', () => {
    const facts = asMap(coverageFacts('KTG', { ...KTG, coveragePercent: 72.5 }, context('fr')));
    expect(facts.allowance).toBe('72,5% du salaire assuré pendant 720 jours au plus');
    expect(facts['continued-pay']).toBe('selon l’échelle bernoise, à 100% du salaire');
    expect(facts.waiting).toContain('l’employeur continue de verser le salaire');
  });

  it('names the subunit and processing group, never their ids, and the end of a closed period', () => {
    const facts = asMap(
      coverageFacts(
        'KTG',
        {
          ...KTG,
          appliesTo: { companySubunitId: 'ZH-HQ', processingGroupId: 'MONTHLY' },
          insuredTill: '2026-12-31',
        },
        context('de'),
      ),
    );
    expect(facts['applies-to']).toBe('Untereinheit Hauptsitz Zürich, Verarbeitungsgruppe Monatslohn');
    expect(facts.period).toBe('01.01.2020 – 31.12.2026');
    const t = translator('en');
    const words = context('en');
    expect(appliesToText({ companySubunitId: 'ZH-HQ', processingGroupId: null }, words)).toBe(
      'Subunit Hauptsitz Zürich',
    );
    expect(appliesToText({ companySubunitId: null, processingGroupId: 'MONTHLY' }, words)).toBe(
      'Processing group Monatslohn',
    );
    expect(periodText('2020-01-01', null, t)).toBe('from 01.01.2020, open-ended');
  });

  it('says the short-term cover pays the waiting period when the insurer pays it, and a fixed continued pay', () => {
    const facts = asMap(
      coverageFacts(
        'KAV',
        {
          ...KTG,
          waitingPeriodDays: 3,
          waitingPeriodPaidBy: 'INSURER',
          shorttermCoveragePercent: 80,
          continuationOfPayment: { days: 21, scale: 'ZURICH', coveragePercent: 100 },
        },
        context('en'),
      ),
    );
    expect(facts.waiting).toBe('3 days; meanwhile the insurer pays 80% of the salary (short-term cover)');
    expect(facts['continued-pay']).toBe('21 days per year of service, at 100% of the salary');
    expect(asMap(coverageFacts('KTG', { ...KTG, waitingPeriodDays: 1 }, context('en'))).waiting).toMatch(/^1 day;/);
    expect(asMap(coverageFacts('FTA', { ...KTG, waitingPeriodDays: 0 }, context('de'))).waiting).toBe(
      'Keine – Taggeld ab dem ersten Tag',
    );
  });

  it('says an ADVANCED configuration is decided by its rules, without inventing numbers', () => {
    const facts = asMap(
      coverageFacts(
        'KTG',
        {
          ...KTG,
          kind: 'ADVANCED',
          waitingPeriodDays: null,
          waitingPeriodPaidBy: null,
          coveragePercent: null,
          maxDurationDays: null,
          continuationOfPayment: { days: null, scale: 'BASEL', coveragePercent: null },
          minIncapacityOfWork: null,
        },
        context('de'),
      ),
    );
    expect(facts.rules).toContain('Die Regeln dieser Konfiguration bestimmen Wartefrist, Deckung und Dauer');
    expect(facts.waiting).toBeUndefined();
    expect(facts.allowance).toBeUndefined();
    expect(facts['continued-pay']).toBe('nach Basler Skala');
    expect(facts['min-incapacity']).toBeUndefined();
  });

  it('says what UVGZ covers: the earnings above the UVG maximum, up to its own, from the 3rd day', () => {
    expect(asMap(coverageFacts('UVGZ', UVGZ, context('de')))).toMatchObject({
      'uvgz-benefit': "80% des Lohns über dem UVG-Höchstlohn von CHF\u00a0148'200.00",
      'max-salary': "CHF\u00a0300'000.00",
      'uvgz-start': 'ab dem 3. Tag nach dem Unfalltag, wie die UVG',
    });
    expect(asMap(coverageFacts('UVGZ', { ...UVGZ, maxInsuredSalary: null }, context('fr')))['max-salary']).toBe(
      'sans plafond',
    );
  });

  it('marks whether the configuration is in force on the day', () => {
    expect(inForceText(KTG, '2026-11-29', translator('de'))).toBe('am 29.11.2026 in Kraft');
    expect(inForceText({ isInForce: false }, '2026-11-29', translator('it'))).toBe('non in vigore il 29.11.2026');
  });
});

describe('a policy in a sentence', () => {
  it('explains UVG from the records with what the law insures, and a configured policy as the default', () => {
    const uvg = policyNote({ policyType: 'UVG', source: 'EMPLOYEE_RECORDS' }, translator('de'), 'de');
    expect(uvg).toContain('Obligatorische Unfallversicherung nach UVG');
    expect(uvg).toContain('ab dem 3. Tag nach dem Unfalltag 80% des versicherten Verdiensts');
    expect(uvg).toContain("CHF\u00a0148'200.00");
    expect(policyNote({ policyType: 'KTG', source: 'CONFIGURATION' }, translator('en'), 'en')).toContain(
      'names this policy as its default',
    );
    expect(policyNote({ policyType: 'UVGZ', source: 'CONFIGURATION' }, translator('de'), 'de')).toContain(
      'UVG-Höchstlohn',
    );
    expect(policyNote({ policyType: 'KTG', source: 'EMPLOYEE_RECORDS' }, translator('de'), 'de')).toContain(
      'nur im Personalstamm',
    );
  });
});

describe('a gap in words', () => {
  it('says what is wrong and how to mend it for every kind, in every language, never the English message', () => {
    for (const language of ['de', 'fr', 'it', 'en']) {
      const t = translator(language);
      for (const kind of POLICY_GAP_KINDS) {
        for (const policyType of ['KTG', 'UVG'] as const) {
          const texts = gapTexts({ kind, policyType, policyNumber: 'X-1' }, '2026-11-29', t);
          expect(texts.problem, `${language} ${kind}`).not.toMatch(/policies\.|\{\{/);
          expect(texts.remedy, `${language} ${kind}`).not.toMatch(/policies\.|\{\{/);
        }
      }
    }
  });

  it('names the policy type and number (German, as the payroll clerk reads it)', () => {
    const t = translator('de');
    expect(
      gapTexts({ kind: 'POLICY_NOT_FOUND', policyType: 'KTG', policyNumber: 'KTG-99-0001' }, '2026-11-29', t),
    ).toEqual({
      problem: 'Policennummer KTG-99-0001 (KTG) ist in keiner Deckungskonfiguration.',
      remedy: 'Nummer im Personalstamm korrigieren oder Police in der Konfiguration erfassen.',
    });
    expect(gapTexts({ kind: 'NOT_IN_FORCE', policyType: 'UVGZ', policyNumber: 'U-7' }, '2026-11-29', t).problem).toBe(
      'Die UVGZ-Police U-7 ist am 29.11.2026 nicht in Kraft: Ihre versicherte Periode umfasst den Tag nicht.',
    );
    // A missing UVG number: the record must name it, no configuration can.
    expect(gapTexts({ kind: 'NO_POLICY', policyType: 'UVG', policyNumber: null }, '2026-11-29', t).remedy).toBe(
      'UVG-Policennummer im Personalstamm erfassen.',
    );
    expect(
      gapTexts({ kind: 'GROUP_MISMATCH', policyType: 'KTG', policyNumber: 'KTG-1' }, '2026-11-29', translator('fr'))
        .problem,
    ).toBe('La police IJM KTG-1 ne s’applique qu’à d’autres sous-unités ou groupes de traitement.');
  });
});

describe('small helpers', () => {
  it('reads CHF amounts as Rappen and names people last name first', () => {
    expect(rappenOf('250000.00')).toBe(25_000_000);
    expect(rappenOf('-0.05')).toBe(-5);
    expect(personName({ firstName: 'Anna', lastName: 'Meier', employeeId: 'E-1' })).toBe('Meier, Anna');
    expect(personName({ firstName: null, lastName: null, employeeId: 'E-1' })).toBe('E-1');
  });
});
