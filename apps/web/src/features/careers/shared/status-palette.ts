import type { ApplicationStatus } from '@careers/contracts';

/**
 * Chart segments per application status, per colour mode: each reads at 3:1 or better against
 * the card it sits on (WCAG 1.4.11), in light skins (light, bordered, semi-dark: the content is
 * light) and in dark. status-contrast.test.ts checks every one.
 */
export const STATUS_CHART_COLOURS: Record<'light' | 'dark', Record<ApplicationStatus, string>> = {
  light: {
    submitted: '#00a0b4',
    under_review: '#7367f0',
    shortlisted: '#9088df',
    interviewing: '#cc7f36',
    offered: '#22a75d',
    hired: '#187743',
    rejected: '#e8444a',
    on_hold: '#808390',
    withdrawn: '#4b4b4b',
  },
  dark: {
    submitted: '#00bad1',
    under_review: '#8f85f3',
    shortlisted: '#b9b3f8',
    interviewing: '#ff9f43',
    offered: '#28c76f',
    hired: '#1fb262',
    rejected: '#ff4c51',
    on_hold: '#9a9ca8',
    withdrawn: '#8e8e8e',
  },
};

/** The one-series chart colour (applications per day), per colour mode. */
export const SERIES_COLOUR = { light: '#7367f0', dark: '#8f85f3' } as const;

/** The cards the charts sit on: --app-card-bg in each mode. */
export const CARD_BACKGROUND = { light: '#ffffff', dark: '#2f3349' } as const;
