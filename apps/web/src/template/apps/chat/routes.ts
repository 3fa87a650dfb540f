import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';
import { fullWidthAppMeta } from '../shared/app-routes.ts';

export const chatRoutes: RouteDeclaration[] = [
  {
    path: '/apps/chat',
    component: lazyPage(() => import('./chat-page.tsx'), 'ChatPage'),
    meta: fullWidthAppMeta('menu.chat', 'chat-application'),
    menu: { icon: 'MessageSquare' },
    search: { title: 'Chat', icon: 'MessageSquare', bookmarked: true },
  },
];
