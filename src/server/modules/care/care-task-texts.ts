// The words of the care tasks in the four languages of a task (the employee's correspondence language): the PDF
// conversation protocol and the reasons written when a task is discarded automatically. Decision 0048.

export const CARE_TASK_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type CareTaskLanguage = (typeof CARE_TASK_LANGUAGES)[number];

export type ProtocolTexts = {
  title: string;
  employee: string;
  personnelNumber: string;
  task: string;
  careStage: (level: number) => string;
  conversationDate: string;
  participants: string;
  responsible: string;
  completedOn: string;
  questions: string;
  noAnswer: string;
  yes: string;
  no: string;
  noQuestions: string;
  signatures: string;
  signatureEmployee: string;
  signatureManager: string;
  placeDate: string;
  createdOn: string;
  page: (page: number, pages: number) => string;
  fileWord: string;
};

export const PROTOCOL_TEXTS: Record<CareTaskLanguage, ProtocolTexts> = {
  de: {
    title: 'Gesprächsprotokoll',
    employee: 'Mitarbeiterin / Mitarbeiter',
    personnelNumber: 'Personalnummer',
    task: 'Aufgabe',
    careStage: (level) => `Betreuungsstufe ${level}`,
    conversationDate: 'Datum des Gesprächs',
    participants: 'Teilnehmende',
    responsible: 'Verantwortlich',
    completedOn: 'Abgeschlossen am',
    questions: 'Fragen und Antworten',
    noAnswer: '(keine Antwort)',
    yes: 'Ja',
    no: 'Nein',
    noQuestions: 'Diese Aufgabe hat keinen Gesprächsleitfaden.',
    signatures: 'Unterschriften',
    signatureEmployee: 'Unterschrift Mitarbeiterin / Mitarbeiter',
    signatureManager: 'Unterschrift Vorgesetzte / Vorgesetzter',
    placeDate: 'Ort, Datum',
    createdOn: 'Erstellt am',
    page: (page, pages) => `Seite ${page} von ${pages}`,
    fileWord: 'Gespraechsprotokoll',
  },
  fr: {
    title: "Procès-verbal d'entretien",
    employee: 'Collaboratrice / collaborateur',
    personnelNumber: 'Numéro du personnel',
    task: 'Tâche',
    careStage: (level) => `Niveau de suivi ${level}`,
    conversationDate: "Date de l'entretien",
    participants: 'Participants',
    responsible: 'Responsable',
    completedOn: 'Terminée le',
    questions: 'Questions et réponses',
    noAnswer: '(pas de réponse)',
    yes: 'Oui',
    no: 'Non',
    noQuestions: "Cette tâche n'a pas de guide d'entretien.",
    signatures: 'Signatures',
    signatureEmployee: 'Signature de la collaboratrice / du collaborateur',
    signatureManager: 'Signature de la / du supérieur·e',
    placeDate: 'Lieu, date',
    createdOn: 'Créé le',
    page: (page, pages) => `Page ${page} sur ${pages}`,
    fileWord: 'PV-entretien',
  },
  it: {
    title: 'Verbale del colloquio',
    employee: 'Collaboratrice / collaboratore',
    personnelNumber: 'Numero del personale',
    task: 'Compito',
    careStage: (level) => `Livello di assistenza ${level}`,
    conversationDate: 'Data del colloquio',
    participants: 'Partecipanti',
    responsible: 'Responsabile',
    completedOn: 'Concluso il',
    questions: 'Domande e risposte',
    noAnswer: '(nessuna risposta)',
    yes: 'Sì',
    no: 'No',
    noQuestions: 'Questo compito non ha una guida al colloquio.',
    signatures: 'Firme',
    signatureEmployee: 'Firma della collaboratrice / del collaboratore',
    signatureManager: 'Firma della / del superiore',
    placeDate: 'Luogo, data',
    createdOn: 'Creato il',
    page: (page, pages) => `Pagina ${page} di ${pages}`,
    fileWord: 'Verbale-colloquio',
  },
  en: {
    title: 'Conversation protocol',
    employee: 'Employee',
    personnelNumber: 'Personnel number',
    task: 'Task',
    careStage: (level) => `Care level ${level}`,
    conversationDate: 'Date of the conversation',
    participants: 'Participants',
    responsible: 'Responsible',
    completedOn: 'Completed on',
    questions: 'Questions and answers',
    noAnswer: '(no answer)',
    yes: 'Yes',
    no: 'No',
    noQuestions: 'This task has no conversation guide.',
    signatures: 'Signatures',
    signatureEmployee: 'Signature of the employee',
    signatureManager: 'Signature of the manager',
    placeDate: 'Place, date',
    createdOn: 'Created on',
    page: (page, pages) => `Page ${page} of ${pages}`,
    fileWord: 'Conversation-protocol',
  },
};

/** The reason written on a task discarded because the employee left its care stage (isAutomaticTaskDismissalEnabled). */
export const AUTOMATIC_DISMISSAL_REASON: Record<CareTaskLanguage, (level: number | null) => string> = {
  de: (level) =>
    level === null
      ? 'Automatisch verworfen: Der Anlass der Aufgabe besteht nicht mehr.'
      : `Automatisch verworfen: Die Person ist nicht mehr auf Betreuungsstufe ${level}.`,
  fr: (level) =>
    level === null
      ? "Écartée automatiquement : le motif de la tâche n'existe plus."
      : `Écartée automatiquement : la personne n'est plus au niveau de suivi ${level}.`,
  it: (level) =>
    level === null
      ? 'Scartato automaticamente: il motivo del compito non sussiste più.'
      : `Scartato automaticamente: la persona non è più al livello di assistenza ${level}.`,
  en: (level) =>
    level === null
      ? 'Discarded automatically: the reason for the task no longer exists.'
      : `Discarded automatically: the employee is no longer at care level ${level}.`,
};

/** A language code of any case ('FR', 'fr') as a task language, or null when it is not one of the four. */
export function careTaskLanguageOf(code: string | null | undefined): CareTaskLanguage | null {
  const lower = code?.toLowerCase();
  return lower && (CARE_TASK_LANGUAGES as readonly string[]).includes(lower) ? (lower as CareTaskLanguage) : null;
}
