import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { appRoutes } from '../shared/app-routes.ts';

const chat = lazyPage(() => import('./chat-page.tsx'), 'ChatPage');

export const chatRoutes = appRoutes('/apps/chat', chat, 'menu.chat', ['Chat', 'MessageSquare'], {
  className: 'chat-application',
});
