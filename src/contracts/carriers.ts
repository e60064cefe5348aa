// The carriers that pay daily allowances (payouts, issue 15; docs/decisions/0031-payouts.md): platform data managed
// by admins, and which carrier pays each coverage line of a tenant. A carrier's paying unit is the debtor of the
// pain.001 payment files, so its texts follow the Swiss Payment Standards: the SPS character set
// (src/domain/payouts/pain001/sps-charset.ts) and the ISO 20022 lengths (FIELD_LIMITS in validate-input.ts); its
// account is a CH or LI IBAN and never a QR-IBAN (swiss-rules 5.3).
import { z } from 'zod';
import { isSpsText } from '../domain/payouts/pain001/sps-charset.ts';
import { isDomesticIbanCountry, isSwissPostcode, normaliseIban, validateIban } from '../domain/swiss-identifiers.ts';
import { CLAIM_COVERAGE_LINES } from './cases.ts';
import { countryCode, revision, timestamp, uuid } from './common.ts';
import { CARRIER_MESSAGES, EMPLOYEE_MESSAGES, MESSAGES } from './constants.ts';
import { bic } from './employees.ts';

export { CARRIER_MESSAGES };

/** The coverage lines a carrier pays for a tenant (KTG sickness, UVG accident, UVGZ supplementary accident). */
export const CARRIER_COVERAGE_LINES = CLAIM_COVERAGE_LINES;
export type CarrierCoverageLine = (typeof CARRIER_COVERAGE_LINES)[number];

const LENGTH_MESSAGES = {
  70: CARRIER_MESSAGES.max70,
  50: CARRIER_MESSAGES.max50,
  35: CARRIER_MESSAGES.max35,
  16: CARRIER_MESSAGES.max16,
} as const;

/** A one-line text of a payment file: trimmed, not empty, at most `max` characters, all in the SPS character set. */
const spsText = (max: keyof typeof LENGTH_MESSAGES) =>
  z
    .string()
    .trim()
    .min(1, { error: MESSAGES.nonEmpty })
    .max(max, { error: LENGTH_MESSAGES[max] })
    .refine(isSpsText, { error: CARRIER_MESSAGES.spsText })
    .meta({ description: `At most ${max} characters of the SPS character set (extended Latin)` });

/** The carrier's account: a CH or LI IBAN (blanks allowed, stored without), never a QR-IBAN. */
const carrierIban = () =>
  z
    .string({ error: EMPLOYEE_MESSAGES.ibanFormat })
    .overwrite(normaliseIban)
    .superRefine((value, ctx) => {
      const result = validateIban(value, { domesticOnly: true });
      if (result.ok) {
        if (result.isQrIban) ctx.addIssue({ code: 'custom', message: CARRIER_MESSAGES.carrierQrIban });
        return;
      }
      const message =
        result.reason === 'format'
          ? EMPLOYEE_MESSAGES.ibanFormat
          : result.reason === 'checksum'
            ? EMPLOYEE_MESSAGES.ibanChecksum
            : EMPLOYEE_MESSAGES.ibanDomestic;
      ctx.addIssue({ code: 'custom', message });
    })
    .meta({
      description: 'CH or LI IBAN, not a QR-IBAN; blanks allowed, stored without',
      example: 'CH9300762011623852957',
    });

const carrierShape = {
  name: spsText(70).meta({
    description: 'The carrier (insurer), unique ignoring case',
    example: 'Absenza Krankentaggeld AG',
  }),
  payingUnitName: spsText(70).meta({
    description: "The paying unit: the payment file's debtor and the statement's sender",
    example: 'Leistungsabteilung',
  }),
  streetName: spsText(70).meta({ example: 'Bahnhofplatz' }),
  buildingNumber: spsText(16).nullable().meta({ description: 'Null when the address has none', example: '1' }),
  postCode: spsText(16).meta({ description: 'Four digits in CH and LI', example: '3011' }),
  townName: spsText(35).meta({ example: 'Bern' }),
  country: countryCode(),
  iban: carrierIban(),
  bic: bic().nullable().meta({ description: "The BIC of the carrier's bank (8 or 11 characters), or null" }),
  contactName: spsText(70).meta({ description: 'Who answers questions about a payout', example: 'Petra Muster' }),
  contactPhone: spsText(50).nullable().meta({ example: '+41 31 123 45 67' }),
  contactEmail: z
    .email({ error: EMPLOYEE_MESSAGES.email })
    .max(254)
    .nullable()
    .meta({ example: 'leistungen@example.ch' }),
};

type CarrierAddress = { country: string; postCode: string };

/** CH and LI share the four-digit Swiss postcode (swiss-rules 5.4). */
function checkPostcode(carrier: CarrierAddress, ctx: z.RefinementCtx) {
  if (isDomesticIbanCountry(carrier.country) && !isSwissPostcode(carrier.postCode)) {
    ctx.addIssue({ code: 'custom', path: ['postCode'], message: EMPLOYEE_MESSAGES.swissPostcode });
  }
}

export const carrierBody = z
  .strictObject(carrierShape)
  .superRefine(checkPostcode)
  .meta({
    id: 'CarrierBody',
    example: {
      name: 'Absenza Krankentaggeld AG',
      payingUnitName: 'Leistungsabteilung',
      streetName: 'Bahnhofplatz',
      buildingNumber: '1',
      postCode: '3011',
      townName: 'Bern',
      country: 'CH',
      iban: 'CH93 0076 2011 6238 5295 7',
      bic: null,
      contactName: 'Petra Muster',
      contactPhone: '+41 31 123 45 67',
      contactEmail: 'leistungen@example.ch',
    },
  });

export const carrierUpdateBody = z
  .strictObject({ ...carrierShape, revision: revision().optional() })
  .superRefine(checkPostcode)
  .meta({ id: 'CarrierUpdateBody' });

export const carrier = z
  .object({
    carrierId: uuid(),
    name: z.string(),
    payingUnitName: z.string(),
    streetName: z.string(),
    buildingNumber: z.string().nullable(),
    postCode: z.string(),
    townName: z.string(),
    country: z.string(),
    iban: z.string().meta({ description: 'Electronic form (no blanks)' }),
    bic: z.string().nullable(),
    contactName: z.string(),
    contactPhone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    revision: z.int().min(1).meta({ description: 'Send it back with PUT: a changed carrier answers 409' }),
    /** How many tenants' coverage lines it pays. */
    assignmentCount: z.int().min(0),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  })
  .meta({ id: 'Carrier' });

export const carrierList = z.object({ items: z.array(carrier) }).meta({ id: 'CarrierList' });

export const carrierIdParams = z.strictObject({ carrierId: uuid() });

const assignedCarrier = uuid()
  .nullable()
  .meta({ description: 'The carrier paying this coverage line, or null (no payouts can be made for it)' });

/** Which carrier pays each coverage line of the tenant (null = none). */
export const tenantCarriersBody = z
  .strictObject({ KTG: assignedCarrier, UVG: assignedCarrier, UVGZ: assignedCarrier })
  .meta({ id: 'TenantCarriersBody' });

export const tenantCarriers = z
  .object({
    tenantId: uuid(),
    KTG: assignedCarrier,
    UVG: assignedCarrier,
    UVGZ: assignedCarrier,
  })
  .meta({ id: 'TenantCarriers' });

export type Carrier = z.infer<typeof carrier>;
export type CarrierBody = z.infer<typeof carrierBody>;
export type CarrierBodyInput = z.input<typeof carrierBody>;
export type TenantCarriers = z.infer<typeof tenantCarriers>;
