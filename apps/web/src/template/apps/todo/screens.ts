import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

const todo = lazyPage(() => import('./todo-page.tsx'), 'TodoPage');

export const screens: Screens = {
  '/apps/todo': todo,
  '/apps/todo/:filter': todo,
  '/apps/todo/tag/:tag': todo,
};
