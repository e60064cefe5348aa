// Admin case inputs (spec section 7 "Admin"): manual corrections, IV settings, benefit stops, the accident date of a
// UVG case and the preview of a change (composed in ../endpoints.ts). Decisions: docs/decisions/0021-admin-case-inputs.md.
import {
  accidentDateBody,
  accidentDateResult,
  adminCaseParams,
  adminKtgCaseParams,
  benefitStopBody,
  benefitStopCreated,
  benefitStopParams,
  benefitStopResult,
  caseDecisionBody,
  caseDecisionResult,
  caseInputPreview,
  caseInputPreviewBody,
  ivSettingBody,
  ivSettingCreated,
  ivSettingParams,
  ivSettingResult,
  manualCorrectionBody,
  manualCorrectionCreated,
  manualCorrectionParams,
  manualCorrectionResult,
} from '../case-inputs.ts';
import { API_PREFIX, type Endpoint } from '../endpoint.ts';

const ADMIN = { kind: 'admin' } as const;
const PERSON = `${API_PREFIX.admin}/tenant/:tenantId/insured-person/:insuredPersonId`;
const CASE = `${PERSON}/case/:caseId`;
const ERRORS =
  'Errors answer 400 with code and message: INSURED_PERSON_NOT_FOUND, CASE_NOT_FOUND (unknown or not of the person)';
const DERIVED = 'The case is recomputed in the same transaction: the answer already reflects the new amounts';

export const caseInputsEndpoints = {
  adminManualCorrectionCreate: {
    method: 'POST',
    access: ADMIN,
    path: `${PERSON}/ktgCase/:ktgCaseId/manual-correction`,
    summary: `Add a manual correction to a case, booked in accountingMonthId. ${DERIVED}. ${ERRORS}`,
    tags: ['admin', 'case-inputs'],
    params: adminKtgCaseParams,
    body: manualCorrectionBody,
    status: 201,
    response: manualCorrectionCreated,
  },
  adminManualCorrectionDelete: {
    method: 'DELETE',
    access: ADMIN,
    path: `${PERSON}/ktgCase/:ktgCaseId/manual-correction/:manualCorrectionId`,
    summary: `Remove a manual correction. ${DERIVED}. ${ERRORS}, MANUAL_CORRECTION_NOT_FOUND`,
    tags: ['admin', 'case-inputs'],
    params: manualCorrectionParams,
    response: manualCorrectionResult,
  },
  adminIvSettingCreate: {
    method: 'POST',
    access: ADMIN,
    path: `${CASE}/iv-setting`,
    summary: `Add an IV daily allowance or pension that reduces the case's allowance (C16). ${DERIVED}. ${ERRORS}`,
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    body: ivSettingBody,
    status: 201,
    response: ivSettingCreated,
  },
  adminIvSettingUpdate: {
    method: 'PUT',
    access: ADMIN,
    path: `${CASE}/iv-setting/:ivSettingId`,
    summary: `Replace an IV setting. ${DERIVED}. ${ERRORS}, IV_SETTING_NOT_FOUND`,
    tags: ['admin', 'case-inputs'],
    params: ivSettingParams,
    body: ivSettingBody,
    response: ivSettingResult,
  },
  adminIvSettingDelete: {
    method: 'DELETE',
    access: ADMIN,
    path: `${CASE}/iv-setting/:ivSettingId`,
    summary: `Remove an IV setting. ${DERIVED}. ${ERRORS}, IV_SETTING_NOT_FOUND`,
    tags: ['admin', 'case-inputs'],
    params: ivSettingParams,
    response: ivSettingResult,
  },
  adminBenefitStopCreate: {
    method: 'POST',
    access: ADMIN,
    path: `${CASE}/benefit-stop`,
    summary: `Add a benefit stop (entries with the share still paid, a reason; C16). ${DERIVED}. ${ERRORS}`,
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    body: benefitStopBody,
    response: benefitStopCreated,
  },
  adminBenefitStopUpdate: {
    method: 'PUT',
    access: ADMIN,
    path: `${CASE}/benefit-stop/:benefitStopId`,
    summary: `Replace a benefit stop. ${DERIVED}. ${ERRORS}, BENEFIT_STOP_NOT_FOUND`,
    tags: ['admin', 'case-inputs'],
    params: benefitStopParams,
    body: benefitStopBody,
    response: benefitStopResult,
  },
  adminBenefitStopDelete: {
    method: 'DELETE',
    access: ADMIN,
    path: `${CASE}/benefit-stop/:benefitStopId`,
    summary: `Remove a benefit stop. ${DERIVED}. ${ERRORS}, BENEFIT_STOP_NOT_FOUND`,
    tags: ['admin', 'case-inputs'],
    params: benefitStopParams,
    response: benefitStopResult,
  },
  adminAccidentDateSet: {
    method: 'PUT',
    access: ADMIN,
    path: `${CASE}/accident-date`,
    summary:
      'Set the accident date of a UVG case: not after its first absence day, at most 30 days before it. ' +
      `${DERIVED}. ${ERRORS}, NOT_AN_ACCIDENT_CASE, ACCIDENT_DATE_OUT_OF_RANGE`,
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    body: accidentDateBody,
    response: accidentDateResult,
  },
  adminAccidentDateReset: {
    method: 'DELETE',
    access: ADMIN,
    path: `${CASE}/accident-date`,
    summary: `Back to the default accident date (the first accident absence day). ${DERIVED}. ${ERRORS}, NOT_AN_ACCIDENT_CASE`,
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    response: accidentDateResult,
  },
  adminCaseDecisionSet: {
    method: 'PUT',
    access: ADMIN,
    path: `${CASE}/decision`,
    summary:
      "Deny the case (decision DENIED with a reason, from decidedOn on, not before the case's first day); a second " +
      `decision replaces the first. ${DERIVED}. ${ERRORS}, INVALID_PARAMETERS`,
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    body: caseDecisionBody,
    response: caseDecisionResult,
  },
  adminCaseDecisionWithdraw: {
    method: 'DELETE',
    access: ADMIN,
    path: `${CASE}/decision`,
    summary: `Withdraw the decision: the case returns to its derived status. ${DERIVED}. ${ERRORS}`,
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    response: caseDecisionResult,
  },
  adminCaseInputPreview: {
    method: 'POST',
    access: ADMIN,
    path: `${CASE}/input-preview`,
    summary:
      "A change's effect before it is saved: the case's total and monthly amounts with the stored inputs and with " +
      'the change (new input; id + input: a change; id + null: removal). Writes nothing. The same checks as the ' +
      'write it previews',
    tags: ['admin', 'case-inputs'],
    params: adminCaseParams,
    body: caseInputPreviewBody,
    response: caseInputPreview,
  },
} as const satisfies Record<string, Endpoint>;
