import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

export const chatRoutes: RouteDeclaration[] = [
  {
    path: '/apps/chat',
    component: lazyPage(() => import('./chat-page.tsx'), 'ChatPage'),
    meta: {
      title: 'menu.chat',
      breadcrumb: ['menu.apps'],
      subject: 'Admin',
      className: 'chat-application',
      contentWidth: 'full',
    },
    menu: { icon: 'MessageSquare' },
    search: { title: 'Chat', icon: 'MessageSquare', bookmarked: true },
  },
];
