import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every embedded database opens with (trigram search). */
export const pgliteExtensions = { pg_trgm };
