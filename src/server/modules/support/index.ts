// The support module's public surface (issue 33 scope 6, decision 0067): the routes, and the open requests per tenant
// the admin home lists.

export { supportRoutes } from './support.routes.ts';
export { openSupportRequestsByTenant } from './support.service.ts';
