// Insured persons (spec "Insured person"; issue 13, decision 0026): the tenant's insured persons with their
// display names, the engine's employee counters and a summary of the cases the caller may see.
import { z } from 'zod';
import { CASE_STATUSES, CLAIM_TYPES } from '../domain/sick-pay/types.ts';
import { chfAmount, employeeCounters, queryList } from './cases.ts';
import { isoDate, page, pagingQuery, queryBoolean, uuid } from './common.ts';
import { SORT_ORDERS } from './constants.ts';

export const INSURED_PERSON_SORT_FIELDS = ['LAST_NAME', 'PERSONNEL_NUMBER', 'LATEST_CASE'] as const;
export type InsuredPersonSortField = (typeof INSURED_PERSON_SORT_FIELDS)[number];

export const insuredPersonsQuery = z.strictObject({
  ...pagingQuery(),
  search: z.string().trim().max(200).optional().meta({ description: 'Personnel number, first or last name, id' }),
  // Filters (decision 0029). Those about cases list a person with at least one visible case that matches them all;
  // the row's counts and total still cover all of the person's visible cases. Subunit and processing group are the
  // person's (their display record's), as the row shows them.
  claimTypes: queryList(z.enum(CLAIM_TYPES))
    .optional()
    .meta({ description: 'Comma-separated: persons with a visible case of one of these types' }),
  caseStatus: z.enum(CASE_STATUSES).optional().meta({ description: 'Persons with a visible case in this status' }),
  hasOpenCase: queryBoolean()
    .optional()
    .meta({ description: 'true: persons with a visible case neither CLOSED nor DENIED; false: persons without' }),
  companySubunitIds: queryList(z.string().max(100)).optional().meta({ description: 'Comma-separated' }),
  processingGroupIds: queryList(z.string().max(100)).optional().meta({ description: 'Comma-separated' }),
  sortBy: z.enum(INSURED_PERSON_SORT_FIELDS).default('LAST_NAME'),
  sortOrder: z.enum(SORT_ORDERS).default('ASC'),
});
export type InsuredPersonsQuery = z.infer<typeof insuredPersonsQuery>;

export const insuredPersonItem = z
  .object({
    insuredPersonId: uuid(),
    employeeId: z.string(),
    personnelNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companySubunitId: z.string().nullable(),
    processingGroupId: z.string().nullable(),
    caseCount: z.number().int().meta({ description: 'The cases the caller may see' }),
    openCaseCount: z.number().int().meta({ description: 'Of those, the cases neither CLOSED nor DENIED' }),
    totalAmount: chfAmount().meta({ description: 'The total amount of those cases (corrections included)' }),
    latestCaseFrom: isoDate().nullable().meta({ description: 'The start of the latest of those cases' }),
    employeeCounters,
  })
  .meta({ id: 'InsuredPerson' });
export type InsuredPersonItem = z.infer<typeof insuredPersonItem>;

export const insuredPersonsPage = page(insuredPersonItem).meta({ id: 'InsuredPersonPage' });
