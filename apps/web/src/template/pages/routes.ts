import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

const pages = { breadcrumb: ['menu.pages'], subject: 'Admin' };
const blog = { breadcrumb: ['menu.pages', 'menu.blog'], subject: 'Admin' };
const knowledgeBase = { title: 'menu.knowledgeBase', ...pages };

export const pagesRoutes: RouteDeclaration[] = [
  {
    path: '/pages/account-settings',
    component: lazyPage(
      () => import('./account-settings/account-settings-page.tsx'),
      'AccountSettingsPage',
    ),
    meta: { title: 'menu.accountSettings', ...pages },
    menu: { icon: 'Settings' },
    search: { title: 'Account Settings', icon: 'Settings' },
  },
  {
    path: '/pages/profile',
    component: lazyPage(() => import('./profile/profile-page.tsx'), 'ProfilePage'),
    meta: { title: 'menu.profile', ...pages },
    menu: { icon: 'User' },
    search: { title: 'Profile', icon: 'User' },
  },
  {
    path: '/pages/faq',
    component: lazyPage(() => import('./faq/faq-page.tsx'), 'FaqPage'),
    meta: { title: 'menu.faq', ...pages },
    menu: { icon: 'HelpCircle' },
    search: { title: 'FAQ', icon: 'HelpCircle' },
  },
  {
    path: '/pages/knowledge-base',
    component: lazyPage(
      () => import('./knowledge-base/knowledge-base-page.tsx'),
      'KnowledgeBasePage',
    ),
    meta: knowledgeBase,
    menu: { icon: 'Info', matchPrefix: true },
    search: { title: 'Knowledge Base', icon: 'Info' },
  },
  {
    path: '/pages/knowledge-base/:category',
    component: lazyPage(
      () => import('./knowledge-base/knowledge-base-category-page.tsx'),
      'KnowledgeBaseCategoryPage',
    ),
    meta: knowledgeBase,
  },
  {
    path: '/pages/knowledge-base/:category/:question',
    component: lazyPage(
      () => import('./knowledge-base/knowledge-base-question-page.tsx'),
      'KnowledgeBaseQuestionPage',
    ),
    meta: knowledgeBase,
  },
  {
    path: '/pages/pricing',
    component: lazyPage(() => import('./pricing/pricing-page.tsx'), 'PricingPage'),
    meta: { title: 'menu.pricing', ...pages },
    menu: { icon: 'CreditCard' },
    search: { title: 'Pricing', icon: 'DollarSign' },
  },
  {
    path: '/pages/license',
    component: lazyPage(() => import('./license/license-page.tsx'), 'LicensePage'),
    meta: { title: 'menu.license', ...pages },
    menu: { icon: 'FileText' },
    search: { title: 'License', icon: 'Award' },
  },
  {
    path: '/pages/api-key',
    component: lazyPage(() => import('./api-key/api-key-page.tsx'), 'ApiKeyPage'),
    meta: { title: 'menu.apiKey', ...pages },
    menu: { icon: 'Key' },
    search: { title: 'API Key', icon: 'Key' },
  },
  {
    path: '/pages/blog/list',
    component: lazyPage(() => import('./blog/blog-list-page.tsx'), 'BlogListPage'),
    meta: { title: 'menu.blogList', ...blog },
    menu: {},
    search: { title: 'Blog List', icon: 'FileText' },
  },
  {
    path: '/pages/blog/detail/:id',
    component: lazyPage(() => import('./blog/blog-detail-page.tsx'), 'BlogDetailPage'),
    meta: { title: 'menu.blogDetail', ...blog },
  },
  {
    path: '/pages/blog/detail',
    redirect: '/pages/blog/detail/1',
    meta: { title: 'menu.blogDetail', ...blog },
    menu: { matchPrefix: true },
    search: { title: 'Blog Detail', icon: 'FileText' },
  },
  {
    path: '/pages/blog/edit/:id',
    component: lazyPage(() => import('./blog/blog-edit-page.tsx'), 'BlogEditPage'),
    meta: { title: 'menu.blogEdit', ...blog },
  },
  {
    path: '/pages/blog/edit',
    redirect: '/pages/blog/edit/1',
    meta: { title: 'menu.blogEdit', ...blog },
    menu: { matchPrefix: true },
    search: { title: 'Blog Edit', icon: 'Edit' },
  },
  {
    path: '/pages/modal-examples',
    component: lazyPage(
      () => import('./modal-examples/modal-examples-page.tsx'),
      'ModalExamplesPage',
    ),
    meta: { title: 'menu.modalExamples', ...pages },
    menu: { icon: 'Box' },
    search: { title: 'Modal Examples', icon: 'Square' },
  },
];
