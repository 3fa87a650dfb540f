import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import {
  Item,
  Menu,
  RightSlot,
  Separator,
  Submenu,
  useContextMenu,
  type ItemParams,
} from 'react-contexify';
import 'react-contexify/ReactContexify.css';
import { Copy, ExternalLink, Lock, MoreVertical, Trash2 } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { VACANCIES } from '../shared/sample-data.ts';
import { applyRowAction, type RowStatus, type VacancyRow } from './vacancy-rows.ts';
import { useExt } from '../shared/use-ext.ts';
import '../extensions.scss';
import { TableHead } from '../../shared/table-head.tsx';

const MENU_ID = 'vacancy-row-menu';
const STATUS_BG: Record<RowStatus, string> = {
  open: 'success',
  draft: 'secondary',
  closed: 'danger',
};
const INITIAL: VacancyRow[] = VACANCIES.slice(0, 6).map((v, i) => ({
  id: v.id,
  title: v.title,
  employer: v.employer,
  status: i === 4 ? 'draft' : 'open',
  applications: v.applications,
}));

interface MenuProps {
  row: VacancyRow;
}

export function ContextMenuPage() {
  const k = useExt('contextMenu');
  const [rows, setRows] = useState(INITIAL);
  const [log, setLog] = useState('');
  const { show } = useContextMenu<MenuProps>({ id: MENU_ID });

  const openAt = (row: VacancyRow, event: MouseEvent | KeyboardEvent, el: HTMLElement) => {
    // Keyboard-opened menus have no pointer position: put the menu under the row's start.
    const fromKeyboard = !('clientX' in event) || (event.clientX === 0 && event.clientY === 0);
    const rect = el.getBoundingClientRect();
    show({
      event,
      props: { row },
      position: fromKeyboard ? { x: rect.left + 16, y: rect.bottom } : undefined,
    });
  };

  const act =
    (fn: (row: VacancyRow) => void) =>
    ({ props }: ItemParams<MenuProps>) => {
      if (props) fn(props.row);
    };

  const onOpen = act((row) => setLog(k('log.open', { title: row.title })));
  const onDuplicate = act((row) => {
    setRows((r) => applyRowAction(r, { type: 'duplicate', id: row.id, suffix: k('copySuffix') }));
    setLog(k('log.duplicate', { title: row.title }));
  });
  const onStatus = (status: RowStatus) =>
    act((row) => {
      setRows((r) => applyRowAction(r, { type: 'status', id: row.id, status }));
      setLog(k('log.status', { title: row.title, status: k(`status.${status}`) }));
    });
  const onDelete = act((row) => {
    setRows((r) => applyRowAction(r, { type: 'delete', id: row.id }));
    setLog(k('log.delete', { title: row.title }));
  });

  return (
    <>
      <RoutePageHeader />
      <div className="row">
        <DemoCard
          col="col-12"
          title={k('tableTitle')}
          text={k('tableText')}
          actions={
            <Button size="sm" variant="outline-secondary" onClick={() => setRows(INITIAL)}>
              {k('reset')}
            </Button>
          }
        >
          <div className="table-responsive">
            <Table hover className="align-middle mb-0">
              <TableHead
                cells={[
                  k('colTitle'),
                  { text: k('colEmployer'), className: 'd-none d-md-table-cell' },
                  k('colStatus'),
                  { text: k('colApplications'), className: 'text-end' },
                  { text: <span className="visually-hidden">{k('colActions')}</span> },
                ]}
              />
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.id}
                    className="ext-vacancy-row"
                    tabIndex={0}
                    aria-label={k('rowLabel', { title: row.title })}
                    data-testid="vacancy-row"
                    onContextMenu={(e) => openAt(row, e, e.currentTarget)}
                    onKeyDown={(e) => {
                      if (e.key === 'F10' && e.shiftKey) {
                        e.preventDefault();
                        openAt(row, e, e.currentTarget);
                      }
                    }}
                  >
                    <td className="fw-semibold">{row.title}</td>
                    <td className="d-none d-md-table-cell">{row.employer}</td>
                    <td>
                      <Badge bg={STATUS_BG[row.status]}>{k(`status.${row.status}`)}</Badge>
                    </td>
                    <td className="text-end">{row.applications}</td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="link"
                        className="btn-icon text-body-secondary"
                        aria-label={k('moreActions', { title: row.title })}
                        aria-haspopup="menu"
                        onClick={(e) => {
                          const rect = e.currentTarget.getBoundingClientRect();
                          show({
                            event: e,
                            props: { row },
                            position: { x: rect.left - 180, y: rect.bottom },
                          });
                        }}
                      >
                        <MoreVertical size={16} aria-hidden="true" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <p className="small text-body-secondary mt-3 mb-1">{k('keyboardHint')}</p>
          <p className="mb-0 small" role="status" aria-live="polite" data-testid="context-log">
            {log}
          </p>
        </DemoCard>
      </div>

      <Menu id={MENU_ID} className="ext-context-menu" animation="fade">
        <Item id="open" onClick={onOpen}>
          <ExternalLink size={14} className="me-2" aria-hidden="true" />
          {k('actions.open')}
          <RightSlot>↵</RightSlot>
        </Item>
        <Item id="duplicate" onClick={onDuplicate}>
          <Copy size={14} className="me-2" aria-hidden="true" />
          {k('actions.duplicate')}
        </Item>
        <Separator />
        <Submenu label={k('actions.setStatus')}>
          <Item id="status-open" onClick={onStatus('open')}>
            {k('status.open')}
          </Item>
          <Item id="status-draft" onClick={onStatus('draft')}>
            {k('status.draft')}
          </Item>
        </Submenu>
        <Item
          id="close"
          onClick={onStatus('closed')}
          disabled={({ props }: { props?: MenuProps }) => props?.row.status === 'closed'}
        >
          <Lock size={14} className="me-2" aria-hidden="true" />
          {k('actions.close')}
        </Item>
        <Separator />
        <Item id="delete" onClick={onDelete} className="text-danger">
          <Trash2 size={14} className="me-2" aria-hidden="true" />
          {k('actions.delete')}
        </Item>
      </Menu>
    </>
  );
}
