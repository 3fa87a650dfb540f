import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    up: z.boolean(),
  }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
