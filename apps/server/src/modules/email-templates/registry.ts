import type { EmailKind } from './kinds/kind.ts';
import { accountKinds } from './kinds/accounts.ts';
import { bookingKinds } from './kinds/bookings.ts';
import { applicationStatusKinds } from './kinds/application-status.ts';
import { employerKinds } from './kinds/employers.ts';
import { notificationEmailKinds } from './kinds/notifications.ts';
import { offerKinds } from './kinds/offers.ts';
import { shortlistKinds } from './kinds/shortlists.ts';

export type { EmailKind } from './kinds/kind.ts';

/**
 * Every automatic email the server sends, by key. A new kind of email is one entry (see
 * kinds/kind.ts) added to this list; its senders call `composeEmail` with its key.
 */
export const emailKinds: readonly EmailKind[] = [
  ...applicationStatusKinds,
  ...accountKinds,
  ...employerKinds,
  ...shortlistKinds,
  ...notificationEmailKinds,
  ...offerKinds,
  ...bookingKinds,
];

const byKey = new Map(emailKinds.map((k) => [k.key, k]));

export function emailKind(key: string): EmailKind | undefined {
  return byKey.get(key);
}
