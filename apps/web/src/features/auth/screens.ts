import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

const login = () => import('./demo/demo-login-page.tsx');
const register = () => import('./demo/demo-register-page.tsx');
const passwords = () => import('./demo/demo-password-pages.tsx');
const verify = () => import('./demo/demo-verify-pages.tsx');

export const screens: Screens = {
  '/login': lazyPage(() => import('./login-page.tsx'), 'LoginPage'),
  '/register': lazyPage(() => import('./register-page.tsx'), 'RegisterPage'),
  '/forgot-password': lazyPage(() => import('./forgot-password-page.tsx'), 'ForgotPasswordPage'),
  '/reset-password': lazyPage(() => import('./reset-password-page.tsx'), 'ResetPasswordPage'),
  '/pages/login-basic': lazyPage(login, 'LoginBasicPage'),
  '/pages/login-cover': lazyPage(login, 'LoginCoverPage'),
  '/pages/register-basic': lazyPage(register, 'RegisterBasicPage'),
  '/pages/register-cover': lazyPage(register, 'RegisterCoverPage'),
  '/pages/forgot-password-basic': lazyPage(passwords, 'ForgotPasswordBasicPage'),
  '/pages/forgot-password-cover': lazyPage(passwords, 'ForgotPasswordCoverPage'),
  '/pages/reset-password-basic': lazyPage(passwords, 'ResetPasswordBasicPage'),
  '/pages/reset-password-cover': lazyPage(passwords, 'ResetPasswordCoverPage'),
  '/pages/verify-email-basic': lazyPage(verify, 'VerifyEmailBasicPage'),
  '/pages/verify-email-cover': lazyPage(verify, 'VerifyEmailCoverPage'),
  '/pages/two-steps-basic': lazyPage(verify, 'TwoStepsBasicPage'),
  '/pages/two-steps-cover': lazyPage(verify, 'TwoStepsCoverPage'),
};
