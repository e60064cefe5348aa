// Care stages (issue 29): stage definitions, the employees' stages and the health view. Decision 0046.
import {
  careStageDefinitions,
  careStagePreview,
  careStagesPage,
  careStagesQuery,
  employeeCareStages,
  employeeCareStagesQuery,
  employeeHealth,
  employeeHealthQuery,
  previewCareStageDefinitionsBody,
  putCareStageDefinitionsBody,
} from '../care-stages.ts';
import { employeeIdParams } from '../employees.ts';
import { API_PREFIX, type Endpoint, permission } from '../endpoint.ts';

export const careStagesEndpoints = {
  careStageDefinitionsGet: {
    method: 'GET',
    access: permission('employee.careStages.view'),
    path: `${API_PREFIX.modular}/care-stage-definitions`,
    summary: "The tenant's care stage definitions (levels, triggers, tasks, notified users), lowest level first",
    tags: ['care'],
    response: careStageDefinitions,
  },
  careStageDefinitionsPut: {
    method: 'PUT',
    access: permission('employee.careStages.edit'),
    path: `${API_PREFIX.modular}/care-stage-definitions`,
    summary:
      'Replace the care stage definitions as a whole (levels unique); every employee is evaluated again in the ' +
      'background. 409 REVISION_CONFLICT when the set changed since the given revision',
    tags: ['care'],
    body: putCareStageDefinitionsBody,
    response: careStageDefinitions,
  },
  careStageDefinitionsPreview: {
    method: 'POST',
    access: permission('employee.careStages.edit'),
    path: `${API_PREFIX.modular}/care-stage-definitions/preview`,
    summary:
      'How many employees would be at each level on a day with these definitions (nothing is saved), next to ' +
      'the count of today',
    tags: ['care'],
    body: previewCareStageDefinitionsBody,
    response: careStagePreview,
  },
  careStagesList: {
    method: 'GET',
    access: permission('employee.careStages.view'),
    path: `${API_PREFIX.modular}/care-stages`,
    summary:
      'Who is at which care stage and why (the reason in plain words), highest level first; a superior sees the team',
    tags: ['care'],
    querystring: careStagesQuery,
    response: careStagesPage,
  },
  employeeCareStages: {
    method: 'GET',
    access: permission('employee.careStages.view'),
    path: `${API_PREFIX.modular}/employee/:employeeId/care-stages`,
    summary: "An employee's care stage on a day (default today) and the whole history of stages, newest first",
    tags: ['care'],
    params: employeeIdParams,
    querystring: employeeCareStagesQuery,
    response: employeeCareStages,
  },
  employeeHealth: {
    method: 'GET',
    access: permission('employee.health.view'),
    path: `${API_PREFIX.modular}/employee/:employeeId/health`,
    summary:
      "An employee's health view: care's absence periods and a 12-month picture, the care stage with its reason " +
      'and history, the open tasks; absence types only for readers who may see them',
    tags: ['care'],
    params: employeeIdParams,
    querystring: employeeHealthQuery,
    response: employeeHealth,
  },
} as const satisfies Record<string, Endpoint>;
