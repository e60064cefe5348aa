// The policies module's public surface (issue 33 scope 1, decision 0065): the routes the app registers.
export { policiesRoutes } from './policies.routes.ts';
