// How a deadline's date was worked out, in the reader's language (de, fr, it, en; Swiss dates dd.mm.yyyy): the
// numbers the rules stored (src/domain/deadlines/deadlines.ts DeadlineExplanation) in a short formula, e.g.
// "02.03.2026 + 30 Tage". Decision 0054.
import type { DeadlineExplanation } from '../../../domain/deadlines/deadlines.ts';

export type DeadlineLanguage = 'de' | 'fr' | 'it' | 'en';

export function deadlineLanguageOf(value: string | null | undefined): DeadlineLanguage {
  return value === 'fr' || value === 'it' || value === 'en' ? value : 'de';
}

/** dd.mm.yyyy. */
export function swissDateOf(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

type Words = {
  days: string;
  months: string;
  continuedPayUsed: (days: number, lastDay: string) => string;
  continuedPayBeyond: (lastDay: string) => string;
  benefitsUsed: (days: number, lastDay: string) => string;
  benefitsRemaining: (lastDay: string, waitingDays: number, remainingDays: number) => string;
  frame: string;
};

const WORDS: Record<DeadlineLanguage, Words> = {
  de: {
    days: 'Tage',
    months: 'Monate',
    continuedPayUsed: (days, last) => `Lohnfortzahlung nach ${days} Tagen aufgebraucht (letzter Tag ${last})`,
    continuedPayBeyond: (last) => `Lohnfortzahlung mindestens bis ${last}`,
    benefitsUsed: (days, last) => `${days} Taggelder bezogen, letzter Tag ${last}`,
    benefitsRemaining: (last, waiting, remaining) => `${last} + ${waiting} Tage Wartefrist + ${remaining} Taggelder`,
    frame: 'Rahmenfrist',
  },
  fr: {
    days: 'jours',
    months: 'mois',
    continuedPayUsed: (days, last) => `Maintien du salaire épuisé après ${days} jours (dernier jour ${last})`,
    continuedPayBeyond: (last) => `Maintien du salaire au moins jusqu’au ${last}`,
    benefitsUsed: (days, last) => `${days} indemnités journalières versées, dernier jour ${last}`,
    benefitsRemaining: (last, waiting, remaining) =>
      `${last} + ${waiting} jours de délai d’attente + ${remaining} indemnités journalières`,
    frame: 'Délai-cadre',
  },
  it: {
    days: 'giorni',
    months: 'mesi',
    continuedPayUsed: (days, last) => `Continuazione del salario esaurita dopo ${days} giorni (ultimo giorno ${last})`,
    continuedPayBeyond: (last) => `Continuazione del salario almeno fino al ${last}`,
    benefitsUsed: (days, last) => `${days} indennità giornaliere versate, ultimo giorno ${last}`,
    benefitsRemaining: (last, waiting, remaining) =>
      `${last} + ${waiting} giorni di attesa + ${remaining} indennità giornaliere`,
    frame: 'Periodo quadro',
  },
  en: {
    days: 'days',
    months: 'months',
    continuedPayUsed: (days, last) => `Continued pay used up after ${days} days (last day ${last})`,
    continuedPayBeyond: (last) => `Continued pay until at least ${last}`,
    benefitsUsed: (days, last) => `${days} daily allowances paid, last day ${last}`,
    benefitsRemaining: (last, waiting, remaining) =>
      `${last} + ${waiting} waiting days + ${remaining} daily allowances`,
    frame: 'Frame',
  },
};

/** The stored explanation in words; an unknown shape (written by a later version) as its rule id only. */
export function explanationText(explanation: unknown, language: DeadlineLanguage): string {
  const words = WORDS[language];
  const e = explanation as DeadlineExplanation;
  switch (e?.formula) {
    case 'DAYS_AFTER':
      return `${swissDateOf(e.from)} + ${e.days} ${words.days}`;
    case 'DAYS_BEFORE':
      return `${swissDateOf(e.from)} − ${e.days} ${words.days}`;
    case 'MONTHS_AFTER':
      return `${swissDateOf(e.from)} + ${e.months} ${words.months}`;
    case 'CONTINUED_PAY_USED':
      return words.continuedPayUsed(e.days, swissDateOf(e.lastDay));
    case 'CONTINUED_PAY_BEYOND':
      return words.continuedPayBeyond(swissDateOf(e.lastDay));
    case 'BENEFITS_USED':
      return words.benefitsUsed(e.days, swissDateOf(e.lastDay));
    case 'BENEFITS_REMAINING':
      return words.benefitsRemaining(swissDateOf(e.lastDay), e.waitingDays, e.remainingDays);
    case 'FRAME_END':
      return `${words.frame}: ${swissDateOf(e.from)} + ${e.days} ${words.days}`;
    default:
      return '';
  }
}
