import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, type RouteDeclaration } from '../../core/routing/route-declaration.ts';
import { demoScreens, type DemoLinks } from '../shared/demo-routes.ts';

const { screen } = demoScreens({ breadcrumb: ['menu.pages'] });
const { screen: blog, record: blogRecord } = demoScreens({
  breadcrumb: ['menu.pages', 'menu.blog'],
});
/** `/pages/<slug>`, titled `menu.<slug as a key>`. */
const page = (slug: string, component: LazyScreen, links?: DemoLinks, title = keyOf(slug)) =>
  screen(`/pages/${slug}`, component, `menu.${title}`, links);

const screens = {
  accountSettings: lazyPage(
    () => import('./account-settings/account-settings-page.tsx'),
    'AccountSettingsPage',
  ),
  profile: lazyPage(() => import('./profile/profile-page.tsx'), 'ProfilePage'),
  faq: lazyPage(() => import('./faq/faq-page.tsx'), 'FaqPage'),
  kb: lazyPage(() => import('./knowledge-base/knowledge-base-page.tsx'), 'KnowledgeBasePage'),
  kbCategory: lazyPage(
    () => import('./knowledge-base/knowledge-base-category-page.tsx'),
    'KnowledgeBaseCategoryPage',
  ),
  kbQuestion: lazyPage(
    () => import('./knowledge-base/knowledge-base-question-page.tsx'),
    'KnowledgeBaseQuestionPage',
  ),
  pricing: lazyPage(() => import('./pricing/pricing-page.tsx'), 'PricingPage'),
  license: lazyPage(() => import('./license/license-page.tsx'), 'LicensePage'),
  apiKey: lazyPage(() => import('./api-key/api-key-page.tsx'), 'ApiKeyPage'),
  blogList: lazyPage(() => import('./blog/blog-list-page.tsx'), 'BlogListPage'),
  blogDetail: lazyPage(() => import('./blog/blog-detail-page.tsx'), 'BlogDetailPage'),
  blogEdit: lazyPage(() => import('./blog/blog-edit-page.tsx'), 'BlogEditPage'),
  modals: lazyPage(() => import('./modal-examples/modal-examples-page.tsx'), 'ModalExamplesPage'),
};

export const pagesRoutes: RouteDeclaration[] = [
  page('account-settings', screens.accountSettings, ['Account Settings', 'Settings', 'Settings']),
  page('profile', screens.profile, ['Profile', 'User', 'User']),
  page('faq', screens.faq, ['FAQ', 'HelpCircle', 'HelpCircle']),
  page('knowledge-base', screens.kb, [
    'Knowledge Base',
    'Info',
    { icon: 'Info', matchPrefix: true },
  ]),
  page('knowledge-base/:category', screens.kbCategory, undefined, 'knowledgeBase'),
  page('knowledge-base/:category/:question', screens.kbQuestion, undefined, 'knowledgeBase'),
  page('pricing', screens.pricing, ['Pricing', 'DollarSign', 'CreditCard']),
  page('license', screens.license, ['License', 'Award', 'FileText']),
  page('api-key', screens.apiKey, ['API Key', 'Key', 'Key']),
  blog('/pages/blog/list', screens.blogList, 'menu.blogList', ['Blog List', 'FileText']),
  ...blogRecord('/pages/blog/detail/:id', 1, screens.blogDetail, 'menu.blogDetail', [
    'Blog Detail',
    'FileText',
  ]),
  ...blogRecord('/pages/blog/edit/:id', 1, screens.blogEdit, 'menu.blogEdit', [
    'Blog Edit',
    'Edit',
  ]),
  page('modal-examples', screens.modals, ['Modal Examples', 'Square', 'Box']),
];
