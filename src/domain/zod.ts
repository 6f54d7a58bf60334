import { z } from 'zod';
import { fr } from 'zod/locales';

/**
 * zod configured for our users: every message a schema does not word itself (a wrong type, a missing field)
 * comes from zod's French locale. Domain schemas import `z` from here, so the web app and the server both
 * install it before parsing anything; the spec's messages carried by the schemas take precedence.
 */
z.config(fr());

export { z };
