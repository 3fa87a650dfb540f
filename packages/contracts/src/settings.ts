import { z } from 'zod';

/** The service's settings every visitor may read (GET /api/v1/settings). */
export const publicSettingsSchema = z.object({
  /** The IANA zone the service's dates are shown in (TIME_ZONE, default Europe/London). */
  timeZone: z.string().min(1),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
