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
// The rules of one row: employee-row.ts.
import { ACCIDENT_POLICY_TYPES, POLICY_TYPES } from '../../../../contracts/employees.ts';
import {
  type ColumnDefinition,
  type ColumnMapping,
  EMPLOYEE_ID_HEADERS,
  type Language,
  mapColumns,
  PERSONNEL_NUMBER_HEADERS,
} from './columns.ts';

type Headers = Record<Language, readonly string[]>;
const h = (de: string[], fr: string[], it: string[], en: string[]): Headers => ({ de, fr, it, en });

/** The plain fields of the record (cell → one value of the same name in `data`) and how their cells are read. */
export const SCALAR_FIELDS = {
  personnelNumber: {
    kind: 'text',
    headers: PERSONNEL_NUMBER_HEADERS,
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

export type CellKind = 'text' | 'date' | 'number' | 'boolean' | 'code' | 'sex';
export type ScalarField = keyof typeof SCALAR_FIELDS;

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
export type GroupField = keyof typeof GROUP_FIELDS;

const POLICY_WORDS: Record<Language, { number: string; group: string; unit: string }> = {
  de: { number: 'Policennummer', group: 'Gruppe', unit: 'Betriebsteil' },
  fr: { number: 'numéro de police', group: 'groupe', unit: 'unité' },
  it: { number: 'numero di polizza', group: 'gruppo', unit: 'unità' },
  en: { number: 'policy number', group: 'group', unit: 'business unit' },
};
type PolicyType = (typeof POLICY_TYPES)[number];
type PolicyPart = 'number' | 'group' | 'unit';
type PolicyField = `policy:${PolicyType}:${PolicyPart}`;
export const policyField = (type: PolicyType, part: PolicyPart): PolicyField => `policy:${type}:${part}`;

function policyHeaders(type: PolicyType, part: PolicyPart): Headers {
  const name = (language: Language) =>
    language === 'de' ? `${type}-${POLICY_WORDS.de[part]}` : `${type} ${POLICY_WORDS[language][part]}`;
  return { de: [name('de')], fr: [name('fr')], it: [name('it')], en: [name('en')] };
}

export const POLICY_FIELDS: { field: PolicyField; type: PolicyType; part: PolicyPart; headers: Headers }[] =
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
    headers: EMPLOYEE_ID_HEADERS,
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

export const REQUIRED_SCALARS: readonly ScalarField[] = ['personnelNumber', 'firstName', 'lastName'];

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

/** The header of a report column: a field's header in the file, or a wage-type column's. */
export function reportColumnHeader(mapping: EmployeeColumnMapping, column: string | null): string | null {
  if (column === null) return null;
  if (column.startsWith('wage:')) {
    const id = column.slice(5);
    return mapping.wageTypes.find((wage) => wage.wageTypeId === id)?.header ?? column;
  }
  return mapping.base.headerOf(column as EmployeeField);
}
