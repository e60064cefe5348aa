// The case manager's notes journal (issue 33, spec section 2 "case management: notes"; decision 0070): the notes of
// every case management the caller may open, newest first, as excerpts — the full text stays on the case management
// (GET /case-management/:id/notes). Confidential like the per-case read: employee.caseManagement.notes.view, the
// caller's case management view scope, every read audited (one `case-management-note.read` entry per case
// management shown, decision 0052).
import { z } from 'zod';
import { CASE_MANAGEMENT_STATUSES, personRef } from './case-management.ts';
import { isoDate, page, pagingQuery, queryBoolean, timestamp, uuid } from './common.ts';

/** Characters of a note the journal shows (the excerpt ends at a word and carries "…" when cut). */
export const NOTE_EXCERPT_LENGTH = 240;
export const NOTES_JOURNAL_SEARCH_MAX = 200;
/** A case management's own status: ACTIVE (running) or NOT_ACTIVE (closed); never REQUESTED (decision 0052). */
export const NOTES_JOURNAL_CASE_STATUSES = ['ACTIVE', 'NOT_ACTIVE'] as const;

export const NOTES_JOURNAL_MESSAGES = {
  toBeforeFrom: "'to' must not be before 'from'",
  mineAndAuthor: "Give either 'mine' or 'authorUserId', not both",
} as const;

export const notesJournalQuery = z
  .strictObject({
    ...pagingQuery(),
    /** Matches the note's text, the person's name or personnel number, and the author's name (case-insensitive). */
    search: z.string().trim().max(NOTES_JOURNAL_SEARCH_MAX).optional(),
    /** Only the notes of this author. */
    authorUserId: uuid().optional(),
    /** Only the caller's own notes. */
    mine: queryBoolean().optional(),
    caseManagementStatus: z.enum(NOTES_JOURNAL_CASE_STATUSES).optional(),
    /** Written on or after this day (Swiss time). */
    from: isoDate().optional(),
    /** Written on or before this day (Swiss time). */
    to: isoDate().optional(),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.to >= query.from, {
    error: NOTES_JOURNAL_MESSAGES.toBeforeFrom,
    path: ['to'],
  })
  .refine((query) => !(query.mine && query.authorUserId), {
    error: NOTES_JOURNAL_MESSAGES.mineAndAuthor,
    path: ['authorUserId'],
  });

export const notesJournalItem = z
  .object({
    noteId: uuid(),
    caseManagementId: uuid(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    caseManagementStatus: z.enum(CASE_MANAGEMENT_STATUSES),
    /** The case management's responsible case manager. */
    responsible: personRef.nullable(),
    author: personRef,
    createdAt: timestamp(),
    updatedAt: timestamp(),
    /** The note was changed after it was written (updatedAt later than createdAt). */
    isEdited: z.boolean(),
    /** The first ~240 characters, whitespace collapsed, cut at a word with "…"; the whole note is on the case. */
    excerpt: z.string(),
    /** The excerpt is shorter than the note. */
    isTruncated: z.boolean(),
  })
  .meta({ id: 'NotesJournalItem' });

export const notesJournalPage = page(notesJournalItem).meta({ id: 'NotesJournalPage' });

export type NotesJournalItem = z.infer<typeof notesJournalItem>;
export type NotesJournalQuery = z.infer<typeof notesJournalQuery>;
