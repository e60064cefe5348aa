// The columns of the employee upload and the rules of one employee row (issue 11; product spec §5: required
// employeeId, lastName, firstName, personnelNumber, validFrom, validTo; every rule of the employee routes).
//
// A row is one temporal record of one employee: its data is valid from validFrom to validTo (inclusive; an empty
// validTo is an open end — the column is required, its value is not: a payroll system's current record has no end).
// Decisions (docs/decisions/0011-employee-uploads.md):
// - The cells become the JSON the employee routes take (src/contracts/employees.ts) and are checked by the same
//   schema (employeeDataPatch: the file's fields only), so a value reads the same in a row report and in a form.
//   Dates YYYY-MM-DD or DD.MM.YYYY; numbers with a decimal point or comma (apostrophes as thousands separators);
//   yes/no in four languages; codes case-insensitive (sex also as M/F and the words in four languages).
// - A column the file does not have keeps the employee's value; a column it has with an empty cell clears the
//   value. Grouped values are written whole: the address (line 1, line 2, street name, building number, postcode,
//   town, country; a file with address columns but without street name and building number leaves them null, so
//   they are read from line 1 again: docs/decisions/0032-structured-addresses.md), the bank
//   account (IBAN, BIC, holder name, postcode, town, country; CH/LI IBANs are domestic accounts), e-mail addresses
//   and phone numbers (business, private), policies (number, group, business unit per policy type), wage types
//   (one column per wage type: "Lohnart 1000", "Type de salaire 1000", "Tipo di salario 1000", "Wage type 1000",
//   the amount in CHF). Superior and HR business partner replace only their own connection.
import { hasControlCharacters, hasUnstorableText, MESSAGES } from '../../../../contracts/common.ts';
import {
  ACCIDENT_POLICY_TYPES,
  type EmployeeData,
  employeeDataPatch,
  POLICY_TYPES,
} from '../../../../contracts/employees.ts';
import { parseUploadDate } from './absence-columns.ts';
import { type ColumnDefinition, type ColumnMapping, type Language, mapColumns, normalizeLabel } from './columns.ts';

type Headers = Record<Language, readonly string[]>;
const isoDayOf = (text: string): string | undefined => parseUploadDate(text)?.iso;
const h = (de: string[], fr: string[], it: string[], en: string[]): Headers => ({ de, fr, it, en });

/** The plain fields of the record (cell → one value of the same name in `data`) and how their cells are read. */
const SCALAR_FIELDS = {
  personnelNumber: {
    kind: 'text',
    headers: h(
      ['Personalnummer', 'Personal-Nr.'],
      ['Numéro du personnel', 'No personnel'],
      ['Numero del personale', 'N. personale'],
      ['Personnel number', 'personnelNumber'],
    ),
  },
  firstName: { kind: 'text', headers: h(['Vorname'], ['Prénom'], ['Nome'], ['First name', 'firstName']) },
  lastName: {
    kind: 'text',
    headers: h(['Nachname', 'Name'], ['Nom', 'Nom de famille'], ['Cognome'], ['Last name', 'lastName']),
  },
  companySubunitId: {
    kind: 'text',
    headers: h(
      ['Unterbereich', 'Betriebsteil', 'Kostenstelle'],
      ['Sous-unité', "Unité d'entreprise"],
      ['Sottounità', 'Unità aziendale'],
      ['Company subunit', 'companySubunitId'],
    ),
  },
  processingGroupId: {
    kind: 'text',
    headers: h(
      ['Verarbeitungsgruppe', 'Abrechnungsgruppe'],
      ['Groupe de traitement'],
      ['Gruppo di elaborazione'],
      ['Processing group', 'processingGroupId'],
    ),
  },
  dateOfBirth: {
    kind: 'date',
    headers: h(['Geburtsdatum'], ['Date de naissance'], ['Data di nascita'], ['Date of birth', 'dateOfBirth']),
  },
  oasiNumber: {
    kind: 'text',
    headers: h(
      ['AHV-Nummer', 'AHV-Nr.', 'Sozialversicherungsnummer'],
      ['Numéro AVS', 'No AVS'],
      ['Numero AVS', 'N. AVS'],
      ['OASI number', 'AHV number', 'oasiNumber'],
    ),
  },
  sex: { kind: 'sex', headers: h(['Geschlecht'], ['Sexe'], ['Sesso'], ['Sex', 'Gender']) },
  maritalStatus: {
    kind: 'code',
    headers: h(['Zivilstand'], ['État civil', 'Etat civil'], ['Stato civile'], ['Marital status', 'maritalStatus']),
  },
  nationality: {
    kind: 'code',
    headers: h(['Nationalität', 'Staatsangehörigkeit'], ['Nationalité'], ['Nazionalità'], ['Nationality']),
  },
  numberOfChildren: {
    kind: 'number',
    headers: h(
      ['Anzahl Kinder', 'Kinder'],
      ["Nombre d'enfants", 'Enfants'],
      ['Numero di figli', 'Figli'],
      ['Number of children', 'numberOfChildren'],
    ),
  },
  correspondenceLanguage: {
    kind: 'code',
    headers: h(
      ['Korrespondenzsprache', 'Sprache'],
      ['Langue de correspondance', 'Langue'],
      ['Lingua di corrispondenza', 'Lingua'],
      ['Correspondence language', 'Language'],
    ),
  },
  isSubjectToWithholdingTax: {
    kind: 'boolean',
    headers: h(
      ['Quellensteuerpflichtig', 'Quellensteuer'],
      ["Soumis à l'impôt à la source", 'Impôt à la source'],
      ["Soggetto all'imposta alla fonte", 'Imposta alla fonte'],
      ['Subject to withholding tax', 'Withholding tax'],
    ),
  },
  zemisNumber: {
    kind: 'text',
    headers: h(['ZEMIS-Nummer', 'ZEMIS'], ['Numéro SYMIC', 'SYMIC'], ['Numero SIMIC', 'SIMIC'], ['ZEMIS number']),
  },
  employmentContractType: {
    kind: 'code',
    headers: h(
      ['Vertragsart', 'Anstellungsart'],
      ['Type de contrat'],
      ['Tipo di contratto'],
      ['Employment contract type', 'Contract type'],
    ),
  },
  dateOfEmployment: {
    kind: 'date',
    headers: h(
      ['Eintrittsdatum', 'Eintritt'],
      ["Date d'entrée", 'Entrée'],
      ['Data di entrata', 'Entrata'],
      ['Date of employment', 'dateOfEmployment'],
    ),
  },
  anniversaryAdjustedDateOfEmployment: {
    kind: 'date',
    headers: h(
      ['Dienstjahre ab', 'Angerechnetes Eintrittsdatum'],
      ["Date d'entrée pour l'ancienneté", 'Ancienneté dès'],
      ["Data d'entrata per l'anzianità", 'Anzianità dal'],
      ['Anniversary-adjusted date of employment', 'Seniority from'],
    ),
  },
  leavingDate: {
    kind: 'date',
    headers: h(
      ['Austrittsdatum', 'Austritt'],
      ['Date de sortie', 'Sortie'],
      ['Data di uscita', 'Uscita'],
      ['Leaving date', 'leavingDate'],
    ),
  },
  profession: {
    kind: 'text',
    headers: h(
      ['Beruf', 'Funktion'],
      ['Profession', 'Fonction'],
      ['Professione', 'Funzione'],
      ['Profession', 'Job title'],
    ),
  },
  professionCode: {
    kind: 'text',
    headers: h(['Berufscode'], ['Code profession'], ['Codice professione'], ['Profession code']),
  },
  usualWorkplace: {
    kind: 'text',
    headers: h(['Arbeitsort'], ['Lieu de travail'], ['Luogo di lavoro'], ['Usual workplace', 'Workplace']),
  },
  workplaceCode: {
    kind: 'text',
    headers: h(['Arbeitsort-Code'], ['Code lieu de travail'], ['Codice luogo di lavoro'], ['Workplace code']),
  },
  professionalPosition: {
    kind: 'code',
    headers: h(
      ['Berufliche Stellung', 'Stellung'],
      ['Position professionnelle'],
      ['Posizione professionale'],
      ['Professional position'],
    ),
  },
  employmentPercentage: {
    kind: 'number',
    headers: h(
      ['Beschäftigungsgrad', 'Pensum'],
      ["Taux d'occupation"],
      ['Grado di occupazione'],
      ['Employment percentage', 'employmentPercentage'],
    ),
  },
  workingDaysPerWeek: {
    kind: 'number',
    headers: h(
      ['Arbeitstage pro Woche'],
      ['Jours de travail par semaine'],
      ['Giorni lavorativi a settimana'],
      ['Working days per week'],
    ),
  },
  standardWorkingHoursPerWeek: {
    kind: 'number',
    headers: h(
      ['Betriebsübliche Wochenstunden', 'Normalarbeitszeit'],
      ['Heures hebdomadaires usuelles', 'Horaire normal'],
      ['Ore settimanali usuali', 'Orario normale'],
      ['Standard working hours per week'],
    ),
  },
  workingHoursPerWeek: {
    kind: 'number',
    headers: h(
      ['Wochenstunden', 'Arbeitsstunden pro Woche'],
      ['Heures par semaine'],
      ['Ore settimanali'],
      ['Working hours per week'],
    ),
  },
  workingFrequency: {
    kind: 'code',
    headers: h(
      ['Arbeitsrhythmus', 'Beschäftigungsart'],
      ['Rythme de travail'],
      ['Ritmo di lavoro'],
      ['Working frequency'],
    ),
  },
  isSubjectToCollectiveBargainingAgreement: {
    kind: 'boolean',
    headers: h(
      ['GAV-unterstellt', 'GAV'],
      ['Soumis à une CCT', 'CCT'],
      ['Soggetto a un CCL', 'CCL'],
      ['Subject to collective agreement', 'CBA'],
    ),
  },
  isMemberOfManagement: {
    kind: 'boolean',
    headers: h(
      ['Mitglied der Geschäftsleitung', 'Geschäftsleitung'],
      ['Membre de la direction', 'Direction'],
      ['Membro della direzione', 'Direzione'],
      ['Member of management', 'Management'],
    ),
  },
  salaryBasis: {
    kind: 'code',
    headers: h(['Lohnbasis', 'Lohnart Basis'], ['Base salariale'], ['Base salariale'], ['Salary basis']),
  },
} as const satisfies Record<string, { kind: CellKind; headers: Headers }>;

type CellKind = 'text' | 'date' | 'number' | 'boolean' | 'code' | 'sex';
type ScalarField = keyof typeof SCALAR_FIELDS;

/** Cells that together make one value of the record (address, bank account, …). */
const GROUP_FIELDS = {
  addressLine1: h(['Adresse', 'Strasse'], ['Adresse', 'Rue'], ['Indirizzo', 'Via'], ['Address', 'Street']),
  addressLine2: h(['Adresszusatz'], ["Complément d'adresse"], ["Complemento d'indirizzo"], ['Address line 2']),
  // The structured street (payment files). "Strasse", "Rue", "Via", "Street" stay names of the address line, which
  // payroll exports fill with street and number; these columns carry the street alone and the number alone.
  streetName: h(
    ['Strassenname', 'Strasse ohne Nummer'],
    ['Nom de rue', 'Nom de la rue'],
    ['Nome della via', 'Via senza numero'],
    ['Street name', 'streetName'],
  ),
  buildingNumber: h(
    ['Hausnummer', 'Haus-Nr.'],
    ['Numéro de rue', 'No de rue'],
    ['Numero civico', 'N. civico'],
    ['Building number', 'House number', 'buildingNumber'],
  ),
  zipCode: h(['PLZ', 'Postleitzahl'], ['NPA', 'Code postal'], ['NPA', 'Codice postale'], ['Postcode', 'ZIP code']),
  city: h(['Ort', 'Wohnort'], ['Localité', 'Lieu'], ['Località'], ['City', 'Town']),
  country: h(['Land'], ['Pays'], ['Paese'], ['Country']),
  businessEmail: h(
    ['E-Mail geschäftlich', 'Geschäftliche E-Mail'],
    ['E-mail professionnel'],
    ['E-mail aziendale'],
    ['Business e-mail', 'Work e-mail'],
  ),
  privateEmail: h(['E-Mail privat', 'Private E-Mail'], ['E-mail privé'], ['E-mail privata'], ['Private e-mail']),
  businessPhone: h(
    ['Telefon geschäftlich'],
    ['Téléphone professionnel'],
    ['Telefono aziendale'],
    ['Business phone', 'Work phone'],
  ),
  privatePhone: h(['Telefon privat'], ['Téléphone privé'], ['Telefono privato'], ['Private phone']),
  iban: h(['IBAN'], ['IBAN du compte'], ['IBAN del conto'], ['Account IBAN']),
  bic: h(['BIC', 'SWIFT'], ['BIC du compte'], ['BIC del conto'], ['Account BIC']),
  accountHolderName: h(['Kontoinhaber'], ['Titulaire du compte'], ['Titolare del conto'], ['Account holder']),
  accountHolderPostcode: h(['PLZ Kontoinhaber'], ['NPA titulaire'], ['NPA titolare'], ['Account holder postcode']),
  accountHolderCity: h(['Ort Kontoinhaber'], ['Localité titulaire'], ['Località titolare'], ['Account holder town']),
  accountHolderCountry: h(['Land Kontoinhaber'], ['Pays titulaire'], ['Paese titolare'], ['Account holder country']),
  superiorId: h(
    ['Vorgesetzte(r) ID', 'Vorgesetzter', 'Vorgesetzte'],
    ['ID supérieur', 'Supérieur'],
    ['ID superiore', 'Superiore'],
    ['Superior ID', 'superiorId'],
  ),
  hrBusinessPartnerId: h(
    ['HR-Verantwortliche(r) ID', 'HR Business Partner'],
    ['ID partenaire RH', 'Partenaire RH'],
    ['ID partner HR', 'Partner HR'],
    ['HR business partner ID', 'hrBusinessPartnerId'],
  ),
} as const satisfies Record<string, Headers>;
type GroupField = keyof typeof GROUP_FIELDS;

const POLICY_WORDS: Record<Language, { number: string; group: string; unit: string }> = {
  de: { number: 'Policennummer', group: 'Gruppe', unit: 'Betriebsteil' },
  fr: { number: 'numéro de police', group: 'groupe', unit: 'unité' },
  it: { number: 'numero di polizza', group: 'gruppo', unit: 'unità' },
  en: { number: 'policy number', group: 'group', unit: 'business unit' },
};
type PolicyType = (typeof POLICY_TYPES)[number];
type PolicyPart = 'number' | 'group' | 'unit';
type PolicyField = `policy:${PolicyType}:${PolicyPart}`;
const policyField = (type: PolicyType, part: PolicyPart): PolicyField => `policy:${type}:${part}`;

function policyHeaders(type: PolicyType, part: PolicyPart): Headers {
  const name = (language: Language) =>
    language === 'de' ? `${type}-${POLICY_WORDS.de[part]}` : `${type} ${POLICY_WORDS[language][part]}`;
  return { de: [name('de')], fr: [name('fr')], it: [name('it')], en: [name('en')] };
}

const POLICY_FIELDS: { field: PolicyField; type: PolicyType; part: PolicyPart; headers: Headers }[] =
  POLICY_TYPES.flatMap((type) =>
    (
      [
        'number',
        'group',
        ...((ACCIDENT_POLICY_TYPES as readonly string[]).includes(type) ? ['unit'] : []),
      ] as PolicyPart[]
    ).map((part) => ({ field: policyField(type, part), type, part, headers: policyHeaders(type, part) })),
  );

export type EmployeeField = 'employeeId' | 'validFrom' | 'validTo' | ScalarField | GroupField | PolicyField;

const RECORD_COLUMNS: ColumnDefinition<EmployeeField>[] = [
  {
    field: 'employeeId',
    required: true,
    headers: h(
      ['Mitarbeitenden-ID', 'Mitarbeiter-ID', 'MA-ID'],
      ['ID collaborateur', 'ID employé'],
      ['ID collaboratore', 'ID dipendente'],
      ['Employee ID', 'employeeId'],
    ),
  },
  {
    field: 'validFrom',
    required: true,
    headers: h(
      ['Gültig ab', 'Gültig von'],
      ['Valable dès', 'Valable du'],
      ['Valido dal', 'Valido da'],
      ['Valid from', 'validFrom'],
    ),
  },
  {
    field: 'validTo',
    required: true,
    headers: h(
      ['Gültig bis'],
      ["Valable jusqu'au", 'Valable au'],
      ['Valido fino al', 'Valido al'],
      ['Valid to', 'validTo'],
    ),
  },
];

const REQUIRED_SCALARS: readonly ScalarField[] = ['personnelNumber', 'firstName', 'lastName'];

export const EMPLOYEE_COLUMNS: readonly ColumnDefinition<EmployeeField>[] = [
  ...RECORD_COLUMNS.slice(0, 1),
  ...(Object.entries(SCALAR_FIELDS) as [ScalarField, { headers: Headers }][]).map(([field, definition]) => ({
    field,
    required: REQUIRED_SCALARS.includes(field),
    headers: definition.headers,
  })),
  ...RECORD_COLUMNS.slice(1),
  ...(Object.entries(GROUP_FIELDS) as [GroupField, Headers][]).map(([field, headers]) => ({
    field,
    required: false,
    headers,
  })),
  ...POLICY_FIELDS.map(({ field, headers }) => ({ field, required: false, headers })),
];

// --- Wage-type columns: "<word> <wageTypeId>" ---------------------------------------------------------------------

export const WAGE_TYPE_WORDS: Record<Language, string> = {
  de: 'Lohnart',
  fr: 'Type de salaire',
  it: 'Tipo di salario',
  en: 'Wage type',
};
const WAGE_TYPE_HEADER = new RegExp(
  `^(?:${Object.values(WAGE_TYPE_WORDS)
    .map((word) => word.replace(/ /g, '\\s*'))
    .join('|')})\\s*[:#-]?\\s*(\\S.*)$`,
  'iu',
);

export type WageTypeColumn = { wageTypeId: string; index: number; header: string };

export type EmployeeColumnMapping = {
  base: ColumnMapping<EmployeeField>;
  wageTypes: WageTypeColumn[];
  isValid: boolean;
};

/** The file's header mapped to the record's fields, with the wage-type columns found among the unknown headers. */
export function mapEmployeeColumns(headerCells: readonly string[], fallbackLanguage: Language = 'de') {
  const base = mapColumns(EMPLOYEE_COLUMNS, headerCells, { fallbackLanguage });
  const mapped = new Set(base.columns.map((column) => column.index));
  const wageTypes: WageTypeColumn[] = [];
  headerCells.forEach((cell, index) => {
    if (mapped.has(index)) return;
    const match = WAGE_TYPE_HEADER.exec(cell.trim());
    if (match?.[1]) wageTypes.push({ wageTypeId: match[1].trim(), index, header: cell.trim() });
  });
  const wageHeaders = new Set(wageTypes.map((column) => column.header));
  const notices = base.notices
    .map((notice) => ({ ...notice, columns: notice.columns.filter((column) => !wageHeaders.has(column)) }))
    .filter((notice) => notice.columns.length > 0);
  return { base: { ...base, notices }, wageTypes, isValid: base.isValid } satisfies EmployeeColumnMapping;
}

// --- Row rules ----------------------------------------------------------------------------------------------------

export const EMPLOYEE_ROW_MESSAGES = {
  required: MESSAGES.nonEmpty,
  invalidDate: MESSAGES.date,
  validToBeforeValidFrom: 'validTo must not be before validFrom',
  unstorableText: MESSAGES.unstorableText,
  controlCharacters: MESSAGES.controlCharacters,
  policyNumberRequired: 'A policy group or business unit needs the policy number',
  bankAccountIncomplete: 'The bank account needs IBAN, account holder, postcode and town',
  addressIncomplete: 'The address needs street, postcode, town and country',
  invalidBoolean: 'Expected yes or no',
  invalidNumber: 'Invalid number',
  ownConnection: 'An employee cannot be their own superior or HR business partner',
} as const;

/** The fields a row gives for the record, as the employee routes take them; `connections` as replacements. */
export type EmployeeRowFields = Partial<Omit<EmployeeData, 'connections'>> & {
  superiorId?: string | null;
  hrBusinessPartnerId?: string | null;
};

export type EmployeeRow = { employeeId: string; validFrom: string; validTo: string | null; fields: EmployeeRowFields };
export type EmployeeRowError = { column: string | null; value: string | undefined; message: string };
export type EmployeeRowResult = { ok: true; value: EmployeeRow } | { ok: false; errors: EmployeeRowError[] };

const YES = new Set(['ja', 'j', 'yes', 'y', 'oui', 'o', 'si', 'sì', 'true', '1', 'x', 'wahr', 'vrai', 'vero']);
const NO = new Set(['nein', 'n', 'no', 'non', 'false', '0', 'falsch', 'faux', 'falso']);
const SEX_WORDS: Record<string, 'MALE' | 'FEMALE'> = {
  m: 'MALE',
  male: 'MALE',
  mann: 'MALE',
  mannlich: 'MALE',
  masculin: 'MALE',
  homme: 'MALE',
  maschile: 'MALE',
  uomo: 'MALE',
  h: 'MALE',
  f: 'FEMALE',
  w: 'FEMALE',
  female: 'FEMALE',
  frau: 'FEMALE',
  weiblich: 'FEMALE',
  feminin: 'FEMALE',
  femme: 'FEMALE',
  femminile: 'FEMALE',
  donna: 'FEMALE',
};

/** A number cell: '1\'234.50', '1234,5', '80 %' → a number; anything else stays text (the schema names the field's rule). */
function numberOf(text: string): number | string {
  const cleaned = text
    .replace(/['’\s]/g, '')
    .replace(/%$/, '')
    .replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : text;
}

function cellValue(kind: CellKind, text: string): unknown {
  switch (kind) {
    case 'text':
      return text;
    case 'date':
      return isoDayOf(text) ?? text;
    case 'number':
      return numberOf(text);
    case 'boolean': {
      const word = text.toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : text;
    }
    case 'code': {
      // 'registered partnership' → REGISTERED_PARTNERSHIP; 'short-term work' → SHORT-TERM WORK (the code has both).
      const upper = text.toUpperCase().replace(/\s+/g, ' ');
      return upper.replace(/[\s_-]/g, '') === 'SHORTTERMWORK' ? 'SHORT-TERM WORK' : upper.replace(/[\s-]/g, '_');
    }
    case 'sex':
      return SEX_WORDS[normalizeLabel(text)] ?? text.toUpperCase();
  }
}

/** Which column an issue of the schema at `path` belongs to (for the row report). */
function columnOfPath(path: readonly PropertyKey[], fields: EmployeeRowFields, wageColumns: WageTypeColumn[]): string {
  const [top, index, leaf] = path;
  switch (top) {
    case 'address':
      return leaf === undefined && typeof index === 'string'
        ? index
        : typeof index === 'string'
          ? index
          : 'addressLine1';
    case 'bankAccount':
      return (
        (
          {
            iban: 'iban',
            bic: 'bic',
            holderName: 'accountHolderName',
            holderPostcode: 'accountHolderPostcode',
            holderCity: 'accountHolderCity',
            holderCountry: 'accountHolderCountry',
          } as Record<string, string>
        )[String(index)] ?? 'iban'
      );
    case 'emailAddresses': {
      const entry = fields.emailAddresses?.[Number(index)];
      return entry?.type === 'PRIVATE' ? 'privateEmail' : 'businessEmail';
    }
    case 'phoneNumbers': {
      const entry = fields.phoneNumbers?.[Number(index)];
      return entry?.type === 'PRIVATE' ? 'privatePhone' : 'businessPhone';
    }
    case 'wageTypes': {
      const entry = fields.wageTypes?.[Number(index)];
      return `wage:${entry?.wageTypeId ?? wageColumns[0]?.wageTypeId ?? ''}`;
    }
    case 'policies': {
      const entry = fields.policies?.[Number(index)];
      const part = leaf === 'groupId' ? 'group' : leaf === 'businessUnit' ? 'unit' : 'number';
      return entry ? policyField(entry.policyType, part) : 'policy:KTG:number';
    }
    default:
      return String(top ?? '');
  }
}

const ADDRESS_KEYS: Partial<Record<GroupField, string>> = {
  addressLine1: 'addressLine1',
  addressLine2: 'addressLine2',
  streetName: 'streetName',
  buildingNumber: 'buildingNumber',
  zipCode: 'zipCode',
  city: 'city',
  country: 'country',
};

/**
 * Checks one employee row (the mapped cells: trimmed, '' as undefined) and turns it into the fields of a record.
 * Every broken cell is reported. `columns` are the fields the file has (a field it does not have is left out).
 */
export function parseEmployeeRow(
  record: Partial<Record<EmployeeField, string | undefined>>,
  wageCells: readonly { column: WageTypeColumn; value: string | undefined }[],
  columns: ReadonlySet<EmployeeField>,
): EmployeeRowResult {
  const errors: EmployeeRowError[] = [];
  const fail = (column: string | null, message: string, value?: string) => errors.push({ column, value, message });

  for (const [field, value] of Object.entries(record) as [EmployeeField, string | undefined][]) {
    if (value === undefined) continue;
    if (hasUnstorableText(value)) fail(field, EMPLOYEE_ROW_MESSAGES.unstorableText, value);
    else if (hasControlCharacters(value)) fail(field, EMPLOYEE_ROW_MESSAGES.controlCharacters, value);
  }
  if (errors.length > 0) return { ok: false, errors };

  const employeeId = record.employeeId;
  if (employeeId === undefined) fail('employeeId', EMPLOYEE_ROW_MESSAGES.required);
  else if (employeeId.length > 100) fail('employeeId', 'Must be at most 100 characters', employeeId);
  const validFrom = record.validFrom === undefined ? undefined : isoDayOf(record.validFrom);
  if (record.validFrom === undefined) fail('validFrom', EMPLOYEE_ROW_MESSAGES.required);
  else if (!validFrom) fail('validFrom', EMPLOYEE_ROW_MESSAGES.invalidDate, record.validFrom);
  const validTo = record.validTo === undefined ? null : (isoDayOf(record.validTo) ?? undefined);
  if (validTo === undefined) fail('validTo', EMPLOYEE_ROW_MESSAGES.invalidDate, record.validTo);
  else if (validFrom && validTo && validTo < validFrom) {
    fail('validTo', EMPLOYEE_ROW_MESSAGES.validToBeforeValidFrom, record.validTo);
  }

  const fields: Record<string, unknown> = {};
  for (const [field, definition] of Object.entries(SCALAR_FIELDS) as [ScalarField, { kind: CellKind }][]) {
    if (!columns.has(field)) continue;
    const text = record[field];
    if (text === undefined && REQUIRED_SCALARS.includes(field)) fail(field, EMPLOYEE_ROW_MESSAGES.required);
    else fields[field] = text === undefined ? null : cellValue(definition.kind, text);
  }
  // employmentPercentage '80 %' etc. are numbers already; blank required names are refused by the schema (null).

  const has = (field: GroupField) => columns.has(field);
  if (Object.keys(ADDRESS_KEYS).some((field) => has(field as GroupField))) {
    const parts = Object.fromEntries(
      (Object.entries(ADDRESS_KEYS) as [GroupField, string][])
        .filter(([field]) => record[field] !== undefined)
        .map(([field, key]) => [key, key === 'country' ? (record[field] as string).toUpperCase() : record[field]]),
    );
    fields.address = Object.keys(parts).length === 0 ? null : parts;
  }
  if (has('businessEmail') || has('privateEmail')) {
    fields.emailAddresses = [
      ...(record.businessEmail ? [{ type: 'BUSINESS', emailAddress: record.businessEmail, isPreferred: false }] : []),
      ...(record.privateEmail ? [{ type: 'PRIVATE', emailAddress: record.privateEmail, isPreferred: false }] : []),
    ];
  }
  if (has('businessPhone') || has('privatePhone')) {
    fields.phoneNumbers = [
      ...(record.businessPhone ? [{ type: 'BUSINESS', phoneNumber: record.businessPhone, isPreferred: false }] : []),
      ...(record.privatePhone ? [{ type: 'PRIVATE', phoneNumber: record.privatePhone, isPreferred: false }] : []),
    ];
  }
  const accountFields: GroupField[] = [
    'iban',
    'bic',
    'accountHolderName',
    'accountHolderPostcode',
    'accountHolderCity',
    'accountHolderCountry',
  ];
  if (accountFields.some(has)) {
    const given = accountFields.filter((field) => record[field] !== undefined);
    if (given.length === 0) fields.bankAccount = null;
    else {
      const iban = (record.iban ?? '').replace(/\s+/g, '').toUpperCase();
      const domestic = iban.startsWith('CH') || iban.startsWith('LI');
      fields.bankAccount = {
        type: domestic ? 'DOMESTIC' : 'INTERNATIONAL',
        iban: record.iban ?? '',
        ...(domestic
          ? {}
          : { bic: record.bic ?? '', holderCountry: (record.accountHolderCountry ?? '').toUpperCase() }),
        holderName: record.accountHolderName ?? '',
        holderPostcode: record.accountHolderPostcode ?? '',
        holderCity: record.accountHolderCity ?? '',
      };
    }
  }
  const policyColumns = POLICY_FIELDS.filter((policy) => columns.has(policy.field));
  if (policyColumns.length > 0) {
    const policies: Record<string, unknown>[] = [];
    for (const type of POLICY_TYPES) {
      const number = record[policyField(type, 'number')];
      const group = record[policyField(type, 'group')];
      const unit = record[policyField(type, 'unit')];
      if (number === undefined) {
        if (group !== undefined) fail(policyField(type, 'group'), EMPLOYEE_ROW_MESSAGES.policyNumberRequired, group);
        if (unit !== undefined) fail(policyField(type, 'unit'), EMPLOYEE_ROW_MESSAGES.policyNumberRequired, unit);
        continue;
      }
      policies.push({
        policyType: type,
        policyNumber: number,
        ...(group === undefined ? {} : { groupId: group }),
        ...(unit === undefined ? {} : { businessUnit: unit }),
      });
    }
    fields.policies = policies;
  }
  if (wageCells.length > 0) {
    fields.wageTypes = wageCells
      .filter((cell) => cell.value !== undefined)
      .map((cell) => ({ wageTypeId: cell.column.wageTypeId, amount: numberOf(cell.value as string) }));
  }

  const checked = employeeDataPatch.safeParse(fields);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const column = columnOfPath(
        issue.path,
        fields as EmployeeRowFields,
        wageCells.map((cell) => cell.column),
      );
      const value = column.startsWith('wage:')
        ? wageCells.find((cell) => `wage:${cell.column.wageTypeId}` === column)?.value
        : record[column as EmployeeField];
      fail(column, issue.message, value);
    }
  }
  for (const key of ['superiorId', 'hrBusinessPartnerId'] as const) {
    if (!has(key)) continue;
    const target = record[key] ?? null;
    if (target !== null && target === employeeId) fail(key, EMPLOYEE_ROW_MESSAGES.ownConnection, target);
  }
  if (errors.length > 0 || !employeeId || !validFrom || validTo === undefined) {
    return { ok: false, errors };
  }
  const value: EmployeeRowFields = checked.success ? (checked.data as EmployeeRowFields) : {};
  if (has('superiorId')) value.superiorId = record.superiorId ?? null;
  if (has('hrBusinessPartnerId')) value.hrBusinessPartnerId = record.hrBusinessPartnerId ?? null;
  return { ok: true, value: { employeeId, validFrom, validTo, fields: value } };
}

/** The header of a report column: a field's header in the file, or a wage-type column's. */
export function reportColumnHeader(mapping: EmployeeColumnMapping, column: string | null): string | null {
  if (column === null) return null;
  if (column.startsWith('wage:')) {
    const id = column.slice(5);
    return mapping.wageTypes.find((wage) => wage.wageTypeId === id)?.header ?? column;
  }
  return mapping.base.headerOf(column as EmployeeField);
}
