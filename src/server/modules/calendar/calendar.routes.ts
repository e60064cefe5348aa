import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../contracts/endpoints.ts';
import { accountingMonthsBetween } from '../../../domain/accounting-calendar.ts';
import { registerEndpoint } from '../../routes.ts';

export async function calendarRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.accountingMonths, async (request) => {
    const { from, to, skip, take } = request.query;
    return accountingMonthsBetween(from, to, skip, take);
  });
}
