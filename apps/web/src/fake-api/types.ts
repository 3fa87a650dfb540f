// Shapes of the sample-data API (spec sections 3 and 7), shared with the screens.
// Types only: `import type { … } from '…/fake-api/types.ts'` pulls in no data.
// Dates are ISO 8601 strings unless a field says otherwise.
// One file per area under types/; import them from here.

export type * from './types/auth.ts';
export type * from './types/email.ts';
export type * from './types/chat.ts';
export type * from './types/todo.ts';
export type * from './types/calendar.ts';
export type * from './types/invoices.ts';
export type * from './types/users.ts';
export type * from './types/ecommerce.ts';
export type * from './types/permissions.ts';
export type * from './types/datatables.ts';
export type * from './types/search.ts';
export type * from './types/content.ts';
export type * from './types/cards.ts';
