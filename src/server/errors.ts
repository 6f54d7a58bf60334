import { errorMessage } from '~/domain/error-messages';
import type { ErrorCode, ErrorDetails } from '~/domain/errors';

/**
 * A failure the user is told about: a code of the domain's union and the French message made from it (and from
 * its details, when it takes any). Services, platform modules, guards and routes throw it; the app's `onError`
 * (`http/error-response.ts`) answers with the code's HTTP status. Nothing HTTP here.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: C,
    readonly details?: ErrorDetails<C>,
  ) {
    super(errorMessage(code, details));
  }
}

/** A failed schema: its first issue's message, since the schemas carry the spec's French texts. */
export function validationError(error: {
  issues: readonly { message: string }[];
}): AppError<'INVALID_INPUT'> {
  const message = error.issues[0]?.message;
  return new AppError('INVALID_INPUT', message === undefined ? undefined : { message });
}
