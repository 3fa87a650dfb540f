import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

const email = lazyPage(() => import('./email-page.tsx'), 'EmailPage');

export const screens: Screens = {
  '/apps/email': email,
  '/apps/email/:folder': email,
  '/apps/email/label/:label': email,
};
