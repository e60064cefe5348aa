import type { FastifyInstance } from 'fastify';
import { employeeData } from '../../../contracts/employees.ts';
import { endpoints } from '../../../contracts/endpoints.ts';
import { AppError } from '../../app-error.ts';
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
  getOwnEmployee,
  patchEmployeeList,
} from './employees.service.ts';

/** A corrected record must still be a valid employee as a whole (the same rules as a new one). */
function validateWhole(data: unknown) {
  const parsed = employeeData.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new AppError(
      'INVALID_PARAMETERS',
      `The corrected record is not valid: ${first ? `${first.path.join('.')}: ${first.message}` : 'invalid data'}`,
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
