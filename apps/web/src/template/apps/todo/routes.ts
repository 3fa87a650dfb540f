import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteMeta } from '../../../core/layout/route-meta.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const todo = lazyPage(() => import('./todo-page.tsx'), 'TodoPage');
const meta: RouteMeta = {
  title: 'menu.todo',
  breadcrumb: ['menu.apps'],
  subject: 'Admin',
  className: 'todo-application',
  contentWidth: 'full',
};

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
