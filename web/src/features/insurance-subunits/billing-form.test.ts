import { describe, expect, it } from 'vitest';
import { TENANT_MESSAGES } from '../../../../src/contracts/configuration-messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { bodyOf, checkDraft, draftOf, hasChanges, normalizeUid, serverFormError } from './billing-form.ts';
import type { InsuranceSubunit } from './subunit-display.ts';

/** A translator that shows the key, so the tests see what was asked for. */
const t = (key: string) => key;
/** The contract's messages marked, any other text as the generic hint (as the form's translator does). */
const translate = (message: string) =>
  Object.values(TENANT_MESSAGES).includes(message as never) ? `tr:${message}` : 'generic';

const BERN: InsuranceSubunit = {
  companySubunitId: 'BE',
  name: 'Bern',
  billing: {
    addressLine1: 'Postfach 12',
    addressLine2: null,
    streetName: null,
    buildingNumber: null,
    postalCode: '3001',
    city: 'Bern',
    country: 'CH',
    iban: null,
    uid: null,
  },
  problems: [{ code: 'NO_ACCOUNT', message: 'no account' }],
  employeeCount: 1,
  openCases: { total: 0, sickness: 0, accident: 0 },
  payouts: {
    inPreparation: { count: 0, netAmount: '0.00' },
    scheduled: { count: 0, netAmount: '0.00' },
    paidThisYear: { count: 0, netAmount: '0.00' },
  },
  openIssues: 0,
};

describe('the draft and the body', () => {
  it('starts from the subunit as listed, the IBAN in groups of four', () => {
    const draft = draftOf({ ...BERN, billing: { ...BERN.billing, iban: 'CH9300762011623852957' } });
    expect(draft).toMatchObject({ name: 'Bern', addressLine1: 'Postfach 12', streetName: '', country: 'CH' });
    expect(draft.iban).toBe('CH93 0076 2011 6238 5295 7');
  });

  it('trims the texts, sends empty optional fields as null and the version the form was opened on', () => {
    const body = bodyOf(
      {
        ...draftOf(BERN),
        name: '  Bern Bundesplatz ',
        streetName: ' Bundesgasse',
        buildingNumber: '3 ',
        addressLine2: '  ',
        iban: 'ch56 0483 5012 3456 7800 9',
        uid: 'che116281710',
      },
      4,
    );
    expect(body).toEqual({
      configurationVersion: 4,
      name: 'Bern Bundesplatz',
      addressLine1: 'Postfach 12',
      addressLine2: null,
      streetName: 'Bundesgasse',
      buildingNumber: '3',
      postalCode: '3001',
      city: 'Bern',
      country: 'CH',
      iban: 'CH56 0483 5012 3456 7800 9',
      uid: 'CHE-116.281.710',
    });
    expect(bodyOf({ ...draftOf(BERN), name: '' }, null)).not.toHaveProperty('configurationVersion');
    expect(bodyOf({ ...draftOf(BERN), name: '' }, null).name).toBeNull();
  });

  it('writes a UID the way the register does, and leaves anything else as typed', () => {
    expect(normalizeUid('CHE-116.281.710')).toBe('CHE-116.281.710');
    expect(normalizeUid(' CHE 116 281 710 ')).toBe('CHE-116.281.710');
    expect(normalizeUid('CHE-116281710')).toBe('CHE-116.281.710');
    expect(normalizeUid('116.281.710')).toBe('116.281.710');
    expect(normalizeUid('CHE-116.281.71')).toBe('CHE-116.281.71');
  });

  it('knows whether anything changed', () => {
    expect(hasChanges(draftOf(BERN), BERN)).toBe(false);
    expect(hasChanges({ ...draftOf(BERN), city: ' Bern ' }, BERN)).toBe(false);
    expect(hasChanges({ ...draftOf(BERN), iban: 'CH56 0483 5012 3456 7800 9' }, BERN)).toBe(true);
  });
});

describe('the check before sending', () => {
  it('passes a valid draft', () => {
    expect(
      checkDraft({ ...draftOf(BERN), iban: 'CH56 0483 5012 3456 7800 9', uid: 'CHE-116.281.710' }, 1, t, translate),
    ).toEqual({});
  });

  it('names each field in error with the contract message, and missing required fields plainly', () => {
    const errors = checkDraft(
      { ...draftOf(BERN), iban: 'CH00 1234', uid: 'CHE-116.281.711', postalCode: '30011', city: ' ' },
      1,
      t,
      translate,
    );
    expect(errors).toEqual({
      iban: `tr:${TENANT_MESSAGES.iban}`,
      uid: `tr:${TENANT_MESSAGES.uidCheckDigit}`,
      postalCode: `tr:${TENANT_MESSAGES.postcode}`,
      city: 'subunits.edit.required',
    });
    expect(checkDraft({ ...draftOf(BERN), uid: 'CHE 116' }, 1, t, translate).uid).toBe(
      `tr:${TENANT_MESSAGES.uidFormat}`,
    );
  });

  it('asks for the street when a building number is given', () => {
    expect(checkDraft({ ...draftOf(BERN), buildingNumber: '3' }, 1, t, translate)).toHaveProperty('streetName');
  });
});

describe("the server's answer", () => {
  it('puts the messages of a 400 under their fields and keeps the others apart', () => {
    const error = new ApiError({
      status: 400,
      message: 'Validation failed',
      validationErrors: [
        { in: 'body', path: 'iban', message: TENANT_MESSAGES.iban },
        { in: 'body', path: 'coverageConfigurations.0.appliesTo', message: 'Something else' },
      ],
    });
    expect(serverFormError(error, translate)).toEqual({
      fieldErrors: { iban: `tr:${TENANT_MESSAGES.iban}` },
      unmatched: ['coverageConfigurations.0.appliesTo: generic'],
    });
  });

  it('has no field errors for other failures', () => {
    const conflict = new ApiError({ status: 409, code: 'REVISION_CONFLICT', message: 'changed' });
    expect(serverFormError(conflict, translate)).toEqual({ fieldErrors: {}, unmatched: [] });
    expect(serverFormError(null, translate)).toEqual({ fieldErrors: {}, unmatched: [] });
  });
});
