// The missing-certificates worklist's state lives in the URL (absence type, employee, search, page), on the list kit.
// Pure functions: URL search params <-> the query of GET /api/modular/medical-certificates/missing. The server sorts
// the newest period first and offers no other order (missingCertificatesQuery), so the list has one sort field and
// no sortable header. Defaults are left out of the URL; unknown keys (the root's `lang`) are kept. Decision 0056.
import { CERTIFICATE_ABSENCE_TYPES } from '../../../../src/contracts/medical-certificates.ts';
import { defineListSearch, param, type SortOrder } from '../../components/list-kit/list-search.ts';

export type CertificateAbsenceType = (typeof CERTIFICATE_ABSENCE_TYPES)[number];

export const MISSING_CERTIFICATES_PAGE_SIZE = 25;
const SEARCH_MAX_LENGTH = 200;
const EMPLOYEE_ID_MAX = 100;
const SORT_FIELDS = ['PERIOD_START'] as const;
type MissingSortField = (typeof SORT_FIELDS)[number];

export type MissingCertificatesSearch = {
  absenceType?: CertificateAbsenceType;
  employee?: string;
  search?: string;
  sortBy?: MissingSortField;
  sortOrder?: SortOrder;
  /** 1-based. */
  page?: number;
};

export type MissingCertificatesRequest = {
  absenceType?: CertificateAbsenceType;
  employeeId?: string;
  search?: string;
  skip: number;
  take: number;
};

export const missingCertificatesSearch = defineListSearch<MissingCertificatesSearch, MissingSortField>({
  filters: {
    absenceType: param.oneOf(CERTIFICATE_ABSENCE_TYPES),
    employee: param.id(EMPLOYEE_ID_MAX),
    search: param.text(SEARCH_MAX_LENGTH),
  },
  // The server's one order: the newest period first.
  sort: { fields: SORT_FIELDS, default: 'PERIOD_START', defaultOrder: 'DESC' },
  pageSize: MISSING_CERTIFICATES_PAGE_SIZE,
});

export function parseMissingCertificatesSearch(raw: Record<string, unknown>): MissingCertificatesSearch {
  return missingCertificatesSearch.parse(raw);
}

/** The list's state → the API's query. */
export function toMissingCertificatesQuery(search: MissingCertificatesSearch): MissingCertificatesRequest {
  const { skip, take } = missingCertificatesSearch.skipTake(search);
  const query: MissingCertificatesRequest = { skip, take };
  if (search.absenceType) query.absenceType = search.absenceType;
  if (search.employee) query.employeeId = search.employee;
  if (search.search) query.search = search.search;
  return query;
}
