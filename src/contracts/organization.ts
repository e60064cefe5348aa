// The organisation tree of a tenant (tenant.ts): its units, the tree check shared by the route and the web form,
// the replacement body and the result.
import { z } from 'zod';
import { INT32_MAX, nonEmptyString, timestamp } from './common.ts';
import { text } from './tenant-sections.ts';

type Issue = { path: (string | number)[]; message: string };

// --- Organisation tree ---------------------------------------------------------------------------------------------

export const ORGANIZATION_MESSAGES = {
  duplicate: (id: string) => `Duplicate organizationId '${id}'`,
  unknownParent: (id: string) => `Unknown parentOrganizationId '${id}'`,
  cycle: (id: string) => `The unit '${id}' is its own ancestor: the organisation must be a tree`,
  unknownSuperior: (id: string) => `Unknown superior employee '${id}'`,
} as const;

export const organizationUnit = z.strictObject({
  organizationId: nonEmptyString().max(100),
  parentOrganizationId: nonEmptyString().max(100).nullable().default(null),
  descriptionDe: text(200).default(''),
  descriptionEn: text(200).default(''),
  descriptionFr: text(200).default(''),
  descriptionIt: text(200).default(''),
  descriptionShort: text(50).default(''),
  superior: z
    .strictObject({ employeeId: nonEmptyString().max(100), companySubunitId: nonEmptyString().max(100).nullable() })
    .nullable()
    .default(null),
});
export type OrganizationUnit = z.infer<typeof organizationUnit>;

/** The parents of a list of units must exist and never loop back. Pure, shared by the route and the web form. */
export function organizationTreeIssues(units: readonly OrganizationUnit[]): Issue[] {
  const issues: Issue[] = [];
  const byId = new Map<string, OrganizationUnit>();
  units.forEach((unit, index) => {
    if (byId.has(unit.organizationId)) {
      issues.push({
        path: ['units', index, 'organizationId'],
        message: ORGANIZATION_MESSAGES.duplicate(unit.organizationId),
      });
    }
    byId.set(unit.organizationId, unit);
  });
  units.forEach((unit, index) => {
    if (unit.parentOrganizationId !== null && !byId.has(unit.parentOrganizationId)) {
      issues.push({
        path: ['units', index, 'parentOrganizationId'],
        message: ORGANIZATION_MESSAGES.unknownParent(unit.parentOrganizationId),
      });
      return;
    }
    const seen = new Set<string>([unit.organizationId]);
    let parent = unit.parentOrganizationId;
    while (parent !== null) {
      if (seen.has(parent)) {
        issues.push({
          path: ['units', index, 'parentOrganizationId'],
          message: ORGANIZATION_MESSAGES.cycle(unit.organizationId),
        });
        return;
      }
      seen.add(parent);
      parent = byId.get(parent)?.parentOrganizationId ?? null;
    }
  });
  return issues;
}

/** Revision of the organisation tree: 0 before the first replacement, +1 with every change. */
const organizationRevision = () => z.int().min(0).max(INT32_MAX);

export const organizationBody = z
  .strictObject({
    units: z.array(organizationUnit).max(10_000),
    revision: organizationRevision()
      .optional()
      .meta({
        description:
          'The organisation revision you edited. When the tree has changed since, the replacement answers 409 ' +
          'REVISION_CONFLICT and changes nothing; omit it to replace regardless.',
      }),
  })
  .superRefine((body, context) => {
    for (const issue of organizationTreeIssues(body.units)) {
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

export const organizationResult = z.object({
  units: z.array(organizationUnit),
  updatedAt: timestamp().nullable(),
  revision: organizationRevision(),
});
