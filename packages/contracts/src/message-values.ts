// The messages' limits and rules, without zod: screens that show or compose messages load them
// without the form code (messages.ts builds the schemas from them).

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 10_000;
/** Group messages leave at this many a minute unless GROUP_MAIL_PER_MINUTE says otherwise. */
export const DEFAULT_GROUP_MAIL_PER_MINUTE = 60;
/** The most recipients one group message may have (a segment larger than this is refused). */
export const MAX_GROUP_RECIPIENTS = 5000;
