// The payout statement's words in its four languages (the person's correspondence language, decision 0043).
import type { z } from 'zod';
import type { payout as payoutContract } from '../../../contracts/payouts.ts';
import { MONTH_NAMES } from '../../../domain/month-names.ts';

type Payout = z.infer<typeof payoutContract>;

export type StatementLanguage = 'DE' | 'FR' | 'IT' | 'EN';

export type Texts = {
  title: string;
  draft: string;
  months: readonly string[];
  contact: string;
  intro: (name: string) => string;
  insuredPerson: string;
  personnelNumber: string;
  caseNumber: string;
  caseIdentifier: string;
  accountingMonth: string;
  coverageLine: string;
  coverageLines: Record<Payout['coverageLine'], string>;
  payee: string;
  payees: Record<Payout['payeeKind'], string>;
  paymentReference: string;
  date: string;
  columns: {
    period: string;
    days: string;
    earnings: string;
    incapacity: string;
    coverage: string;
    waiting: string;
    dailyAllowance: string;
    ivReduction: string;
    amount: string;
    calculation: string;
  };
  yes: string;
  regular: (month: string) => string;
  correction: (month: string) => string;
  total: (section: string) => string;
  reversal: string;
  rebooking: string;
  waitingPeriod: string;
  factors: (allowance: string, coverage: string, incapacity: string) => string;
  roundedUp: string;
  iv: string;
  noPeriods: string;
  gross: string;
  offsetApplied: string;
  carriedOffset: string;
  net: string;
  iban: string;
  executionDate: string;
  generatedAt: string;
  page: (page: number, pages: number) => string;
  continued: string;
};

export const TEXTS: Record<StatementLanguage, Texts> = {
  DE: {
    title: 'Taggeldabrechnung',
    draft: 'Entwurf',
    months: MONTH_NAMES.DE,
    contact: 'Kontakt',
    intro: (name) => `Für die Arbeitsunfähigkeit von ${name} rechnen wir die Taggelder wie folgt ab.`,
    insuredPerson: 'Versicherte Person',
    personnelNumber: 'Personalnummer',
    caseNumber: 'Fall-Nr.',
    caseIdentifier: 'Fallreferenz',
    accountingMonth: 'Abrechnungsmonat',
    coverageLine: 'Versicherung',
    coverageLines: { KTG: 'Krankentaggeld (KTG)', UVG: 'Unfallversicherung (UVG)', UVGZ: 'UVG-Zusatz (UVGZ)' },
    payee: 'Zahlungsempfänger',
    payees: { EMPLOYER: 'Arbeitgeber', INSURED_PERSON: 'Versicherte Person' },
    paymentReference: 'Zahlungsreferenz',
    date: 'Datum',
    columns: {
      period: 'Zeitraum',
      days: 'Tage',
      earnings: 'Versicherter Lohn/Jahr',
      incapacity: 'AUF %',
      coverage: 'Deckung %',
      waiting: 'Warte-frist',
      dailyAllowance: 'Taggeld',
      ivReduction: 'IV-Kürzung pro Tag',
      amount: 'Betrag CHF',
      calculation: 'Berechnung',
    },
    yes: 'ja',
    regular: (month) => `Leistungen ${month}`,
    correction: (month) => `Korrektur ${month}`,
    total: (section) => `Total ${section}`,
    reversal: 'Storno',
    rebooking: 'Neubuchung',
    waitingPeriod: 'Wartefrist: kein Taggeld',
    factors: (allowance, coverage, incapacity) =>
      `Taggeld ${allowance} (Deckung ${coverage}, Arbeitsunfähigkeit ${incapacity})`,
    roundedUp: 'auf 0.05 aufgerundet',
    iv: 'IV',
    noPeriods: 'Keine Abrechnungszeiträume.',
    gross: 'Bruttobetrag',
    offsetApplied: 'Verrechnung früherer Stornos',
    carriedOffset: 'Vortrag zu Ihren Lasten',
    net: 'Auszahlung CHF',
    iban: 'Auf Konto (IBAN)',
    executionDate: 'Ausführungsdatum',
    generatedAt: 'Erstellt am',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    continued: 'Fortsetzung',
  },
  FR: {
    title: 'Décompte d’indemnités journalières',
    draft: 'Projet',
    months: MONTH_NAMES.FR,
    contact: 'Contact',
    intro: (name) =>
      `Pour l’incapacité de travail de ${name}, nous établissons le décompte des indemnités journalières suivant.`,
    insuredPerson: 'Personne assurée',
    personnelNumber: 'Numéro du personnel',
    caseNumber: 'N° de cas',
    caseIdentifier: 'Référence du cas',
    accountingMonth: 'Mois de décompte',
    coverageLine: 'Assurance',
    coverageLines: {
      KTG: 'Indemnités journalières maladie (IJM)',
      UVG: 'Assurance-accidents (LAA)',
      UVGZ: 'Complémentaire LAA (LAAC)',
    },
    payee: 'Bénéficiaire',
    payees: { EMPLOYER: 'Employeur', INSURED_PERSON: 'Personne assurée' },
    paymentReference: 'Référence de paiement',
    date: 'Date',
    columns: {
      period: 'Période',
      days: 'Jours',
      earnings: 'Gain assuré/an',
      incapacity: 'Incap. %',
      coverage: 'Couv. %',
      waiting: 'Délai d’attente',
      dailyAllowance: 'Indemnité journalière',
      ivReduction: 'Réduction AI par jour',
      amount: 'Montant CHF',
      calculation: 'Calcul',
    },
    yes: 'oui',
    regular: (month) => `Prestations ${month}`,
    correction: (month) => `Correction ${/^[aeiouéo]/i.test(month) ? 'd’' : 'de '}${month}`,
    total: (section) => `Total ${section}`,
    reversal: 'Extourne',
    rebooking: 'Nouvelle comptabilisation',
    waitingPeriod: 'Délai d’attente : pas d’indemnité',
    factors: (allowance, coverage, incapacity) =>
      `Indemnité ${allowance} (couverture ${coverage}, incapacité ${incapacity})`,
    roundedUp: 'arrondi à 0.05 supérieur',
    iv: 'AI',
    noPeriods: 'Aucune période de décompte.',
    gross: 'Montant brut',
    offsetApplied: 'Compensation d’extournes antérieures',
    carriedOffset: 'Report à votre charge',
    net: 'Versement CHF',
    iban: 'Sur le compte (IBAN)',
    executionDate: 'Date d’exécution',
    generatedAt: 'Établi le',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    continued: 'suite',
  },
  IT: {
    title: 'Conteggio delle indennità giornaliere',
    draft: 'Bozza',
    months: MONTH_NAMES.IT,
    contact: 'Contatto',
    intro: (name) =>
      `Per l’incapacità lavorativa di ${name} effettuiamo il seguente conteggio delle indennità giornaliere.`,
    insuredPerson: 'Persona assicurata',
    personnelNumber: 'Numero del personale',
    caseNumber: 'N. caso',
    caseIdentifier: 'Riferimento del caso',
    accountingMonth: 'Mese di conteggio',
    coverageLine: 'Assicurazione',
    coverageLines: {
      KTG: 'Indennità giornaliera di malattia (IGM)',
      UVG: 'Assicurazione contro gli infortuni (LAINF)',
      UVGZ: 'Complementare LAINF',
    },
    payee: 'Beneficiario',
    payees: { EMPLOYER: 'Datore di lavoro', INSURED_PERSON: 'Persona assicurata' },
    paymentReference: 'Riferimento di pagamento',
    date: 'Data',
    columns: {
      period: 'Periodo',
      days: 'Giorni',
      earnings: 'Salario assic. annuo',
      incapacity: 'Incap. %',
      coverage: 'Copertura %',
      waiting: 'Periodo d’attesa',
      dailyAllowance: 'Indennità giornaliera',
      ivReduction: 'Riduzione AI al giorno',
      amount: 'Importo CHF',
      calculation: 'Calcolo',
    },
    yes: 'sì',
    regular: (month) => `Prestazioni ${month}`,
    correction: (month) => `Correzione di ${month}`,
    total: (section) => `Totale ${section}`,
    reversal: 'Storno',
    rebooking: 'Nuova contabilizzazione',
    waitingPeriod: 'Periodo d’attesa: nessuna indennità',
    factors: (allowance, coverage, incapacity) =>
      `Indennità ${allowance} (copertura ${coverage}, incapacità ${incapacity})`,
    roundedUp: 'arrotondato per eccesso a 0.05',
    iv: 'AI',
    noPeriods: 'Nessun periodo di conteggio.',
    gross: 'Importo lordo',
    offsetApplied: 'Compensazione di storni precedenti',
    carriedOffset: 'Riporto a vostro carico',
    net: 'Versamento CHF',
    iban: 'Sul conto (IBAN)',
    executionDate: 'Data d’esecuzione',
    generatedAt: 'Allestito il',
    page: (page, pages) => `Pagina ${page} di ${pages}`,
    continued: 'continuazione',
  },
  EN: {
    title: 'Daily allowance statement',
    draft: 'Draft',
    months: MONTH_NAMES.EN,
    contact: 'Contact',
    intro: (name) => `For the incapacity for work of ${name} we settle the daily allowances as follows.`,
    insuredPerson: 'Insured person',
    personnelNumber: 'Personnel number',
    caseNumber: 'Case no.',
    caseIdentifier: 'Case reference',
    accountingMonth: 'Accounting month',
    coverageLine: 'Insurance',
    coverageLines: {
      KTG: 'Daily sickness allowance (KTG)',
      UVG: 'Accident insurance (UVG)',
      UVGZ: 'Supplementary accident (UVGZ)',
    },
    payee: 'Payee',
    payees: { EMPLOYER: 'Employer', INSURED_PERSON: 'Insured person' },
    paymentReference: 'Payment reference',
    date: 'Date',
    columns: {
      period: 'Period',
      days: 'Days',
      earnings: 'Insured earnings p.a.',
      incapacity: 'Incap. %',
      coverage: 'Coverage %',
      waiting: 'Waiting period',
      dailyAllowance: 'Daily allowance',
      ivReduction: 'IV reduction per day',
      amount: 'Amount CHF',
      calculation: 'Calculation',
    },
    yes: 'yes',
    regular: (month) => `Benefits ${month}`,
    correction: (month) => `Correction of ${month}`,
    total: (section) => `Total ${section}`,
    reversal: 'Reversal',
    rebooking: 'Rebooking',
    waitingPeriod: 'Waiting period: no allowance',
    factors: (allowance, coverage, incapacity) =>
      `Daily allowance ${allowance} (coverage ${coverage}, incapacity ${incapacity})`,
    roundedUp: 'rounded up to 0.05',
    iv: 'IV',
    noPeriods: 'No settlement periods.',
    gross: 'Gross amount',
    offsetApplied: 'Offset of earlier reversals',
    carriedOffset: 'Offset carried forward (owed by you)',
    net: 'Net payment CHF',
    iban: 'To account (IBAN)',
    executionDate: 'Execution date',
    generatedAt: 'Issued on',
    page: (page, pages) => `Page ${page} of ${pages}`,
    continued: 'continued',
  },
};
