// The lines of an upload's row report as codes with parameters (decision 0040): every producer (the column maps,
// the row rules, the reading and applying phases, the interface) names a code from ROW_ISSUE_CODES and its
// parameters; the line keeps an English `message` for the API, and is said in the reader's language by the web
// (web/src/locales: uploads.rowIssues) and by the downloadable report (the texts below, the same as the web's:
// row-issues.test.ts compares them). Dates are Swiss (DD.MM.YYYY), lists joined by ", ".
import { CARRIER_MESSAGES, EMPLOYEE_MESSAGES, MESSAGES } from '../../../contracts/constants.ts';
import type { RowIssueCode, RowIssueParams } from '../../../contracts/uploads.ts';
import { VALIDATION_TEXTS } from './validation-texts.ts';

export type { RowIssueCode, RowIssueParams };

/** A code and its parameters: what a row report line says. */
export type RowIssueText = { code: RowIssueCode; params?: RowIssueParams };

const text = (params: RowIssueParams | undefined, name: string): string => {
  const value = params?.[name];
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
};

/** The English message of each code: what `message` says (API clients read it). */
const ENGLISH: Record<RowIssueCode, (params: RowIssueParams | undefined) => string> = {
  fileEncoding: (p) => `UTF-16BE and UTF-16LE are unsupported: ${text(p, 'detail')}`,
  fileType: (p) => `Unsupported file type: ${text(p, 'detail')}`,
  fileUnreadable: (p) => `File reading failed: ${text(p, 'detail')}`,
  required: () => MESSAGES.nonEmpty,
  invalidDate: () => MESSAGES.date,
  invalidNumber: () => 'Invalid number',
  unstorableText: () => MESSAGES.unstorableText,
  controlCharacters: () => MESSAGES.controlCharacters,
  tooLong: (p) => `Must be at most ${text(p, 'max')} characters`,
  invalidValue: (p) => text(p, 'message') || 'Invalid value',
  extraCells: () => 'The row has more cells than the header (a delimiter inside an unquoted value?)',
  missingColumns: (p) => `Missing required columns: ${text(p, 'columns')}`,
  duplicateColumn: (p) => `Column given more than once: ${text(p, 'columns')}`,
  unknownColumns: (p) => `Unknown columns were ignored: ${text(p, 'columns')}`,
  endBeforeStart: () => 'The end date must not be before the start date',
  rangeTooLong: () => 'Date range must not exceed 366 days',
  invalidType: () =>
    'Invalid absence type, expected one of SICK, ACCIDENT, MILITARY, MATERNITY, PATERNITY, VACATION, FAMILY_CARE, OTHER',
  invalidAccidentType: () => 'Invalid accident type, expected OCCUPATIONAL or NON_OCCUPATIONAL',
  accidentTypeRequired: () => 'Accident type is required for type ACCIDENT',
  accidentTypeNotAllowed: () => 'Accident type is only allowed for type ACCIDENT',
  hoursOrPercentageRequired: () => 'Either hours or percentage is required',
  hoursAndPercentage: () => 'Give either hours or percentage, not both',
  tooManyDecimals: () => 'At most 2 decimals allowed',
  hoursNotPositive: () => 'Hours must be greater than 0',
  hoursTooHigh: () => 'Hours must be at most 24',
  percentageNotPositive: () => 'Percentage must be greater than 0',
  percentageTooHigh: () => 'Percentage must be at most 100',
  commentTooLong: () => 'Comment must be at most 1000 characters',
  commentControlCharacters: () => 'Must not contain control characters (escape or direction codes)',
  unknownEmployeeId: () => 'No employee with this id',
  unknownPersonnelNumber: () => 'No employee with this personnel number',
  ambiguousPersonnelNumber: (p) =>
    `Several employees have this personnel number (employee ids ${text(p, 'employeeIds')}): use the employee id column`,
  personnelNumberMismatch: (p) => `The personnel number is not the one of employee ${text(p, 'employeeId')}`,
  outsidePeriod: (p) => `Outside the upload period (${text(p, 'from')} to ${text(p, 'to')})`,
  clipped: (p) => `Only the days from ${text(p, 'from')} to ${text(p, 'to')} were applied (the upload period)`,
  keptManual: (p) => {
    const days = Number(p?.days ?? 0);
    return `Kept the manually entered or edited absence on ${days} day${days === 1 ? '' : 's'} (not replaced by the file)`;
  },
  duplicateRow: (p) => `Duplicate of row ${text(p, 'row')}: the same absence, not applied twice`,
  overlapsRow: (p) =>
    `Overlaps row ${text(p, 'row')} on ${text(p, 'from')} to ${text(p, 'to')}: one absence per employee and day`,
  validToBeforeValidFrom: () => 'validTo must not be before validFrom',
  policyNumberRequired: () => 'A policy group or business unit needs the policy number',
  ownConnection: () => 'An employee cannot be their own superior or HR business partner',
  unknownSubunit: () => 'Not a subunit of this company',
  unknownProcessingGroup: () => 'Not a processing group of this company',
  overlapsEarlierRow: (p) => `Overlaps the validity of row ${text(p, 'row')} of the same employee`,
  kavRequired: (p) => `Required when the company has KAV: ${text(p, 'field')}`,
};

/** The English message of a line (the `message` of the row report and of the interface's refusals). */
export function englishRowMessage(code: RowIssueCode, params?: RowIssueParams): string {
  return ENGLISH[code](params);
}

export const REPORT_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

/** A text with {{placeholders}}, or its plural forms by the `count` parameter (Intl.PluralRules). */
type Template = string | { one: string; other: string };

/** The parameters that are dates (YYYY-MM-DD, shown as DD.MM.YYYY) and the one that chooses the plural form. */
const DATE_PARAMS = new Set(['from', 'to']);
const COUNT_PARAM: Partial<Record<RowIssueCode, string>> = { keptManual: 'days' };

/**
 * The texts in the four languages: the same as web/src/locales/<language>.json `uploads.rowIssues` (a code with a
 * plural form there is `<code>_one` / `<code>_other`).
 */
export const ROW_ISSUE_TEXTS: Record<ReportLanguage, Record<RowIssueCode, Template>> = {
  de: {
    fileEncoding:
      'Die Datei ist als UTF-16 gespeichert. Speichern Sie sie als «CSV UTF-8» oder als Excel-Arbeitsmappe (XLSX) und laden Sie sie erneut hoch.',
    fileType: 'Diese Datei kann nicht gelesen werden. Laden Sie eine CSV-, TXT- oder XLSX-Datei hoch.',
    fileUnreadable:
      'Die Datei konnte nicht gelesen werden (leer, beschädigt oder kein gültiges UTF-8). Speichern Sie sie neu als «CSV UTF-8» oder XLSX.',
    required: 'Pflichtangabe fehlt.',
    invalidDate: 'Kein gültiges Datum (erwartet: TT.MM.JJJJ oder JJJJ-MM-TT).',
    invalidNumber: 'Keine gültige Zahl.',
    unstorableText: 'Enthält NUL-Zeichen oder ungültige Unicode-Zeichen.',
    controlCharacters: 'Enthält Steuerzeichen (Zeilenumbrüche, Tabulatoren, Escape- oder Richtungszeichen).',
    tooLong: 'Höchstens {{max}} Zeichen.',
    invalidValue: 'Ungültiger Wert: {{message}}',
    extraCells: 'Die Zeile hat mehr Zellen als die Kopfzeile (ein Trennzeichen in einem Wert ohne Anführungszeichen?).',
    missingColumns: 'Pflichtspalten fehlen: {{columns}}.',
    duplicateColumn: 'Spalte mehrfach vorhanden: {{columns}}.',
    unknownColumns: 'Unbekannte Spalten wurden nicht gelesen: {{columns}}.',
    endBeforeStart: 'Das Enddatum liegt vor dem Startdatum.',
    rangeTooLong: 'Eine Zeile umfasst höchstens 366 Tage.',
    invalidType:
      'Unbekannte Absenzart (erwartet z. B. Krankheit, Unfall, Militär, Mutterschaft, Vaterschaft, Ferien, Betreuung oder Andere).',
    invalidAccidentType: 'Unbekannte Unfallart (erwartet: BU oder NBU).',
    accidentTypeRequired: 'Bei einem Unfall ist die Unfallart nötig (BU oder NBU).',
    accidentTypeNotAllowed: 'Eine Unfallart ist nur bei einem Unfall erlaubt.',
    hoursOrPercentageRequired: 'Bitte Stunden oder Prozent angeben.',
    hoursAndPercentage: 'Entweder Stunden oder Prozent angeben, nicht beides.',
    tooManyDecimals: 'Höchstens zwei Nachkommastellen.',
    hoursNotPositive: 'Die Stunden müssen grösser als 0 sein.',
    hoursTooHigh: 'Höchstens 24 Stunden pro Tag.',
    percentageNotPositive: 'Der Prozentsatz muss grösser als 0 sein.',
    percentageTooHigh: 'Höchstens 100 Prozent.',
    commentTooLong: 'Der Kommentar darf höchstens 1000 Zeichen lang sein.',
    commentControlCharacters: 'Der Kommentar enthält Steuerzeichen (Escape- oder Richtungszeichen).',
    unknownEmployeeId: 'Keine Person mit dieser Mitarbeitenden-ID in Ihrer Firma.',
    unknownPersonnelNumber: 'Keine Person mit dieser Personalnummer in Ihrer Firma.',
    ambiguousPersonnelNumber:
      'Mehrere Personen haben diese Personalnummer (Mitarbeitenden-ID {{employeeIds}}): Geben Sie die Spalte «Mitarbeitenden-ID» an.',
    personnelNumberMismatch: 'Die Personalnummer gehört nicht zur Person mit der Mitarbeitenden-ID {{employeeId}}.',
    outsidePeriod: 'Ausserhalb des Upload-Zeitraums ({{from}} – {{to}}).',
    clipped: 'Nur die Tage vom {{from}} bis {{to}} wurden übernommen (der Upload-Zeitraum).',
    keptManual: {
      one: 'Die von Hand erfasste oder korrigierte Absenz an {{days}} Tag bleibt (nicht durch die Datei ersetzt).',
      other:
        'Die von Hand erfassten oder korrigierten Absenzen an {{days}} Tagen bleiben (nicht durch die Datei ersetzt).',
    },
    duplicateRow: 'Doppelt: dieselbe Absenz wie Zeile {{row}}, nicht zweimal übernommen.',
    overlapsRow:
      'Überschneidet sich mit Zeile {{row}} ({{from}} – {{to}}): Pro Person und Tag gilt eine Absenz. Die Zeile wurde nicht übernommen.',
    validToBeforeValidFrom: '«Gültig bis» liegt vor «Gültig ab».',
    policyNumberRequired: 'Eine Vertragsgruppe oder Geschäftseinheit braucht die Policennummer.',
    ownConnection: 'Eine Person kann nicht ihre eigene vorgesetzte Person oder ihr eigener HR Business Partner sein.',
    unknownSubunit: 'Diese Untereinheit gibt es in Ihrem Unternehmen nicht.',
    unknownProcessingGroup: 'Diese Verarbeitungsgruppe gibt es in Ihrem Unternehmen nicht.',
    overlapsEarlierRow: 'Die Gültigkeit überschneidet sich mit Zeile {{row}} derselben Person.',
    kavRequired: 'Nötig, wenn Ihre Firma KAV versichert hat: {{field}}.',
  },
  fr: {
    fileEncoding:
      'Le fichier est enregistré en UTF-16. Enregistrez-le au format « CSV UTF-8 » ou comme classeur Excel (XLSX) et téléversez-le à nouveau.',
    fileType: 'Ce fichier ne peut pas être lu. Téléversez un fichier CSV, TXT ou XLSX.',
    fileUnreadable:
      'Le fichier n’a pas pu être lu (vide, endommagé ou pas en UTF-8 valable). Enregistrez-le à nouveau au format « CSV UTF-8 » ou XLSX.',
    required: 'Valeur obligatoire manquante.',
    invalidDate: 'Date non valable (attendu : JJ.MM.AAAA ou AAAA-MM-JJ).',
    invalidNumber: 'Nombre non valable.',
    unstorableText: 'Contient des caractères NUL ou des caractères Unicode non valables.',
    controlCharacters:
      'Contient des caractères de contrôle (sauts de ligne, tabulations, caractères d’échappement ou de direction).',
    tooLong: 'Au maximum {{max}} caractères.',
    invalidValue: 'Valeur non valable : {{message}}',
    extraCells: 'La ligne a plus de cellules que la ligne d’en-tête (un séparateur dans une valeur sans guillemets ?).',
    missingColumns: 'Colonnes obligatoires manquantes : {{columns}}.',
    duplicateColumn: 'Colonne présente plusieurs fois : {{columns}}.',
    unknownColumns: 'Colonnes inconnues, non lues : {{columns}}.',
    endBeforeStart: 'La date de fin précède la date de début.',
    rangeTooLong: 'Une ligne couvre au plus 366 jours.',
    invalidType:
      'Type d’absence inconnu (attendu p. ex. Maladie, Accident, Service militaire, Maternité, Paternité, Vacances, Prise en charge ou Autre).',
    invalidAccidentType: 'Type d’accident inconnu (attendu : professionnel ou non professionnel).',
    accidentTypeRequired: 'Pour un accident, le type d’accident est obligatoire (professionnel ou non professionnel).',
    accidentTypeNotAllowed: 'Un type d’accident n’est admis que pour un accident.',
    hoursOrPercentageRequired: 'Indiquez des heures ou un pourcentage.',
    hoursAndPercentage: 'Indiquez soit des heures, soit un pourcentage, pas les deux.',
    tooManyDecimals: 'Au plus deux décimales.',
    hoursNotPositive: 'Les heures doivent être supérieures à 0.',
    hoursTooHigh: 'Au plus 24 heures par jour.',
    percentageNotPositive: 'Le pourcentage doit être supérieur à 0.',
    percentageTooHigh: 'Au plus 100 pour cent.',
    commentTooLong: 'Le commentaire compte au plus 1000 caractères.',
    commentControlCharacters: 'Le commentaire contient des caractères de contrôle (échappement ou direction).',
    unknownEmployeeId: 'Aucune personne avec cet ID collaborateur dans votre entreprise.',
    unknownPersonnelNumber: 'Aucune personne avec ce numéro du personnel dans votre entreprise.',
    ambiguousPersonnelNumber:
      'Plusieurs personnes ont ce numéro du personnel (ID collaborateur {{employeeIds}}) : indiquez la colonne « ID collaborateur ».',
    personnelNumberMismatch:
      'Le numéro du personnel n’est pas celui de la personne avec l’ID collaborateur {{employeeId}}.',
    outsidePeriod: 'En dehors de la période du téléversement ({{from}} – {{to}}).',
    clipped: 'Seuls les jours du {{from}} au {{to}} ont été repris (la période du téléversement).',
    keptManual: {
      one: 'L’absence saisie ou corrigée à la main est conservée sur {{days}} jour (pas remplacée par le fichier).',
      other:
        'Les absences saisies ou corrigées à la main sont conservées sur {{days}} jours (pas remplacées par le fichier).',
    },
    duplicateRow: 'Doublon : même absence qu’à la ligne {{row}}, pas reprise deux fois.',
    overlapsRow:
      'Chevauche la ligne {{row}} ({{from}} – {{to}}) : une seule absence par personne et par jour. La ligne n’a pas été reprise.',
    validToBeforeValidFrom: '« Valable jusqu’au » précède « Valable dès ».',
    policyNumberRequired: 'Un groupe de contrat ou une unité d’affaires nécessite le numéro de police.',
    ownConnection: 'Une personne ne peut pas être son propre supérieur ni son propre HR business partner.',
    unknownSubunit: 'Cette sous-unité n’existe pas dans votre entreprise.',
    unknownProcessingGroup: 'Ce groupe de traitement n’existe pas dans votre entreprise.',
    overlapsEarlierRow: 'La validité chevauche la ligne {{row}} de la même personne.',
    kavRequired: 'Obligatoire lorsque votre entreprise a une assurance KAV : {{field}}.',
  },
  it: {
    fileEncoding:
      'Il file è salvato in UTF-16. Lo salvi come «CSV UTF-8» o come cartella di lavoro Excel (XLSX) e lo carichi di nuovo.',
    fileType: 'Questo file non può essere letto. Carichi un file CSV, TXT o XLSX.',
    fileUnreadable:
      'Non è stato possibile leggere il file (vuoto, danneggiato o non in UTF-8 valido). Lo salvi di nuovo come «CSV UTF-8» o XLSX.',
    required: 'Manca un dato obbligatorio.',
    invalidDate: 'Data non valida (atteso: GG.MM.AAAA o AAAA-MM-GG).',
    invalidNumber: 'Numero non valido.',
    unstorableText: 'Contiene caratteri NUL o caratteri Unicode non validi.',
    controlCharacters: 'Contiene caratteri di controllo (a capo, tabulazioni, caratteri di escape o di direzione).',
    tooLong: 'Al massimo {{max}} caratteri.',
    invalidValue: 'Valore non valido: {{message}}',
    extraCells: 'La riga ha più celle della riga d’intestazione (un separatore in un valore senza virgolette?).',
    missingColumns: 'Mancano colonne obbligatorie: {{columns}}.',
    duplicateColumn: 'Colonna presente più volte: {{columns}}.',
    unknownColumns: 'Colonne sconosciute, non lette: {{columns}}.',
    endBeforeStart: 'La data di fine precede la data di inizio.',
    rangeTooLong: 'Una riga comprende al massimo 366 giorni.',
    invalidType:
      'Tipo di assenza sconosciuto (atteso p. es. Malattia, Infortunio, Servizio militare, Maternità, Paternità, Vacanze, Assistenza o Altro).',
    invalidAccidentType: 'Tipo di infortunio sconosciuto (atteso: professionale o non professionale).',
    accidentTypeRequired: 'Per un infortunio occorre il tipo di infortunio (professionale o non professionale).',
    accidentTypeNotAllowed: 'Un tipo di infortunio è ammesso solo per un infortunio.',
    hoursOrPercentageRequired: 'Indichi ore o percentuale.',
    hoursAndPercentage: 'Indichi ore o percentuale, non entrambe.',
    tooManyDecimals: 'Al massimo due decimali.',
    hoursNotPositive: 'Le ore devono essere superiori a 0.',
    hoursTooHigh: 'Al massimo 24 ore al giorno.',
    percentageNotPositive: 'La percentuale deve essere superiore a 0.',
    percentageTooHigh: 'Al massimo 100 per cento.',
    commentTooLong: 'Il commento comprende al massimo 1000 caratteri.',
    commentControlCharacters: 'Il commento contiene caratteri di controllo (escape o direzione).',
    unknownEmployeeId: 'Nessuna persona con questo ID collaboratore nella sua azienda.',
    unknownPersonnelNumber: 'Nessuna persona con questo numero del personale nella sua azienda.',
    ambiguousPersonnelNumber:
      'Più persone hanno questo numero del personale (ID collaboratore {{employeeIds}}): indichi la colonna «ID collaboratore».',
    personnelNumberMismatch:
      'Il numero del personale non è quello della persona con l’ID collaboratore {{employeeId}}.',
    outsidePeriod: 'Al di fuori del periodo del caricamento ({{from}} – {{to}}).',
    clipped: 'Sono stati ripresi solo i giorni dal {{from}} al {{to}} (il periodo del caricamento).',
    keptManual: {
      one: 'L’assenza registrata o corretta a mano resta per {{days}} giorno (non sostituita dal file).',
      other: 'Le assenze registrate o corrette a mano restano per {{days}} giorni (non sostituite dal file).',
    },
    duplicateRow: 'Doppione: la stessa assenza della riga {{row}}, non ripresa due volte.',
    overlapsRow:
      'Si sovrappone alla riga {{row}} ({{from}} – {{to}}): vale una sola assenza per persona e giorno. La riga non è stata ripresa.',
    validToBeforeValidFrom: '«Valido fino al» precede «Valido dal».',
    policyNumberRequired: 'Un gruppo contrattuale o un’unità operativa richiede il numero di polizza.',
    ownConnection: 'Una persona non può essere il proprio superiore né il proprio HR business partner.',
    unknownSubunit: 'Questa sottounità non esiste nella sua azienda.',
    unknownProcessingGroup: 'Questo gruppo di elaborazione non esiste nella sua azienda.',
    overlapsEarlierRow: 'La validità si sovrappone alla riga {{row}} della stessa persona.',
    kavRequired: 'Obbligatorio se la sua azienda ha un’assicurazione KAV: {{field}}.',
  },
  en: {
    fileEncoding:
      'The file is saved as UTF-16. Save it as “CSV UTF-8” or as an Excel workbook (XLSX) and upload it again.',
    fileType: 'This file cannot be read. Upload a CSV, TXT or XLSX file.',
    fileUnreadable:
      'The file could not be read (empty, damaged or not valid UTF-8). Save it again as “CSV UTF-8” or XLSX.',
    required: 'A required value is missing.',
    invalidDate: 'Not a valid date (expected DD.MM.YYYY or YYYY-MM-DD).',
    invalidNumber: 'Not a valid number.',
    unstorableText: 'Contains NUL characters or invalid Unicode characters.',
    controlCharacters: 'Contains control characters (line breaks, tabs, escape or direction codes).',
    tooLong: 'At most {{max}} characters.',
    invalidValue: 'Invalid value: {{message}}',
    extraCells: 'The row has more cells than the header row (a delimiter inside an unquoted value?).',
    missingColumns: 'Required columns are missing: {{columns}}.',
    duplicateColumn: 'Column given more than once: {{columns}}.',
    unknownColumns: 'Unknown columns, not read: {{columns}}.',
    endBeforeStart: 'The end date is before the start date.',
    rangeTooLong: 'A row covers at most 366 days.',
    invalidType:
      'Unknown absence type (expected e.g. Illness, Accident, Military service, Maternity, Paternity, Vacation, Family care or Other).',
    invalidAccidentType: 'Unknown accident type (expected occupational or non-occupational).',
    accidentTypeRequired: 'An accident needs the accident type (occupational or non-occupational).',
    accidentTypeNotAllowed: 'An accident type is only allowed for an accident.',
    hoursOrPercentageRequired: 'Please give hours or a percentage.',
    hoursAndPercentage: 'Give either hours or a percentage, not both.',
    tooManyDecimals: 'At most two decimals.',
    hoursNotPositive: 'Hours must be greater than 0.',
    hoursTooHigh: 'At most 24 hours a day.',
    percentageNotPositive: 'The percentage must be greater than 0.',
    percentageTooHigh: 'At most 100 percent.',
    commentTooLong: 'The comment may have at most 1000 characters.',
    commentControlCharacters: 'The comment contains control characters (escape or direction codes).',
    unknownEmployeeId: 'No one in your company has this employee ID.',
    unknownPersonnelNumber: 'No one in your company has this personnel number.',
    ambiguousPersonnelNumber:
      'Several people have this personnel number (employee ID {{employeeIds}}): add the column “Employee ID”.',
    personnelNumberMismatch: 'The personnel number is not the one of the person with employee ID {{employeeId}}.',
    outsidePeriod: 'Outside the upload period ({{from}} – {{to}}).',
    clipped: 'Only the days from {{from}} to {{to}} were applied (the upload period).',
    keptManual: {
      one: 'The absence entered or corrected by hand on {{days}} day stays (not replaced by the file).',
      other: 'The absences entered or corrected by hand on {{days}} days stay (not replaced by the file).',
    },
    duplicateRow: 'Duplicate: the same absence as row {{row}}, not applied twice.',
    overlapsRow: 'Overlaps row {{row}} ({{from}} – {{to}}): one absence per person and day. The row was not applied.',
    validToBeforeValidFrom: '“Valid to” is before “Valid from”.',
    policyNumberRequired: 'A policy group or business unit needs the policy number.',
    ownConnection: 'An employee cannot be their own superior or HR business partner.',
    unknownSubunit: 'This is not a subunit of your company.',
    unknownProcessingGroup: 'This is not a processing group of your company.',
    overlapsEarlierRow: 'The validity overlaps row {{row}} of the same person.',
    kavRequired: 'Required when your company has KAV insurance: {{field}}.',
  },
};

/**
 * The fields KAV requires (employee-upload.rules.ts), named in each language for the line kavRequired: the same as
 * web/src/locales/<language>.json `uploads.rowIssueFields`.
 */
export const KAV_FIELD_NAMES: Record<ReportLanguage, Record<string, string>> = {
  de: {
    dateOfEmployment: 'Eintrittsdatum',
    workingFrequency: 'Arbeitsrhythmus',
    standardWorkingHoursPerWeek: 'Betriebsübliche Wochenarbeitszeit',
    salaryBasis: 'Lohnbasis',
    wageTypes: 'Lohnarten',
    policies: 'Versicherungspolicen',
    employmentPercentage: 'Beschäftigungsgrad',
    workingHoursPerWeek: 'Wochenarbeitszeit',
  },
  fr: {
    dateOfEmployment: 'Date d’entrée',
    workingFrequency: 'Rythme de travail',
    standardWorkingHoursPerWeek: 'Durée hebdomadaire usuelle dans l’entreprise',
    salaryBasis: 'Base salariale',
    wageTypes: 'Genres de salaire',
    policies: 'Polices d’assurance',
    employmentPercentage: 'Taux d’occupation',
    workingHoursPerWeek: 'Heures de travail par semaine',
  },
  it: {
    dateOfEmployment: 'Data di entrata',
    workingFrequency: 'Ritmo di lavoro',
    standardWorkingHoursPerWeek: 'Orario settimanale usuale nell’azienda',
    salaryBasis: 'Base salariale',
    wageTypes: 'Generi di salario',
    policies: 'Polizze assicurative',
    employmentPercentage: 'Grado di occupazione',
    workingHoursPerWeek: 'Ore di lavoro per settimana',
  },
  en: {
    dateOfEmployment: 'Date of employment',
    workingFrequency: 'Working pattern',
    standardWorkingHoursPerWeek: 'Standard working hours per week',
    salaryBasis: 'Salary basis',
    wageTypes: 'Wage types',
    policies: 'Insurance policies',
    employmentPercentage: 'Employment percentage',
    workingHoursPerWeek: 'Working hours per week',
  },
};

/** 'YYYY-MM-DD' as 'DD.MM.YYYY'; anything else as it is. */
export function swissDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

const PLURALS = new Map(
  REPORT_LANGUAGES.map((language) => [language, new Intl.PluralRules(`${language}-CH`)] as const),
);

/** The contract's validation messages by their text (as the web's VALIDATION_MESSAGE_KEYS): their keys. */
const VALIDATION_KEYS = new Map<string, string>(
  Object.entries({ ...MESSAGES, ...EMPLOYEE_MESSAGES, ...CARRIER_MESSAGES }).map(([key, message]) => [message, key]),
);

/**
 * A line in a language: its code's text with the parameters filled in (Swiss dates, lists joined). A cell that
 * breaks one of the contract's rules (invalidValue) says that rule's message in the language; another message (a
 * generic one of the schema library) stays English inside the language's "invalid value".
 */
export function rowIssueText(code: RowIssueCode, params: RowIssueParams | undefined, language: ReportLanguage): string {
  if (code === 'invalidValue') {
    const key = VALIDATION_KEYS.get(text(params, 'message'));
    const translated = key === undefined ? undefined : VALIDATION_TEXTS[language][key];
    if (translated !== undefined) return translated;
  }
  const template = ROW_ISSUE_TEXTS[language][code];
  let chosen: string;
  if (typeof template === 'string') chosen = template;
  else {
    const count = Number(params?.[COUNT_PARAM[code] ?? 'count'] ?? 0);
    chosen = PLURALS.get(language)?.select(count) === 'one' ? template.one : template.other;
  }
  return chosen.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = text(params, name);
    if (DATE_PARAMS.has(name)) return swissDate(value);
    return name === 'field' ? (KAV_FIELD_NAMES[language][value] ?? value) : value;
  });
}
