import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';
import { fullWidthAppMeta } from '../shared/app-routes.ts';

const todo = lazyPage(() => import('./todo-page.tsx'), 'TodoPage');
const meta = fullWidthAppMeta('menu.todo', 'todo-application');

export const todoRoutes: RouteDeclaration[] = [
  {
    path: '/apps/todo',
    component: todo,
    meta,
    menu: { icon: 'CheckSquare', matchPrefix: true },
    search: { title: 'Todo', icon: 'CheckSquare', bookmarked: true },
  },
  { path: '/apps/todo/:filter', component: todo, meta },
  { path: '/apps/todo/tag/:tag', component: todo, meta },
];
