import { z } from 'zod';

export const addUserSchema = z.object({
  fullName: z.string().trim().min(2, 'userApp.errors.fullName'),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{3,30}$/i, 'userApp.errors.username'),
  email: z.email('userApp.errors.email'),
  company: z.string().trim().min(1, 'userApp.errors.required'),
  country: z.string().trim().min(1, 'userApp.errors.required'),
  contact: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{6,20}$/, 'userApp.errors.contact'),
  role: z.enum(
    ['admin', 'editor', 'author', 'maintainer', 'subscriber'],
    'userApp.errors.required',
  ),
  currentPlan: z.enum(['basic', 'team', 'company', 'enterprise'], 'userApp.errors.required'),
});

export type AddUserForm = z.infer<typeof addUserSchema>;
