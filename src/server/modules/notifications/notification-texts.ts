// The notification mails' words in four languages (issue 29 section 4, decision 0049), in the recipient's language
// (users.language). Formal address (Sie, vous, Lei), Swiss spelling (ss). What a mail may name: the employee's name,
// a task's title, dates and care levels — never a diagnosis or an absence type (a superior reads these mails).
export type MailLanguage = 'de' | 'fr' | 'it' | 'en';

export type StageChange = { employeeName: string; level: number; previousLevel: number | null };
export type TaskFacts = { employeeName: string; title: string; dueDate: string | null };
/** Case management (issue 30): who asked for whom, and how it was decided. Never the reason (it may be medical). */
export type CaseManagementFacts = { employeeName: string; requesterName: string; accepted: boolean };
/** A deadline due soon (issue 30, decision 0054): its kind already worded, the due date ISO. */
export type DeadlineFacts = { employeeName: string; kind: string; dueDate: string };

export type NotificationTexts = {
  greeting: (recipientName: string) => string;
  taskCreated: { subject: (task: TaskFacts) => string; body: (task: TaskFacts) => string };
  taskDue: { subject: (task: TaskFacts) => string; body: (task: TaskFacts) => string };
  stageChanged: { subject: (change: StageChange) => string; body: (change: StageChange) => string };
  caseManagementRequested: {
    subject: (facts: CaseManagementFacts) => string;
    body: (facts: CaseManagementFacts) => string;
  };
  caseManagementDecided: {
    subject: (facts: CaseManagementFacts) => string;
    body: (facts: CaseManagementFacts) => string;
  };
  deadlineDue: { subject: (deadline: DeadlineFacts) => string; body: (deadline: DeadlineFacts) => string };
  /** The deadline kinds (DEADLINE_KINDS) in words. */
  deadlineKinds: Record<string, string>;
  openDeadlines: string;
  /** The line before the link. */
  openTask: string;
  openEmployee: string;
  openRequests: string;
  openCaseManagement: string;
  digest: { subject: (count: number) => string; intro: (count: number) => string };
  /** The footer: who answers questions about care (the care key contact), and where the settings are. */
  contact: (keyContactEmail: string) => string;
  settings: string;
};

/** dd.mm.yyyy, the Swiss way in every language. */
export function mailDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

// ', fällig am' follows the word before it directly; 'am' / 'le' need a space.
const due = (task: TaskFacts, words: string) =>
  task.dueDate ? `${words.startsWith(',') ? '' : ' '}${words} ${mailDate(task.dueDate)}` : '';

export const NOTIFICATION_TEXTS: Record<MailLanguage, NotificationTexts> = {
  de: {
    greeting: (name) => `Guten Tag ${name}`,
    taskCreated: {
      subject: (task) => `Neue Betreuungsaufgabe: ${task.title} (${task.employeeName})`,
      body: (task) =>
        `Für ${task.employeeName} wurde die Betreuungsaufgabe «${task.title}» erstellt${due(task, ', fällig am')}. ` +
        'Sie sind dafür verantwortlich.',
    },
    taskDue: {
      subject: (task) => `Betreuungsaufgabe fällig: ${task.title} (${task.employeeName})`,
      body: (task) =>
        `Die Betreuungsaufgabe «${task.title}» für ${task.employeeName} ist${due(task, 'am')} fällig und noch offen.`,
    },
    stageChanged: {
      subject: (change) => `Betreuungsstufe geändert: ${change.employeeName}`,
      body: ({ employeeName, level, previousLevel }) =>
        level === 0
          ? `${employeeName} hat keine Betreuungsstufe mehr (bisher Stufe ${previousLevel ?? 0}).`
          : previousLevel === null || previousLevel === 0
            ? `${employeeName} hat die Betreuungsstufe ${level} erreicht.`
            : `Die Betreuungsstufe von ${employeeName} hat von Stufe ${previousLevel} auf Stufe ${level} gewechselt.`,
    },
    deadlineDue: {
      subject: (d) => `Frist fällig am ${mailDate(d.dueDate)}: ${d.kind} (${d.employeeName})`,
      body: (d) => `Die Frist «${d.kind}» für ${d.employeeName} ist am ${mailDate(d.dueDate)} fällig und noch offen.`,
    },
    deadlineKinds: {
      INSURER_REPORT: 'Meldung an den Versicherer',
      CONTINUED_PAY_END: 'Ende der Lohnfortzahlung',
      IV_EARLY_DETECTION: 'IV-Früherfassung',
      IV_REGISTRATION: 'IV-Anmeldung',
      PENSION_FUND_REPORT: 'Meldung an die Pensionskasse',
      BENEFITS_EXPIRY_NOTICE: 'Taggelder laufen bald aus',
      BENEFITS_EXHAUSTED: 'Taggelder ausgeschöpft',
    },
    openDeadlines: 'Fristen öffnen:',
    openTask: 'Aufgabe öffnen:',
    openEmployee: 'Gesundheit der Person öffnen:',
    caseManagementRequested: {
      subject: (facts) => `Antrag auf Case Management: ${facts.employeeName}`,
      body: (facts) =>
        `${facts.requesterName} beantragt Case Management für ${facts.employeeName}. ` +
        'Bitte nehmen Sie den Antrag an oder lehnen Sie ihn mit einer Begründung ab.',
    },
    caseManagementDecided: {
      subject: (facts) => `Case Management für ${facts.employeeName} ${facts.accepted ? 'angenommen' : 'abgelehnt'}`,
      body: (facts) =>
        facts.accepted
          ? `Ihr Antrag auf Case Management für ${facts.employeeName} wurde angenommen.`
          : `Ihr Antrag auf Case Management für ${facts.employeeName} wurde abgelehnt. Die Begründung finden Sie im Antrag.`,
    },
    openRequests: 'Anträge öffnen:',
    openCaseManagement: 'Case Management öffnen:',
    digest: {
      subject: (count) => `Absenza: ${count} ${count === 1 ? 'Benachrichtigung' : 'Benachrichtigungen'} von heute`,
      intro: (count) =>
        `Hier ${count === 1 ? 'ist Ihre Benachrichtigung' : `sind Ihre ${count} Benachrichtigungen`} seit der letzten Zusammenfassung:`,
    },
    contact: (email) => `Fragen zur Betreuung beantwortet Ihnen die Kontaktperson Ihrer Firma: ${email}`,
    settings:
      'Diese E-Mail hat Absenza automatisch versandt. Welche E-Mails Sie erhalten, stellen Sie unter Einstellungen › ' +
      'Benachrichtigungen ein.',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    taskCreated: {
      subject: (task) => `Nouvelle tâche de suivi : ${task.title} (${task.employeeName})`,
      body: (task) =>
        `La tâche de suivi « ${task.title} » a été créée pour ${task.employeeName}${due(task, ', échéance le')}. ` +
        'Vous en êtes responsable.',
    },
    taskDue: {
      subject: (task) => `Tâche de suivi échue : ${task.title} (${task.employeeName})`,
      body: (task) =>
        `La tâche de suivi « ${task.title} » pour ${task.employeeName} arrive à échéance${due(task, 'le')} ` +
        'et est encore ouverte.',
    },
    stageChanged: {
      subject: (change) => `Niveau de suivi modifié : ${change.employeeName}`,
      body: ({ employeeName, level, previousLevel }) =>
        level === 0
          ? `${employeeName} n’a plus de niveau de suivi (jusqu’ici niveau ${previousLevel ?? 0}).`
          : previousLevel === null || previousLevel === 0
            ? `${employeeName} a atteint le niveau de suivi ${level}.`
            : `Le niveau de suivi de ${employeeName} est passé du niveau ${previousLevel} au niveau ${level}.`,
    },
    deadlineDue: {
      subject: (d) => `Échéance le ${mailDate(d.dueDate)} : ${d.kind} (${d.employeeName})`,
      body: (d) =>
        `L’échéance « ${d.kind} » pour ${d.employeeName} arrive le ${mailDate(d.dueDate)} et est encore ouverte.`,
    },
    deadlineKinds: {
      INSURER_REPORT: 'Déclaration à l’assureur',
      CONTINUED_PAY_END: 'Fin du maintien du salaire',
      IV_EARLY_DETECTION: 'Détection précoce AI',
      IV_REGISTRATION: 'Demande de prestations AI',
      PENSION_FUND_REPORT: 'Déclaration à la caisse de pension',
      BENEFITS_EXPIRY_NOTICE: 'Fin prochaine des indemnités journalières',
      BENEFITS_EXHAUSTED: 'Indemnités journalières épuisées',
    },
    openDeadlines: 'Ouvrir les échéances :',
    openTask: 'Ouvrir la tâche :',
    openEmployee: 'Ouvrir la santé de la personne :',
    caseManagementRequested: {
      subject: (facts) => `Demande de case management : ${facts.employeeName}`,
      body: (facts) =>
        `${facts.requesterName} demande un case management pour ${facts.employeeName}. ` +
        'Veuillez accepter la demande ou la refuser en indiquant un motif.',
    },
    caseManagementDecided: {
      subject: (facts) => `Case management pour ${facts.employeeName} ${facts.accepted ? 'accepté' : 'refusé'}`,
      body: (facts) =>
        facts.accepted
          ? `Votre demande de case management pour ${facts.employeeName} a été acceptée.`
          : `Votre demande de case management pour ${facts.employeeName} a été refusée. Le motif figure dans la demande.`,
    },
    openRequests: 'Ouvrir les demandes :',
    openCaseManagement: 'Ouvrir le case management :',
    digest: {
      subject: (count) => `Absenza : ${count} ${count === 1 ? 'notification' : 'notifications'} du jour`,
      intro: (count) =>
        count === 1
          ? 'Voici votre notification depuis le dernier résumé :'
          : `Voici vos ${count} notifications depuis le dernier résumé :`,
    },
    contact: (email) => `Pour toute question sur le suivi, la personne de contact de votre entreprise : ${email}`,
    settings:
      'Cet e-mail a été envoyé automatiquement par Absenza. Vous choisissez les e-mails que vous recevez sous ' +
      'Paramètres › Notifications.',
  },
  it: {
    greeting: (name) => `Buongiorno ${name},`,
    taskCreated: {
      subject: (task) => `Nuovo compito di accompagnamento: ${task.title} (${task.employeeName})`,
      body: (task) =>
        `Per ${task.employeeName} è stato creato il compito di accompagnamento «${task.title}»` +
        `${due(task, ', con scadenza il')}. Lei ne è responsabile.`,
    },
    taskDue: {
      subject: (task) => `Compito di accompagnamento in scadenza: ${task.title} (${task.employeeName})`,
      body: (task) =>
        `Il compito di accompagnamento «${task.title}» per ${task.employeeName} scade${due(task, 'il')} ` +
        'ed è ancora aperto.',
    },
    stageChanged: {
      subject: (change) => `Livello di accompagnamento cambiato: ${change.employeeName}`,
      body: ({ employeeName, level, previousLevel }) =>
        level === 0
          ? `${employeeName} non ha più un livello di accompagnamento (finora livello ${previousLevel ?? 0}).`
          : previousLevel === null || previousLevel === 0
            ? `${employeeName} ha raggiunto il livello di accompagnamento ${level}.`
            : `Il livello di accompagnamento di ${employeeName} è passato dal livello ${previousLevel} al livello ${level}.`,
    },
    deadlineDue: {
      subject: (d) => `Scadenza il ${mailDate(d.dueDate)}: ${d.kind} (${d.employeeName})`,
      body: (d) => `La scadenza «${d.kind}» per ${d.employeeName} cade il ${mailDate(d.dueDate)} ed è ancora aperta.`,
    },
    deadlineKinds: {
      INSURER_REPORT: 'Notifica all’assicuratore',
      CONTINUED_PAY_END: 'Fine della continuazione del salario',
      IV_EARLY_DETECTION: 'Rilevamento tempestivo AI',
      IV_REGISTRATION: 'Richiesta di prestazioni AI',
      PENSION_FUND_REPORT: 'Notifica alla cassa pensioni',
      BENEFITS_EXPIRY_NOTICE: 'Indennità giornaliere in scadenza',
      BENEFITS_EXHAUSTED: 'Indennità giornaliere esaurite',
    },
    openDeadlines: 'Aprire le scadenze:',
    openTask: 'Aprire il compito:',
    openEmployee: 'Aprire la salute della persona:',
    caseManagementRequested: {
      subject: (facts) => `Richiesta di case management: ${facts.employeeName}`,
      body: (facts) =>
        `${facts.requesterName} chiede un case management per ${facts.employeeName}. ` +
        'La preghiamo di accettare la richiesta o di respingerla con una motivazione.',
    },
    caseManagementDecided: {
      subject: (facts) => `Case management per ${facts.employeeName} ${facts.accepted ? 'accettato' : 'respinto'}`,
      body: (facts) =>
        facts.accepted
          ? `La Sua richiesta di case management per ${facts.employeeName} è stata accettata.`
          : `La Sua richiesta di case management per ${facts.employeeName} è stata respinta. La motivazione è nella richiesta.`,
    },
    openRequests: 'Aprire le richieste:',
    openCaseManagement: 'Aprire il case management:',
    digest: {
      subject: (count) => `Absenza: ${count} ${count === 1 ? 'notifica' : 'notifiche'} di oggi`,
      intro: (count) =>
        count === 1
          ? 'Ecco la Sua notifica dall’ultimo riepilogo:'
          : `Ecco le Sue ${count} notifiche dall’ultimo riepilogo:`,
    },
    contact: (email) => `Per domande sull’accompagnamento risponde la persona di contatto della Sua azienda: ${email}`,
    settings:
      'Questa e-mail è stata inviata automaticamente da Absenza. Quali e-mail ricevere lo sceglie in Impostazioni › ' +
      'Notifiche.',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    taskCreated: {
      subject: (task) => `New care task: ${task.title} (${task.employeeName})`,
      body: (task) =>
        `The care task "${task.title}" was created for ${task.employeeName}${due(task, ', due on')}. ` +
        'You are responsible for it.',
    },
    taskDue: {
      subject: (task) => `Care task due: ${task.title} (${task.employeeName})`,
      body: (task) => `The care task "${task.title}" for ${task.employeeName} is due${due(task, 'on')} and still open.`,
    },
    stageChanged: {
      subject: (change) => `Care stage changed: ${change.employeeName}`,
      body: ({ employeeName, level, previousLevel }) =>
        level === 0
          ? `${employeeName} is no longer at a care stage (previously stage ${previousLevel ?? 0}).`
          : previousLevel === null || previousLevel === 0
            ? `${employeeName} has reached care stage ${level}.`
            : `The care stage of ${employeeName} changed from stage ${previousLevel} to stage ${level}.`,
    },
    deadlineDue: {
      subject: (d) => `Deadline on ${mailDate(d.dueDate)}: ${d.kind} (${d.employeeName})`,
      body: (d) =>
        `The deadline "${d.kind}" for ${d.employeeName} falls due on ${mailDate(d.dueDate)} and is still open.`,
    },
    deadlineKinds: {
      INSURER_REPORT: 'Report to the insurer',
      CONTINUED_PAY_END: 'End of continued pay',
      IV_EARLY_DETECTION: 'IV early detection',
      IV_REGISTRATION: 'IV registration',
      PENSION_FUND_REPORT: 'Report to the pension fund',
      BENEFITS_EXPIRY_NOTICE: 'Daily allowances run out soon',
      BENEFITS_EXHAUSTED: 'Daily allowances exhausted',
    },
    openDeadlines: 'Open the deadlines:',
    openTask: 'Open the task:',
    openEmployee: "Open the person's health:",
    caseManagementRequested: {
      subject: (facts) => `Case management requested: ${facts.employeeName}`,
      body: (facts) =>
        `${facts.requesterName} requests case management for ${facts.employeeName}. ` +
        'Please accept the request or decline it with a reason.',
    },
    caseManagementDecided: {
      subject: (facts) => `Case management for ${facts.employeeName} ${facts.accepted ? 'accepted' : 'declined'}`,
      body: (facts) =>
        facts.accepted
          ? `Your request for case management for ${facts.employeeName} was accepted.`
          : `Your request for case management for ${facts.employeeName} was declined. The reason is in the request.`,
    },
    openRequests: 'Open the requests:',
    openCaseManagement: 'Open the case management:',
    digest: {
      subject: (count) => `Absenza: ${count} ${count === 1 ? 'notification' : 'notifications'} of the day`,
      intro: (count) =>
        count === 1
          ? 'Here is your notification since the last summary:'
          : `Here are your ${count} notifications since the last summary:`,
    },
    contact: (email) => `Questions about care are answered by your company's contact person: ${email}`,
    settings:
      'Absenza sent this e-mail automatically. You choose which e-mails you receive under Settings › Notifications.',
  },
};
