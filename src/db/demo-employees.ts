// Realistic Swiss employees for the demo seed and the benchmarks: deterministic (seeded), valid AHV numbers and
// IBANs, German / French / Italian names by region, monthly and hourly earners, part-timers, leavers, and temporal
// history (raises and changes of the employment percentage as new records).
import { composeIBAN } from 'ibantools';
import { type EmployeeData, type EmployeeDataInput, employeeDataChecked } from '../contracts/employees.ts';
import { fromEpochDay, toEpochDay } from '../domain/dates.ts';
import { prng } from '../domain/prng.ts';
import { oasiCheckDigit } from '../domain/swiss-identifiers.ts';

/** The seeded PRNG is the domain's (src/domain/prng.ts, test factories use it too); demo-absences.ts takes it here. */
export { prng };

/**
 * An hourly earner's wages of a month (C8: payroll sends what the month paid; the insured salary averages the last
 * 12 months): a rate of CHF 28-42 an hour times 80-140 hours, both from one random draw (the demo's sequence of
 * draws stays as it was).
 */
function hourlyMonthOf(draw: number): number {
  const rate = Math.round((28 + draw * 14) * 100) / 100;
  const hours = 80 + (Math.round(draw * 10_000) % 61);
  return Math.round(rate * hours * 100) / 100;
}

export type GeneratedRecord = { employeeId: string; validFrom: string; validTo: string | null; data: EmployeeData };

type Region = {
  subunit: string;
  city: string;
  zip: string;
  language: 'DE' | 'FR' | 'IT';
  firstNames: string[];
  lastNames: string[];
  streets: string[];
};

export const DEMO_SUBUNITS: readonly Region[] = [
  {
    subunit: 'ZH-HQ',
    city: 'Zürich',
    zip: '8005',
    language: 'DE',
    firstNames: ['Anna', 'Lukas', 'Laura', 'Noah', 'Mia', 'Leon', 'Lea', 'David', 'Sarah', 'Simon', 'Nina', 'Jan'],
    lastNames: ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Steiner', 'Baumann', 'Frei'],
    streets: ['Hardstrasse', 'Limmatstrasse', 'Josefstrasse', 'Langstrasse'],
  },
  {
    subunit: 'BE-LOG',
    city: 'Bern',
    zip: '3008',
    language: 'DE',
    firstNames: ['Marco', 'Sandra', 'Thomas', 'Claudia', 'Daniel', 'Andrea', 'Reto', 'Barbara', 'Urs', 'Ruth'],
    lastNames: ['Zaugg', 'Gerber', 'Wyss', 'Aebischer', 'Hofer', 'Bühler', 'Känzig', 'Rüfenacht', 'Zbinden'],
    streets: ['Freiburgstrasse', 'Murtenstrasse', 'Effingerstrasse'],
  },
  {
    subunit: 'GE-SUD',
    city: 'Genève',
    zip: '1227',
    language: 'FR',
    firstNames: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Nathan', 'Manon', 'Julien', 'Océane', 'Mathieu'],
    lastNames: ['Dubois', 'Rochat', 'Favre', 'Bonvin', 'Perret', 'Girard', 'Mercier', 'Dufour', 'Fontana', 'Morel'],
    streets: ['Route des Acacias', 'Rue de Carouge', 'Avenue de la Praille'],
  },
  {
    subunit: 'TI-SUD',
    city: 'Lugano',
    zip: '6900',
    language: 'IT',
    firstNames: ['Luca', 'Giulia', 'Matteo', 'Sofia', 'Alessandro', 'Chiara', 'Davide', 'Elena', 'Marco', 'Sara'],
    lastNames: ['Bernasconi', 'Rossi', 'Ferrari', 'Bianchi', 'Colombo', 'Lurati', 'Galli', 'Bernardi', 'Crivelli'],
    streets: ['Via Cantonale', 'Via Pretorio', 'Corso Elvezia'],
  },
  {
    subunit: 'BS-NORD',
    city: 'Basel',
    zip: '4057',
    language: 'DE',
    firstNames: ['Elias', 'Lina', 'Felix', 'Emma', 'Jonas', 'Julia', 'Fabian', 'Céline', 'Tim', 'Alina'],
    lastNames: ['Brunner', 'Vogt', 'Merian', 'Iselin', 'Burckhardt', 'Sarasin', 'Oeri', 'Christ', 'Stähelin'],
    streets: ['Klybeckstrasse', 'Hochbergerstrasse', 'Mülhauserstrasse'],
  },
];

const BANKS = ['00700', '00762', '00235', '08390', '00767', '09000'];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function oasiNumber(random: () => number): string {
  let digits = '756';
  for (let index = 0; index < 9; index++) digits += String(Math.floor(random() * 10));
  digits += String(oasiCheckDigit(digits));
  return `${digits.slice(0, 3)}.${digits.slice(3, 7)}.${digits.slice(7, 11)}.${digits.slice(11)}`;
}

function swissIban(random: () => number): string {
  let account = '';
  for (let index = 0; index < 12; index++) account += String(Math.floor(random() * 10));
  const iban = composeIBAN({ countryCode: 'CH', bban: `${pick(random, BANKS)}${account}` });
  if (!iban) throw new Error('could not compose an IBAN');
  return iban;
}

function dayBetween(random: () => number, from: string, to: string): string {
  const start = toEpochDay(from);
  return fromEpochDay(start + Math.floor(random() * (toEpochDay(to) - start + 1)));
}

/** The latest demo birth date for a date of employment: 16 years before it, and not after 2005. */
function latestBirth(dateOfEmployment: string): string {
  const sixteenBefore = `${Number(dateOfEmployment.slice(0, 4)) - 16}-01-01`;
  return sixteenBefore < '2005-12-31' ? sixteenBefore : '2005-12-31';
}

export type GenerateOptions = {
  count: number;
  seed?: number;
  /** Employee ids: `${prefix}${index}`. */
  idPrefix?: string;
  firstIndex?: number;
  /** Force at most this many records per employee (1-3). */
  maxRecords?: number;
  /**
   * Exactly this many records per employee (benchmarks: "50 000 employees x 3 temporal records"): the changes are
   * spread evenly over the employment. Leaves the random sequence untouched, so other options give the same data.
   */
  recordsPerEmployee?: number;
  /** Connect employees to superiors: employee id -> superior id. */
  superiorOf?: (employeeId: string, index: number) => string | null;
};

/** `count` record starts from `from`, evenly spaced before `until` (fewer when the span is too short). */
function evenStarts(from: string, until: string, count: number): string[] {
  const first = toEpochDay(from);
  const span = toEpochDay(until) - first;
  const step = Math.floor(span / count);
  if (step < 1) return [from];
  return Array.from({ length: count }, (_, position) => fromEpochDay(first + position * step));
}

/** Generates employees with 1-3 temporal records each; every record is validated by the contract. */
export function generateEmployees(options: GenerateOptions): GeneratedRecord[] {
  const random = prng(options.seed ?? 4711);
  const records: GeneratedRecord[] = [];
  const first = options.firstIndex ?? 1;
  for (let index = first; index < first + options.count; index++) {
    const employeeId = `${options.idPrefix ?? 'E-'}${index}`;
    const region = pick(random, DEMO_SUBUNITS);
    const sex = random() < 0.5 ? 'FEMALE' : 'MALE';
    const firstName = pick(random, region.firstNames);
    const lastName = pick(random, region.lastNames);
    const isHourly = random() < 0.18;
    const percentage = isHourly ? null : pick(random, [100, 100, 100, 90, 80, 80, 60, 50, 40]);
    const dateOfEmployment = dayBetween(random, '2008-01-01', '2025-12-01');
    const isLeaver = random() < 0.08;
    const earliestLeaving = fromEpochDay(Math.max(toEpochDay('2025-06-30'), toEpochDay(dateOfEmployment) + 60));
    const leavingDate = isLeaver ? dayBetween(random, earliestLeaving, '2026-10-31') : null;
    const monthly = Math.round((4800 + random() * 7200) * (percentage ?? 100)) / 100;
    const superiorId = options.superiorOf?.(employeeId, index) ?? null;
    const streetName = pick(random, region.streets);
    const buildingNumber = String(1 + Math.floor(random() * 120));
    const base: EmployeeDataInput = {
      personnelNumber: String(100000 + index),
      firstName,
      lastName,
      companySubunitId: region.subunit,
      processingGroupId: isHourly ? 'HOURLY' : 'MONTHLY',
      connections: superiorId ? [{ employeeId: superiorId, kind: 'SUPERIOR' }] : [],
      address: {
        addressLine1: `${streetName} ${buildingNumber}`,
        addressLine2: null,
        streetName,
        buildingNumber,
        country: 'CH',
        city: region.city,
        zipCode: region.zip,
      },
      emailAddresses: [
        {
          type: 'BUSINESS',
          emailAddress: `${employeeId.toLowerCase()}@alpenblick.example.ch`,
          isPreferred: true,
        },
      ],
      bankAccount: {
        type: 'DOMESTIC',
        iban: swissIban(random),
        holderName: `${firstName} ${lastName}`,
        holderPostcode: region.zip,
        holderCity: region.city,
      },
      // Born at least 16 years before the date of employment (the contract refuses less than 13, decision 0009).
      dateOfBirth: dayBetween(random, '1961-01-01', latestBirth(dateOfEmployment)),
      oasiNumber: oasiNumber(random),
      numberOfChildren: Math.floor(random() * 4),
      nationality: random() < 0.75 ? 'CH' : pick(random, ['DE', 'FR', 'IT', 'PT', 'ES', 'XK']),
      correspondenceLanguage: region.language,
      maritalStatus: pick(random, ['SINGLE', 'MARRIED', 'MARRIED', 'DIVORCED']),
      sex,
      employmentContractType: random() < 0.9 ? 'PERMANENT' : 'TEMPORARY',
      dateOfEmployment,
      leavingDate,
      professionalPosition: pick(random, ['EMPLOYEE', 'EMPLOYEE', 'EMPLOYEE', 'MIDDLE_MANAGEMENT', 'APPRENTICE']),
      profession: pick(random, ['Logistiker/in', 'Disponent/in', 'Chauffeur/euse', 'Sachbearbeiter/in', 'Lagerist/in']),
      employmentPercentage: percentage,
      workingDaysPerWeek: 5,
      standardWorkingHoursPerWeek: 42,
      workingHoursPerWeek: percentage === null ? null : Math.round(42 * percentage) / 100,
      workingFrequency: isHourly ? 'IRREGULAR' : 'REGULAR',
      isSubjectToCollectiveBargainingAgreement: random() < 0.6,
      isMemberOfManagement: false,
      salaryBasis: isHourly ? 'HOURLY' : 'MONTHLY',
      wageTypes: isHourly
        ? [{ wageTypeId: '1010', amount: hourlyMonthOf(random()), description: 'Stundenlohn (Monatstotal)' }]
        : [
            { wageTypeId: '1000', amount: monthly, description: 'Monatslohn' },
            ...(random() < 0.5 ? [{ wageTypeId: '3000', amount: 215, description: 'Kinderzulage' }] : []),
          ],
      policies: [
        { policyType: 'KTG', policyNumber: 'KTG-77-1201' },
        { policyType: 'UVG', policyNumber: 'UVG-55-0042', businessUnit: 'A' },
      ],
    };
    const recordCount = Math.min(options.maxRecords ?? 3, 1 + Math.floor(random() * 3));
    const changeDays = [dayBetween(random, '2024-01-01', '2024-12-31'), dayBetween(random, '2025-07-01', '2026-06-30')]
      .filter((day) => day > dateOfEmployment && (leavingDate === null || day < leavingDate))
      .slice(0, recordCount - 1);
    const starts = options.recordsPerEmployee
      ? evenStarts(dateOfEmployment, leavingDate ?? '2026-10-31', options.recordsPerEmployee)
      : [dateOfEmployment, ...changeDays];
    let data = base;
    starts.forEach((validFrom, position) => {
      if (position > 0) {
        // A raise of 2 % on monthly wages, or a change of the employment percentage.
        data = {
          ...data,
          wageTypes: (data.wageTypes ?? []).map((wage) =>
            wage.wageTypeId === '1000' ? { ...wage, amount: Math.round(wage.amount * 102) / 100 } : wage,
          ),
        };
      }
      const next = starts[position + 1];
      records.push({
        employeeId,
        validFrom,
        validTo: next ? fromEpochDay(toEpochDay(next) - 1) : null,
        data: employeeDataChecked.parse(data),
      });
    });
  }
  return records;
}
