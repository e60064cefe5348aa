import { describe, expect, it } from 'vitest';
import { PAYOUT_PROBLEM_CODES } from '../../../../src/contracts/payouts.ts';
import { formatChf } from '../../lib/format.ts';
import { Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import {
  addressLines,
  blockedCount,
  type InsuranceSubunit,
  PROBLEM_CODES,
  paymentStreet,
  payoutText,
  problemTexts,
  rappenOf,
  type SubunitBilling,
  subunitTitle,
} from './subunit-display.ts';

const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
const translator = (language: string) =>
  new Translator({ language, fallbackLanguage: 'de', resources: { de, en, fr, it: it_ } }).t;
/** A translator that shows the key and its values, so the tests see what was asked for. */
const keys = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const BILLING: SubunitBilling = {
  addressLine1: 'Hardstrasse 201',
  addressLine2: null,
  streetName: 'Hardstrasse',
  buildingNumber: '201',
  postalCode: '8005',
  city: 'Zürich',
  country: 'CH',
  iban: 'CH9300762011623852957',
  uid: 'CHE-116.281.710',
};

const SUBUNIT: InsuranceSubunit = {
  companySubunitId: 'ZH-HQ',
  name: 'Hauptsitz Zürich',
  billing: BILLING,
  problems: [],
  employeeCount: 12,
  openCases: { total: 3, sickness: 2, accident: 1 },
  payouts: {
    inPreparation: { count: 1, netAmount: '157.81' },
    scheduled: { count: 0, netAmount: '0.00' },
    paidThisYear: { count: 14, netAmount: '12345.50' },
  },
  openIssues: 2,
};

describe('subunitTitle', () => {
  it('is the name, else the id', () => {
    expect(subunitTitle(SUBUNIT)).toBe('Hauptsitz Zürich');
    expect(subunitTitle({ companySubunitId: 'BE', name: null })).toBe('BE');
    expect(subunitTitle({ companySubunitId: 'BE', name: '  ' })).toBe('BE');
  });
});

describe('addressLines', () => {
  it('writes the address the Swiss way with the country by name', () => {
    expect(addressLines(BILLING, 'de')).toEqual(['Hardstrasse 201', '8005 Zürich', 'Schweiz']);
    expect(addressLines(BILLING, 'fr')).toEqual(['Hardstrasse 201', '8005 Zürich', 'Suisse']);
    expect(addressLines(BILLING, 'it')).toEqual(['Hardstrasse 201', '8005 Zürich', 'Svizzera']);
  });

  it('keeps the supplement and leaves out empty lines', () => {
    expect(
      addressLines(
        { ...BILLING, addressLine2: 'c/o Buchhaltung', postalCode: '9490', city: 'Vaduz', country: 'LI' },
        'en',
      ),
    ).toEqual(['Hardstrasse 201', 'c/o Buchhaltung', '9490 Vaduz', 'Liechtenstein']);
    expect(addressLines({ ...BILLING, addressLine2: ' ' }, 'de')).toHaveLength(3);
  });
});

describe('paymentStreet', () => {
  it('is shown only when it says more than the address line', () => {
    expect(paymentStreet(BILLING)).toBeNull();
    expect(paymentStreet({ ...BILLING, addressLine1: 'hardstrasse  201' })).toBeNull();
    expect(
      paymentStreet({ ...BILLING, addressLine1: 'Postfach 12', streetName: 'Bundesgasse', buildingNumber: '3' }),
    ).toBe('Bundesgasse 3');
    expect(paymentStreet({ ...BILLING, streetName: 'Bundesplatz', buildingNumber: null })).toBe('Bundesplatz');
    expect(paymentStreet({ ...BILLING, streetName: null, buildingNumber: null })).toBeNull();
  });
});

describe('problemTexts', () => {
  it("explains every problem code of the contract (the screen's list is the contract's)", () => {
    expect([...PROBLEM_CODES]).toEqual([...PAYOUT_PROBLEM_CODES]);
  });

  it('says each problem in words with how to fix it, once, in the order given', () => {
    const texts = problemTexts(
      [{ code: 'NO_ACCOUNT' }, { code: 'ADDRESS_NOT_STRUCTURED' }, { code: 'NO_ACCOUNT' }],
      keys as never,
    );
    expect(texts).toEqual([
      { code: 'NO_ACCOUNT', title: 'subunits.problems.NO_ACCOUNT.title', fix: 'subunits.problems.NO_ACCOUNT.fix' },
      {
        code: 'ADDRESS_NOT_STRUCTURED',
        title: 'subunits.problems.ADDRESS_NOT_STRUCTURED.title',
        fix: 'subunits.problems.ADDRESS_NOT_STRUCTURED.fix',
      },
    ]);
  });

  it.each(LANGUAGES)('has a title and a fix for every code in %s, not the English API message', (language) => {
    const t = translator(language);
    for (const text of problemTexts(
      PROBLEM_CODES.map((code) => ({ code })),
      t,
    )) {
      expect(text.title).not.toContain('subunits.problems');
      expect(text.fix).not.toContain('subunits.problems');
      expect(text.fix.length).toBeGreaterThan(text.title.length);
    }
  });
});

describe('payout figures', () => {
  it('reads the API amounts as Rappen without floating point', () => {
    expect(rappenOf('157.81')).toBe(15781);
    expect(rappenOf('0.00')).toBe(0);
    expect(rappenOf('12345.5')).toBe(1234550);
    expect(rappenOf('-3.05')).toBe(-305);
    expect(rappenOf('7')).toBe(700);
  });

  it('writes count and CHF in the Swiss format, or none', () => {
    const chf = (rappen: number) => formatChf(rappen, 'de');
    const de_ = translator('de');
    expect(payoutText(SUBUNIT.payouts.paidThisYear, de_, chf)).toBe("CHF\u00a012'345.50 (14 Auszahlungen)");
    expect(payoutText(SUBUNIT.payouts.inPreparation, de_, chf)).toBe('CHF\u00a0157.81 (1 Auszahlung)');
    expect(payoutText(SUBUNIT.payouts.scheduled, de_, chf)).toBe(de_('subunits.card.noPayouts'));
    expect(payoutText(SUBUNIT.payouts.inPreparation, translator('fr'), chf)).toBe('CHF\u00a0157.81 (1 versement)');
  });

  it('counts the subunits a payout cannot reach', () => {
    expect(blockedCount([SUBUNIT, { ...SUBUNIT, problems: [{ code: 'NO_ACCOUNT', message: 'x' }] }])).toBe(1);
    expect(blockedCount([])).toBe(0);
  });
});
