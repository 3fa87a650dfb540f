import { CheckSquare, Mail, Star, Trash } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { AppNavList } from '../shared/app-nav.tsx';
import { AppSidebar } from '../shared/app-sidebar.tsx';
import { TAG_COLORS, TAGS } from './todo-constants.ts';

const LINKS = [
  { to: '/apps/todo', key: 'todo.filters.all', icon: Mail },
  { to: '/apps/todo/important', key: 'todo.filters.important', icon: Star },
  { to: '/apps/todo/completed', key: 'todo.filters.completed', icon: CheckSquare },
  { to: '/apps/todo/deleted', key: 'todo.filters.deleted', icon: Trash },
] as const;

interface TodoSidebarProps {
  show: boolean;
  rtl: boolean;
  onHide: () => void;
  onAdd: () => void;
}

export function TodoSidebar({ show, rtl, onHide, onAdd }: TodoSidebarProps) {
  const { t } = useTranslation();
  const filters = LINKS.map(({ to, key, icon }) => ({ to, end: true, icon, label: t(key) }));
  const tags = TAGS.map((tag) => ({
    to: `/apps/todo/tag/${tag}`,
    dot: TAG_COLORS[tag],
    label: t(`todo.tags.${tag}`),
  }));
  return (
    <AppSidebar
      name="todo"
      title={t('todo.lists')}
      closeLabel={t('todo.close')}
      {...{ show, rtl, onHide }}
      actionLabel={t('todo.addTask')}
      onAction={onAdd}
      navLabel={t('todo.lists')}
    >
      <AppNavList items={filters} onNavigate={onHide} />
      <h3 className="app-nav-heading">{t('todo.tagsHeading')}</h3>
      <AppNavList items={tags} onNavigate={onHide} />
    </AppSidebar>
  );
}
