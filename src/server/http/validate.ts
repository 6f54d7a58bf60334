import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from '../errors';
import { errorResponse } from './error-response';

/** zod validation whose failure is a 400 with the schema's French message. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return errorResponse(c, validationError(result.error));
  });
}
