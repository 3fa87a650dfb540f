import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/pages/account-settings': lazyPage(
    () => import('./account-settings/account-settings-page.tsx'),
    'AccountSettingsPage',
  ),
  '/pages/profile': lazyPage(() => import('./profile/profile-page.tsx'), 'ProfilePage'),
  '/pages/faq': lazyPage(() => import('./faq/faq-page.tsx'), 'FaqPage'),
  '/pages/knowledge-base': lazyPage(
    () => import('./knowledge-base/knowledge-base-page.tsx'),
    'KnowledgeBasePage',
  ),
  '/pages/knowledge-base/:category': lazyPage(
    () => import('./knowledge-base/knowledge-base-category-page.tsx'),
    'KnowledgeBaseCategoryPage',
  ),
  '/pages/knowledge-base/:category/:question': lazyPage(
    () => import('./knowledge-base/knowledge-base-question-page.tsx'),
    'KnowledgeBaseQuestionPage',
  ),
  '/pages/pricing': lazyPage(() => import('./pricing/pricing-page.tsx'), 'PricingPage'),
  '/pages/license': lazyPage(() => import('./license/license-page.tsx'), 'LicensePage'),
  '/pages/api-key': lazyPage(() => import('./api-key/api-key-page.tsx'), 'ApiKeyPage'),
  '/pages/modal-examples': lazyPage(
    () => import('./modal-examples/modal-examples-page.tsx'),
    'ModalExamplesPage',
  ),
  '/pages/blog/list': lazyPage(() => import('./blog/blog-list-page.tsx'), 'BlogListPage'),
  '/pages/blog/detail/:id': lazyPage(() => import('./blog/blog-detail-page.tsx'), 'BlogDetailPage'),
  '/pages/blog/edit/:id': lazyPage(() => import('./blog/blog-edit-page.tsx'), 'BlogEditPage'),
};
