// The KAV module's public surface (issue 33 scope 3, decision 0069): the routes the app registers.
export { kavRoutes } from './kav.routes.ts';
