import { Offcanvas } from 'react-bootstrap';
import { CheckSquare, Mail, Plus, Star, Trash } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TAG_COLORS, TAGS } from './todo-constants.ts';

const LINKS = [
  { to: '/apps/todo', key: 'todo.filters.all', Icon: Mail },
  { to: '/apps/todo/important', key: 'todo.filters.important', Icon: Star },
  { to: '/apps/todo/completed', key: 'todo.filters.completed', Icon: CheckSquare },
  { to: '/apps/todo/deleted', key: 'todo.filters.deleted', Icon: Trash },
] as const;

interface TodoSidebarProps {
  show: boolean;
  rtl: boolean;
  onHide: () => void;
  onAdd: () => void;
}

export function TodoSidebar({ show, rtl, onHide, onAdd }: TodoSidebarProps) {
  const { t } = useTranslation();
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      responsive="lg"
      placement={rtl ? 'end' : 'start'}
      className="app-sidebar"
      // Named only while it is a dialog (below lg); inline it is a plain region with a nav.
      aria-labelledby={show ? 'todo-sidebar-title' : undefined}
    >
      <Offcanvas.Header closeButton closeLabel={t('todo.close')}>
        <Offcanvas.Title id="todo-sidebar-title" as="h2" className="h5">
          {t('todo.lists')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="app-sidebar-body">
        <div className="p-3">
          <button type="button" className="btn btn-primary w-100" onClick={onAdd}>
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('todo.addTask')}
          </button>
        </div>
        <nav aria-label={t('todo.lists')}>
          <ul className="app-nav list-unstyled mb-0">
            {LINKS.map(({ to, key, Icon }) => (
              <li key={to}>
                <NavLink to={to} end className="app-nav-link" onClick={onHide}>
                  <Icon size={18} aria-hidden="true" />
                  <span>{t(key)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
          <h3 className="app-nav-heading">{t('todo.tagsHeading')}</h3>
          <ul className="app-nav list-unstyled mb-0">
            {TAGS.map((tag) => (
              <li key={tag}>
                <NavLink to={`/apps/todo/tag/${tag}`} className="app-nav-link" onClick={onHide}>
                  <span className={`label-dot bg-${TAG_COLORS[tag]}`} aria-hidden="true" />
                  <span>{t(`todo.tags.${tag}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
