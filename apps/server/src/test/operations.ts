import type { OperationCase } from './world.ts';
import { accountOperations } from './operations/accounts.ts';
import { bulkOperations } from './operations/bulk.ts';
import { bookingOperations } from './operations/bookings.ts';
import { careersOperations } from './operations/careers.ts';
import { employerOperations } from './operations/employers.ts';
import { messageOperations } from './operations/messages.ts';
import { offerOperations } from './operations/offers.ts';
import { organisationOperations } from './operations/organisations.ts';
import { platformOperations } from './operations/platform.ts';
import { reviewingOperations } from './operations/reviewing.ts';
import { shortlistOperations } from './operations/shortlists.ts';
import { staffOperations } from './operations/staff.ts';

/*
 * Every operation of the API with a valid example request and who may call it. The authorisation
 * matrix checks each expectation for every kind of account; the fuzz test starts from each
 * example and corrupts it. A route added without an entry here fails both.
 */

/** Keyed `METHOD /url/pattern` exactly as the app registers it; HEAD follows its GET. */
export const operations: Record<string, OperationCase[]> = {
  ...platformOperations,
  ...accountOperations,
  ...staffOperations,
  ...careersOperations,
  ...bulkOperations,
  ...employerOperations,
  ...organisationOperations,
  ...shortlistOperations,
  ...reviewingOperations,
  ...messageOperations,
  ...offerOperations,
  ...bookingOperations,
};
