import { beforeAll, describe, expect, it } from 'vitest';
import { type TFunction, Translator } from '../../lib/translator.ts';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it_ from '../../locales/it.json';
import { exportSummaryTranslations } from '../uploads/index.ts';
import {
  type ConnectDataKind,
  type ConnectDelivery,
  DELIVERY_STATES,
  dataKindState,
  deliveryState,
  describeDelivery,
  sortDataKinds,
} from './connect-display.ts';

const translators: Record<'de' | 'fr' | 'it' | 'en', TFunction> = {} as never;
const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;

beforeAll(async () => {
  const instance = new Translator({
    language: 'de',
    fallbackLanguage: 'de',
    resources: { de: de, fr: fr, it: it_, en: en },
  });
  for (const language of LANGUAGES) translators[language] = instance.getFixedT(language);
});

const kind = (values: Partial<ConnectDataKind> = {}): ConnectDataKind => ({
  kind: 'EMPLOYEES',
  accepted: true,
  lastReceivedAt: null,
  lastStatus: null,
  ...values,
});

const delivery = (values: Partial<ConnectDelivery> = {}): ConnectDelivery => ({
  uploadId: '00000000-0000-4000-8000-000000000001',
  kind: 'EMPLOYEES',
  uploadedAt: '2026-11-20T08:00:00.000Z',
  uploadedBy: 'Lohnsystem',
  processingStatus: 'completed',
  rowsAccepted: 0,
  rowsRejected: 0,
  employeesAffected: 0,
  errorMessage: null,
  ...values,
});

describe('dataKindState', () => {
  it('tells off, not accepted, waiting and receiving apart', () => {
    expect(dataKindState(kind({ accepted: false }), 'NONE')).toBe('off');
    expect(dataKindState(kind({ kind: 'ABSENCES', accepted: false }), 'EMPLOYEE_DATA')).toBe('notAccepted');
    expect(dataKindState(kind(), 'EMPLOYEE_DATA')).toBe('waiting');
    expect(dataKindState(kind({ lastReceivedAt: '2026-11-20T08:00:00.000Z' }), 'EMPLOYEE_DATA')).toBe('receiving');
  });

  it('puts the accepted kinds first, keeping the order otherwise', () => {
    const kinds = [
      kind({ kind: 'EMPLOYEES' }),
      kind({ kind: 'ABSENCES', accepted: false }),
      kind({ kind: 'ORGANIZATION' }),
    ];
    expect(sortDataKinds(kinds).map((entry) => entry.kind)).toEqual(['EMPLOYEES', 'ORGANIZATION', 'ABSENCES']);
  });

  it('has words for every setting, kind, state and hint in every language', () => {
    for (const language of LANGUAGES) {
      const t = translators[language];
      for (const key of [
        'connect.setting.EMPLOYEE_AND_ABSENCE_DATA',
        'connect.setting.EMPLOYEE_DATA',
        'connect.setting.NONE',
        ...['EMPLOYEES', 'ABSENCES', 'ORGANIZATION'].flatMap((name) => [
          `connect.kinds.${name}`,
          `connect.kindHints.${name}.accepted`,
          `connect.kindHints.${name}.notAccepted`,
        ]),
        ...['off', 'notAccepted', 'waiting', 'receiving'].map((state) => `connect.kindStates.${state}`),
        ...DELIVERY_STATES.map((state) => `connect.states.${state}`),
      ]) {
        expect(t(key), `${language} ${key}`).not.toBe(key);
      }
    }
  });
});

describe('deliveryState', () => {
  it('calls a refused file refused', () => {
    expect(deliveryState('formatting-failed')).toBe('refused');
    expect(deliveryState('processing')).toBe('processing');
  });
});

describe('describeDelivery', () => {
  it('names accepted and refused rows and the employees affected', () => {
    const worked = delivery({ rowsAccepted: 12, rowsRejected: 1, employeesAffected: 11 });
    expect(describeDelivery(worked, translators.de, 'de')).toBe(
      '12 Zeilen übernommen, 1 abgelehnt · 11 Mitarbeitende betroffen',
    );
    expect(describeDelivery(worked, translators.fr, 'fr')).toBe(
      '12 lignes reprises, 1 refusée · 11 collaborateurs concernés',
    );
    expect(describeDelivery(worked, translators.it, 'it')).toBe(
      '12 righe riprese, 1 rifiutata · 11 collaboratori interessati',
    );
    expect(describeDelivery(worked, translators.en, 'en')).toBe('12 rows accepted, 1 rejected · 11 employees affected');
  });

  it('leaves out what is zero, but says so when nothing was taken', () => {
    expect(describeDelivery(delivery({ rowsRejected: 3 }), translators.de, 'de')).toBe('3 Zeilen abgelehnt');
    expect(describeDelivery(delivery(), translators.en, 'en')).toBe('0 rows accepted');
    expect(describeDelivery(delivery({ rowsAccepted: 1, employeesAffected: 1 }), translators.de, 'de')).toBe(
      '1 Zeile übernommen · 1 Mitarbeitende:r betroffen',
    );
  });
});

describe('exportSummaryTranslations', () => {
  it('sends the column titles in the reader’s language', () => {
    expect(exportSummaryTranslations(translators.fr)).toEqual({
      companySubunit: 'Sous-unité',
      processingGroup: 'Groupe de traitement',
      employeeCount: 'Nombre de collaborateurs',
      totalSalary: 'Masse salariale (CHF)',
      total: 'Total',
    });
    for (const language of LANGUAGES) {
      for (const value of Object.values(exportSummaryTranslations(translators[language]))) {
        expect(value).not.toMatch(/^uploads\./);
      }
    }
  });
});
