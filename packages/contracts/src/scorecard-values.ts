// The scorecards' value lists and limits, without zod: screens that show scorecards or adviser
// notes load them without the form code (scorecards.ts builds the schemas from them).

export const recommendations = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof recommendations)[number];

/** Who wrote a scorecard: a member of staff or an employer contact of the vacancy's organisation. */
export const scorecardAuthorRoles = ['admin', 'employer'] as const;
export type ScorecardAuthorRole = (typeof scorecardAuthorRoles)[number];

export const SCORECARD_CRITERIA_MAX = 12;
export const CRITERION_MAX = 80;
export const SCORECARD_COMMENTS_MAX = 5000;
export const ADVISER_NOTES_MAX = 10_000;
/** Criteria a vacancy's scorecards use until staff set its own. */
export const DEFAULT_SCORECARD_CRITERIA = ['Motivation', 'Communication', 'Skills for the role'];
