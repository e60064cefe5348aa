// The KAV answers as the screen reads them (decision 0069).
import type { ApiResponse } from '../../lib/api-client.ts';

export type KavOverview = ApiResponse<'kavOverview'>;
export type KavPolicy = KavOverview['policies'][number];
export type KavCoverage = KavPolicy['coverages'][number];
export type KavMonth = KavOverview['months'][number];
export type KavCompletenessItem = ApiResponse<'kavCompleteness'>['items'][number];
export type KavAbsenceItem = ApiResponse<'kavAbsences'>['items'][number];

export function personName(person: { firstName: string | null; lastName: string | null; employeeId: string }) {
  return [person.lastName, person.firstName].filter(Boolean).join(', ') || person.employeeId;
}
