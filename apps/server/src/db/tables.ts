/** Every table, for drizzle's schema object and for repositories. */
export * from './schema/accounts.ts';
export * from './schema/sessions.ts';
export * from './schema/platform.ts';
export * from './schema/careers.ts';
export * from './schema/reasons.ts';
export * from './schema/organisations.ts';
export * from './schema/reviewing.ts';
export * from './schema/messages.ts';
export * from './schema/offers.ts';
export * from './schema/email-templates.ts';
export * from './schema/screening.ts';
export * from './schema/bookings.ts';
