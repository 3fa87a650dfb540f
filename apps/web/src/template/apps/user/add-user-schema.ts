import { z } from 'zod';
import { phoneText, requiredText } from '../shared/schema-parts.ts';

export const addUserSchema = z.object({
  fullName: z.string().trim().min(2, 'userApp.errors.fullName'),
  username: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{3,30}$/i, 'userApp.errors.username'),
  email: z.email('userApp.errors.email'),
  company: requiredText('userApp.errors.required'),
  country: requiredText('userApp.errors.required'),
  contact: phoneText('userApp.errors.contact'),
  role: z.enum(
    ['admin', 'editor', 'author', 'maintainer', 'subscriber'],
    'userApp.errors.required',
  ),
  currentPlan: z.enum(['basic', 'team', 'company', 'enterprise'], 'userApp.errors.required'),
});

export type AddUserForm = z.infer<typeof addUserSchema>;
