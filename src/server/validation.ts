// The request validator of every route: the one shared rule about request values first (no string PostgreSQL
// cannot store, no nesting deeper than MAX_REQUEST_DEPTH; src/contracts/common.ts `inspectRequestValue`, one linear
// walk), then the route's Zod schema for that part (params, querystring, body). Both answer the same 400 validation
// shape through the error handler.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { inspectRequestValue, MESSAGES } from '../contracts/common.ts';

/** The marker fastify-type-provider-zod puts on its validation issues (`hasZodFastifySchemaValidationErrors`). */
const ZOD_VALIDATION_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validateSchema = zodValidatorCompiler(route);
  return (data: unknown) => {
    const problems = inspectRequestValue(data);
    if (problems.length === 0) return validateSchema(data);
    return {
      error: problems.map(({ path, problem }) => ({
        [ZOD_VALIDATION_ISSUE]: true,
        keyword: problem === 'too-deep' ? 'too_big' : 'invalid_format',
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${problem}`,
        message: problem === 'too-deep' ? MESSAGES.tooDeep : MESSAGES.unstorableText,
        params: { issue: { code: problem === 'too-deep' ? 'too_big' : 'invalid_format' } },
      })),
    } as unknown as ReturnType<ReturnType<FastifySchemaCompiler<z.ZodType>>>;
  };
};
