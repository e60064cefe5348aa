// The benefits module's public surface (issue 33 scope 4, decision 0068): the routes the app registers.
export { benefitsRoutes } from './benefits.routes.ts';
