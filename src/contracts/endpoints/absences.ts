// Absences (spec section 7, Absences): the endpoint table of this area (composed in ../endpoints.ts).
import {
  absenceList,
  absencesPage,
  absencesQuery,
  createAbsenceBody,
  deleteAbsencesQuery,
  deletedAbsences,
  patchAbsencesBody,
} from '../absences.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

export const absencesEndpoints = {
  absenceCreate: {
    method: 'POST',
    access: permission('employee.absences.edit'),
    path: `${API_PREFIX.modular}/absence`,
    summary:
      'Record an absence over a range of days: one manual absence per day. Refused with ABSENCES_ALREADY_EXIST ' +
      'when the employee has a live absence on one of the days, with FILES_PROCESSING while a file processes',
    tags: ['absences'],
    body: createAbsenceBody,
    status: 201,
    response: absenceList,
  },
  absencesUpdate: {
    method: 'PATCH',
    access: permission('employee.absences.edit'),
    path: `${API_PREFIX.modular}/absence`,
    summary:
      'Change absences: the same changes for many (a period) and individual edits of single days; automatic ' +
      'absences become edited. All or nothing',
    tags: ['absences'],
    body: patchAbsencesBody,
    response: absenceList,
  },
  absencesDelete: {
    method: 'DELETE',
    access: permission('employee.absences.edit'),
    path: `${API_PREFIX.modular}/absence`,
    summary: 'Delete absences (soft delete: kept for the audit trail, gone from every list and derivation)',
    tags: ['absences'],
    querystring: deleteAbsencesQuery,
    response: deletedAbsences,
  },
  absencesList: {
    method: 'GET',
    access: permission('employee.absences.view'),
    path: `${API_PREFIX.modular}/absences`,
    summary: 'Live absences by day, oldest first per employee (filters: employee, days, type, source), paged up to 200',
    tags: ['absences'],
    querystring: absencesQuery,
    response: absencesPage,
  },
} as const satisfies Record<string, Endpoint>;
