// The request validator of every route: the one shared rule about text first (no string PostgreSQL cannot store,
// src/contracts/common.ts `findUnstorableText`), then the route's Zod schema for that part (params, querystring,
// body). Both answer the same 400 validation shape through the error handler.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { findUnstorableText, MESSAGES } from '../contracts/common.ts';

/** The marker fastify-type-provider-zod puts on its validation issues (`hasZodFastifySchemaValidationErrors`). */
const ZOD_VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validateSchema = zodValidatorCompiler(route);
  return (data: unknown) => {
    const paths = findUnstorableText(data);
    if (paths.length === 0) return validateSchema(data);
    return {
      error: paths.map((path) => ({
        [ZOD_VALIDATION_ISSUE]: true,
        keyword: 'invalid_format',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#/unstorable-text',
        message: MESSAGES.unstorableText,
        params: { issue: { code: 'invalid_format' } },
      })),
    } as unknown as ReturnType<ReturnType<FastifySchemaCompiler<z.ZodType>>>;
  };
};
