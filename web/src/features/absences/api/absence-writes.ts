// The writes of the absences screen: POST /absence (a range of days), PATCH /absence (a day, a period, a bulk
// change), DELETE /absence?ids= (soft delete) and PATCH /absence-periods/color. The periods are derived from the
// days in the background, so after a day write the screen waits for the derivation (use-derivation-sync.ts)
// instead of refreshing at once; a colour mark is stored on the period itself and refreshes the list directly.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { AbsenceChangeSet } from '../absence-display.ts';
import type { AbsenceTypeValue, AccidentTypeValue, ColorMark } from '../periods-search.ts';
import { absencesKeys } from './absences-keys.ts';

export type CreateAbsenceInput = {
  employeeId: string;
  startDate: string;
  endDate: string;
  type: AbsenceTypeValue;
  accidentType: AccidentTypeValue | null;
  hours?: string;
  percentage?: string;
  comment: string | null;
};

export function useCreateAbsence() {
  return useMutation({
    mutationFn: (input: CreateAbsenceInput) => apiRequest('absenceCreate', { body: input }),
  });
}

export type AbsenceUpdate =
  /** The same changes for many days (a whole period, a bulk change). */
  | { kind: 'many'; absenceIds: string[]; changes: AbsenceChangeSet }
  /** One day. */
  | { kind: 'one'; absenceId: string; changes: AbsenceChangeSet };

export function useUpdateAbsences() {
  return useMutation({
    mutationFn: (update: AbsenceUpdate) =>
      apiRequest('absencesUpdate', {
        body: {
          items: [
            update.kind === 'many'
              ? { absenceIds: update.absenceIds, changes: update.changes }
              : { absenceIds: [], individualAbsenceEdits: [{ absenceId: update.absenceId, changes: update.changes }] },
          ],
        },
      }),
  });
}

/** Ids per DELETE request: a year of days stays well below the longest address a server takes. */
const DELETE_CHUNK = 150;

export function useDeleteAbsences() {
  return useMutation({
    mutationFn: async (absenceIds: readonly string[]) => {
      let deletedCount = 0;
      for (let start = 0; start < absenceIds.length; start += DELETE_CHUNK) {
        const ids = absenceIds.slice(start, start + DELETE_CHUNK).join(',');
        deletedCount += (await apiRequest('absencesDelete', { query: { ids } })).deletedCount;
      }
      return { deletedCount };
    },
  });
}

export function useSetColorMark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { periodIds: string[]; color: ColorMark | null }) =>
      apiRequest('absencePeriodsColor', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesKeys.periods() }),
  });
}

/** A refusal because a file processes: the screen then shows the blocked state at once. */
export function isFilesProcessing(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'FILES_PROCESSING';
}

/** The days of ABSENCES_ALREADY_EXIST (the days that clash with recorded ones). */
export function clashingDates(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.code !== 'ABSENCES_ALREADY_EXIST') return [];
  const body = error.body as { dates?: unknown } | undefined;
  return Array.isArray(body?.dates) ? body.dates.filter((date): date is string => typeof date === 'string') : [];
}
