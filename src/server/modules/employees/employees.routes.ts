import type { FastifyInstance } from 'fastify';
import { employeeDataChecked } from '../../../contracts/employees.ts';
import { endpoints } from '../../../contracts/endpoints.ts';
import { BodyValidationError } from '../../app-error.ts';
import { registerEndpoint } from '../../routes.ts';
import {
  addTemporalRecord,
  checkEmployeesExist,
  correctCurrentRecord,
  createEmployee,
  extendDataValidity,
  findEmployees,
  getEmployee,
  getEmployeeMinimal,
  getEmployeesMinimal,
  getOwnEmployee,
  patchEmployeeList,
} from './employees.service.ts';

/**
 * A corrected record must still be a valid employee as a whole (the same rules as a new one, cross-field rules
 * included): otherwise 400 in the validation shape at `data.<field>`, as if the body had been refused.
 */
function validateWhole(data: unknown) {
  const parsed = employeeDataChecked.safeParse(data);
  if (!parsed.success) {
    throw new BodyValidationError(
      parsed.error.issues.map((issue) => ({
        path: ['data', ...issue.path.map(String)].join('.'),
        message: issue.message,
        code: issue.code,
      })),
    );
  }
  return parsed.data;
}

export async function employeesRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.employeesList, async (request) =>
    findEmployees(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.employeeOwn, async (request) => getOwnEmployee(app.database, request.ctx));
  registerEndpoint(app, endpoints.employeeGet, async (request) =>
    getEmployee(app.database, request.ctx, request.params.employeeId, request.query.dateOfReference),
  );
  registerEndpoint(app, endpoints.employeeMinimal, async (request) =>
    getEmployeeMinimal(app.database, request.ctx, request.params.employeeId),
  );
  registerEndpoint(app, endpoints.employeesMinimal, async (request) =>
    getEmployeesMinimal(app.database, request.ctx, request.query.employeeIds),
  );
  registerEndpoint(app, endpoints.employeesCheckExist, async (request) =>
    checkEmployeesExist(app.database, request.ctx, request.body.employeeIds),
  );
  registerEndpoint(app, endpoints.employeeCreate, async (request) =>
    createEmployee(app.database, app.jobs, request.ctx, request.body),
  );
  registerEndpoint(app, endpoints.employeeCorrect, async (request) =>
    correctCurrentRecord(
      app.database,
      app.jobs,
      request.ctx,
      request.params.employeeId,
      request.body.data,
      validateWhole,
      request.body.revision,
    ),
  );
  registerEndpoint(app, endpoints.employeeListPatch, async (request) =>
    patchEmployeeList(app.database, app.jobs, request.ctx, request.body.employees),
  );
  registerEndpoint(app, endpoints.adminEmployeesList, async (request) =>
    findEmployees(app.database, request.ctx, request.query),
  );
  registerEndpoint(app, endpoints.adminEmployeeGet, async (request) =>
    getEmployee(app.database, request.ctx, request.params.employeeId, request.query.dateOfReference),
  );
  registerEndpoint(app, endpoints.adminEmployeeUpdate, async (request) =>
    correctCurrentRecord(
      app.database,
      app.jobs,
      request.ctx,
      request.params.employeeId,
      request.body.data,
      validateWhole,
      request.body.revision,
    ),
  );
  registerEndpoint(app, endpoints.adminEmployeeExtendDataValidity, async (request) =>
    extendDataValidity(
      app.database,
      app.jobs,
      request.ctx,
      request.params.employeeId,
      request.body.validTo,
      request.body.revision,
    ),
  );
  registerEndpoint(app, endpoints.employeeNewRecord, async (request) =>
    addTemporalRecord(app.database, app.jobs, request.ctx, request.params.employeeId, request.body),
  );
}
