import { z } from 'zod';
import { fr } from 'zod/locales';
import { frenchTypography } from './french-typography';

const french = fr().localeError;

/**
 * zod configured for our users: every message a schema does not word itself (a wrong type, a missing field)
 * comes from zod's French locale, with the no-break spaces of our other texts ('Entrée invalide\u00A0: …',
 * decision record 44). Domain schemas import `z` from here, so the web app and the server both install it before
 * parsing anything; the spec's messages carried by the schemas take precedence.
 */
z.config({
  localeError: (issue) => {
    const answer = french?.(issue);
    if (typeof answer === 'string') return frenchTypography(answer);
    return answer && { message: frenchTypography(answer.message) };
  },
});

export { z };
