// Insurance subunits (spec section 2 "insurance: … subunits", permission insurance.subunits; issue 33 scope 5): the
// company subunits as the insurer's billing units — billing address, IBAN, UID, structured address — with their
// employees, open cases, payouts and open data issues, and the billing details HR_Admin edits (the configuration's
// version is the revision). Design: docs/decisions/0066-insurance-subunits.md.
import { z } from 'zod';
import { chfAmount } from './cases.ts';
import { hasStreetForBuildingNumber, isoDate, streetForBuildingNumberRule } from './common.ts';
import { PAYOUT_PROBLEM_CODES } from './payouts.ts';
import { billingAddressFields, hasSwissPostcodeIfDomestic, swissPostcodeRule, text } from './tenant-sections.ts';

const bucket = z.object({ count: z.number().int().min(0), netAmount: chfAmount() });

export const insuranceSubunit = z
  .object({
    companySubunitId: z.string(),
    name: z.string().nullable(),
    billing: z.object({
      addressLine1: z.string(),
      addressLine2: z.string().nullable(),
      streetName: z.string().nullable(),
      buildingNumber: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
      iban: z.string().nullable(),
      uid: z.string().nullable(),
    }),
    problems: z
      .array(z.object({ code: z.enum(PAYOUT_PROBLEM_CODES), message: z.string() }))
      .meta({ description: "What stops a payout to this subunit's account (the payout run's own checks)" }),
    employeeCount: z.number().int().min(0).meta({ description: 'Employees employed today whose record names it' }),
    openCases: z.object({
      total: z.number().int().min(0),
      sickness: z.number().int().min(0),
      accident: z.number().int().min(0),
    }),
    payouts: z.object({
      inPreparation: bucket,
      scheduled: bucket,
      paidThisYear: bucket,
    }),
    openIssues: z.number().int().min(0).meta({ description: "Open data issues of the subunit's employees (1-3)" }),
  })
  .meta({ id: 'InsuranceSubunit' });

export const insuranceSubunitsResult = z
  .object({
    configurationVersion: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The configuration's version: send it back with a change (409 when it moved on)" }),
    today: isoDate(),
    items: z.array(insuranceSubunit),
  })
  .meta({ id: 'InsuranceSubunits' });

export const insuranceSubunitParams = z.strictObject({ companySubunitId: z.string().min(1).max(100) });

/** The billing details HR_Admin edits: the name and the billing address fields (the id and the canton stay). */
export const insuranceSubunitUpdate = z
  .strictObject({
    configurationVersion: z.number().int().positive().optional().meta({
      description: 'The version the change was made on (409 REVISION_CONFLICT when it moved on); the screens send it',
    }),
    name: text(200).nullable().default(null),
    ...billingAddressFields,
  })
  .refine(hasSwissPostcodeIfDomestic, swissPostcodeRule)
  .refine(hasStreetForBuildingNumber, streetForBuildingNumberRule);
