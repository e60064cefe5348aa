// The conversation protocol's words in each of the four languages (pdftotext of the rendered PDF), and the answers
// in words (yes/no, Swiss dates, option labels).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerText, careTaskProtocolFileName, careTaskProtocolPdf, type ProtocolFacts } from './care-task-protocol.ts';

const hasPoppler = spawnSync('pdftotext', ['-v']).error === undefined;

const facts = (language: ProtocolFacts['language']): ProtocolFacts => ({
  language,
  companyName: 'Muster AG',
  employeeName: 'Jürg Müller',
  personnelNumber: 'P-17',
  title: 'Gespräch',
  careStageLevel: 3,
  conversationDate: null,
  participants: [],
  responsibleName: 'Sandra Keller',
  completedBy: 'Sandra Keller',
  // 23:30 UTC on 31 March is 1 April in Zurich: the protocol's date is the Swiss day.
  completedAt: '2026-03-31T23:30:00.000Z',
  form: [
    { questionId: 'ok', kind: 'YES_NO', label: 'OK?', options: [], isRequired: false },
    { questionId: 'note', kind: 'TEXT', label: 'Note', options: [], isRequired: false },
  ],
  answers: { ok: true },
});

describe('the conversation protocol', () => {
  it.each([
    [
      'de',
      [
        'Gesprächsprotokoll',
        'Betreuungsstufe 3',
        'Datum des Gesprächs',
        '01.04.2026',
        'Ja',
        '(keine Antwort)',
        'Unterschrift Mitarbeiterin / Mitarbeiter',
        'Seite 1 von 1',
      ],
    ],
    [
      'fr',
      [
        "Procès-verbal d'entretien",
        'Niveau de suivi 3',
        "Date de l'entretien",
        'Oui',
        '(pas de réponse)',
        'Signature de la collaboratrice / du collaborateur',
        'Page 1 sur 1',
      ],
    ],
    [
      'it',
      [
        'Verbale del colloquio',
        'Livello di assistenza 3',
        'Data del colloquio',
        'Sì',
        '(nessuna risposta)',
        'Firma della collaboratrice / del collaboratore',
        'Pagina 1 di 1',
      ],
    ],
    [
      'en',
      [
        'Conversation protocol',
        'Care level 3',
        'Date of the conversation',
        'Yes',
        '(no answer)',
        'Signature of the employee',
        'Page 1 of 1',
      ],
    ],
  ] as const)(
    '%s: its labels, the answers in words, the date of the conversation = the Swiss day of completion',
    async (language, words) => {
      expect(hasPoppler, 'pdftotext is missing: apt-get install poppler-utils').toBe(true);
      const pdf = await careTaskProtocolPdf(facts(language));
      const path = join(mkdtempSync(join(tmpdir(), 'care-protocol-')), 'p.pdf');
      writeFileSync(path, pdf);
      const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
      for (const word of [...words, 'Jürg Müller', 'P-17', 'Sandra Keller', 'Muster AG'])
        expect(text, word).toContain(word);
    },
  );

  it('answers in words and an ASCII file name', () => {
    const choice = {
      questionId: 'c',
      kind: 'SINGLE_CHOICE' as const,
      label: 'C',
      options: [{ optionId: 'a', label: 'Arbeitsplatz' }],
      isRequired: true,
    };
    expect(answerText(choice, 'a', 'de')).toBe('Arbeitsplatz');
    expect(answerText({ ...choice, kind: 'DATE' }, '2026-02-01', 'fr')).toBe('01.02.2026');
    expect(answerText({ ...choice, kind: 'YES_NO' }, false, 'it')).toBe('No');
    expect(answerText({ ...choice, kind: 'TEXT' }, '', 'en')).toBe('(no answer)');
    expect(careTaskProtocolFileName(facts('de'), '0196f0a0-1111-7000-8000-000000000001')).toBe(
      'Gespraechsprotokoll_Muller_2026-04-01_0196f0a0.pdf',
    );
  });
});
