// Admin case inputs (decision 0021): manual corrections, IV settings, benefit stops, the accident date and the preview.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  changeStoredInput,
  createBenefitStop,
  createIvSetting,
  createManualCorrection,
  deleteManualCorrection,
  previewCaseInput,
  resetAccidentDate,
  setAccidentDate,
  setCaseDecision,
  withdrawCaseDecision,
} from './case-inputs.service.ts';

export async function caseInputsRoutes(app: FastifyInstance) {
  const db = app.database;
  registerEndpoint(app, endpoints.adminManualCorrectionCreate, async (request) =>
    createManualCorrection(db, request.ctx, request.params, request.body),
  );
  registerEndpoint(app, endpoints.adminManualCorrectionDelete, async (request) =>
    deleteManualCorrection(db, request.ctx, request.params),
  );
  registerEndpoint(app, endpoints.adminIvSettingCreate, async (request) =>
    createIvSetting(db, request.ctx, request.params, request.body),
  );
  registerEndpoint(app, endpoints.adminIvSettingUpdate, async (request) => ({
    ivSettingId: await changeStoredInput(
      db,
      request.ctx,
      request.params,
      'IV_SETTING',
      request.params.ivSettingId,
      request.body,
    ),
  }));
  registerEndpoint(app, endpoints.adminIvSettingDelete, async (request) => ({
    ivSettingId: await changeStoredInput(
      db,
      request.ctx,
      request.params,
      'IV_SETTING',
      request.params.ivSettingId,
      null,
    ),
  }));
  registerEndpoint(app, endpoints.adminBenefitStopCreate, async (request) =>
    createBenefitStop(db, request.ctx, request.params, request.body),
  );
  registerEndpoint(app, endpoints.adminBenefitStopUpdate, async (request) => ({
    benefitStopId: await changeStoredInput(
      db,
      request.ctx,
      request.params,
      'BENEFIT_STOP',
      request.params.benefitStopId,
      request.body,
    ),
  }));
  registerEndpoint(app, endpoints.adminBenefitStopDelete, async (request) => ({
    benefitStopId: await changeStoredInput(
      db,
      request.ctx,
      request.params,
      'BENEFIT_STOP',
      request.params.benefitStopId,
      null,
    ),
  }));
  registerEndpoint(app, endpoints.adminAccidentDateSet, async (request) =>
    setAccidentDate(db, request.ctx, request.params, request.body),
  );
  registerEndpoint(app, endpoints.adminAccidentDateReset, async (request) =>
    resetAccidentDate(db, request.ctx, request.params),
  );
  registerEndpoint(app, endpoints.adminCaseDecisionSet, async (request) =>
    setCaseDecision(db, request.ctx, request.params, request.body),
  );
  registerEndpoint(app, endpoints.adminCaseDecisionWithdraw, async (request) =>
    withdrawCaseDecision(db, request.ctx, request.params),
  );
  registerEndpoint(app, endpoints.adminCaseInputPreview, async (request) =>
    previewCaseInput(db, request.ctx, request.params, request.body),
  );
}
