import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@careers/contracts';
import { z } from 'zod';

// Messages are translation keys (shown with t()), so every language gets them.
const required = 'pages.validation.required';

const optionalUrl = z
  .string()
  .trim()
  .max(200, 'pages.validation.tooLong')
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'pages.validation.url');

export const generalSchema = z.object({
  avatar: z.string(),
  username: z
    .string()
    .trim()
    .min(1, required)
    .min(3, 'pages.validation.usernameShort')
    .max(30, 'pages.validation.tooLong')
    .regex(/^[a-z0-9._-]+$/i, 'pages.validation.username'),
  fullName: z.string().trim().min(1, required).max(120, 'pages.validation.tooLong'),
  email: z.string().trim().min(1, required).email('pages.validation.email'),
  company: z.string().trim().max(120, 'pages.validation.tooLong'),
});
export type GeneralValues = z.infer<typeof generalSchema>;

/** Same rules as the contracts' passwordSchema, with translated messages. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, required),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, 'pages.validation.passwordShort')
      .max(PASSWORD_MAX_LENGTH, 'pages.validation.tooLong')
      .refine((v) => !isCommonPassword(v), 'pages.validation.passwordCommon'),
    confirmPassword: z.string().min(1, required),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'pages.validation.passwordMatch',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'pages.validation.passwordSame',
  });
export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;

export const COUNTRIES = [
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['PT', 'Portugal'],
  ['ES', 'Spain'],
  ['NL', 'Netherlands'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['IN', 'India'],
  ['CN', 'China'],
  ['EG', 'Egypt'],
  ['AE', 'United Arab Emirates'],
  ['BR', 'Brazil'],
] as const;

export const infoSchema = z.object({
  bio: z.string().trim().max(500, 'pages.validation.tooLong'),
  dob: z
    .string()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'pages.validation.date')
    .refine(
      (v) => v === '' || new Date(`${v}T00:00:00`) < new Date(),
      'pages.validation.dateFuture',
    ),
  country: z.string().min(1, required),
  website: optionalUrl,
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9 ()-]{7,20}$/.test(v), 'pages.validation.phone'),
});
export type InfoValues = z.infer<typeof infoSchema>;

export const SOCIAL_NETWORKS = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const;

// A record over an enum needs every name (and no other), like an object of them.
export const socialLinksSchema = z.record(z.enum(SOCIAL_NETWORKS), optionalUrl);
export type SocialLinksValues = z.infer<typeof socialLinksSchema>;

export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;

export const notificationSchema = z.record(z.enum(NOTIFICATION_FLAGS), z.boolean());
export type NotificationValues = z.infer<typeof notificationSchema>;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
export const AVATAR_MAX_BYTES = 800 * 1024;

/** The translation key of what is wrong with a chosen avatar file, or null when it is fine. */
export function avatarProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'pages.account.avatarType';
  if (file.size >= AVATAR_MAX_BYTES) return 'pages.account.avatarSize';
  return null;
}
