// The insurance subunits module's public surface (issue 33 scope 5, decision 0066): the routes the app registers.
export { insuranceSubunitsRoutes } from './insurance-subunits.routes.ts';
