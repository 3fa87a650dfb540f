import type { PublicSettings } from '@careers/contracts';
import type { Config } from '../../config.ts';

/** What the web needs to know about the service before anyone signs in. */
export function publicSettings(config: Pick<Config, 'timeZone'>): PublicSettings {
  return { timeZone: config.timeZone };
}
