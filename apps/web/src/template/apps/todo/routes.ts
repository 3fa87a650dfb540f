import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { appRoutes } from '../shared/app-routes.ts';

export const todoRoutes = appRoutes(
  '/apps/todo',
  lazyPage(() => import('./todo-page.tsx'), 'TodoPage'),
  'menu.todo',
  ['Todo', 'CheckSquare'],
  { className: 'todo-application', subPaths: [':filter', 'tag/:tag'] },
);
