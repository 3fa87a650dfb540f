import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf, type RouteDeclaration } from '../../core/routing/route-declaration.ts';

const blankPublic = { layout: 'blank', publicRoute: true, subject: 'Auth' } as const;

const login = () => import('./demo/demo-login-page.tsx');
const register = () => import('./demo/demo-register-page.tsx');
const passwords = () => import('./demo/demo-password-pages.tsx');
const verify = () => import('./demo/demo-verify-pages.tsx');

// A sample sign-in screen of the template, basic and cover (the page reads which from its path):
// public, blank, in Pages › Authentication.
function demo(name: string, component: LazyScreen) {
  return (['basic', 'cover'] as const).map((variant): RouteDeclaration => ({
    path: `/pages/${name}-${variant}`,
    component,
    meta: {
      title: `menu.${variant}`,
      breadcrumb: ['menu.pages', 'menu.authentication', `menu.${keyOf(name)}`],
      ...blankPublic,
    },
    menu: { subject: 'Admin' },
    search: { title: `${titleOf(name)} ${titleOf(variant)}`, icon: 'Lock' },
  }));
}

/** The template's sample sign-in screens. */
export const authDemoRoutes: RouteDeclaration[] = [
  ...demo('login', lazyPage(login, 'DemoLoginPage')),
  ...demo('register', lazyPage(register, 'DemoRegisterPage')),
  ...demo('forgot-password', lazyPage(passwords, 'DemoForgotPasswordPage')),
  ...demo('reset-password', lazyPage(passwords, 'DemoResetPasswordPage')),
  ...demo('verify-email', lazyPage(verify, 'DemoVerifyEmailPage')),
  ...demo('two-steps', lazyPage(verify, 'DemoTwoStepsPage')),
];

/** Sign-in, registration and password screens, real and sample. */
export const authRoutes: RouteDeclaration[] = [
  {
    path: '/login',
    component: lazyPage(() => import('./login-page.tsx'), 'LoginPage'),
    meta: { title: 'frame.screens.login', layout: 'blank', authRoute: true },
  },
  {
    path: '/register',
    component: lazyPage(() => import('./register-page.tsx'), 'RegisterPage'),
    meta: { title: 'frame.screens.register', layout: 'blank', authRoute: true },
  },
  {
    path: '/forgot-password',
    component: lazyPage(() => import('./forgot-password-page.tsx'), 'ForgotPasswordPage'),
    meta: { title: 'frame.screens.forgotPassword', ...blankPublic },
  },
  {
    path: '/reset-password',
    component: lazyPage(() => import('./reset-password-page.tsx'), 'ResetPasswordPage'),
    meta: { title: 'frame.screens.resetPassword', ...blankPublic },
  },
  {
    // Signed in or not: the link may be opened on another device than the one signed in.
    path: '/verify-email',
    component: lazyPage(() => import('./verify-email-page.tsx'), 'VerifyEmailPage'),
    meta: { title: 'frame.screens.verifyEmail', ...blankPublic },
  },
];
