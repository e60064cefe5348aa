// The analytics module's public surface (issue 32, decisions 0059 and 0061): the routes the app registers.
export { analyticsRoutes } from './analytics.routes.ts';
