import { z } from 'zod';

/** The service's settings every visitor may read (GET /api/v1/settings). */
export const publicSettingsSchema = z.object({
  /** The IANA zone the service's dates are shown in (TIME_ZONE, default Europe/London). */
  timeZone: z.string().min(1),
  /**
   * The template's demos ("Template showcase") are in the menu, the navbar and its search. Staff
   * switch it; on in the demo seed, off on a fresh install.
   */
  showcase: z.boolean(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

/** What staff may change (PATCH /api/v1/settings). */
export const updateSettingsInputSchema = z.object({
  showcase: z.boolean({ error: 'Choose whether the template showcase is shown' }),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsInputSchema>;
