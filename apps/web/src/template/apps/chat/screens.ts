import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/apps/chat': lazyPage(() => import('./chat-page.tsx'), 'ChatPage'),
};
