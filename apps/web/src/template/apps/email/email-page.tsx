import { useEffect, useState } from 'react';
import { Menu, Search } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import type { EmailLabel } from '../../../fake-api/types.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { isLabel, isMailView } from './email-constants.ts';
import { EmailSidebar } from './email-sidebar.tsx';
import {
  closeMail,
  fetchMails,
  openMail,
  paginateMail,
  refreshMails,
  resetSelection,
  selectAllMails,
  toggleMailSelected,
  updateMailLabel,
  updateMails,
  useEmailDispatch,
  useEmailState,
  type MailView,
} from './email.slice.ts';
import { MailDetail } from './mail-detail.tsx';
import { MailList } from './mail-list.tsx';
import { MailToolbar } from './mail-toolbar.tsx';
import './email.scss';
import { useDirection } from '../../../core/theme/use-direction.ts';

export function EmailPage() {
  const { folder, label } = useParams();
  if (label !== undefined && !isLabel(label)) return <Navigate to="/apps/email" replace />;
  if (folder !== undefined && !isMailView(folder)) return <Navigate to="/apps/email" replace />;
  return <EmailApp folder={folder ?? 'inbox'} label={label} />;
}

function EmailApp({ folder, label }: { folder: MailView; label?: EmailLabel }) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const rtl = useDirection() === 'rtl';
  const dispatch = useEmailDispatch();
  const { mails, meta: counts, selectedIds, currentMail, loading } = useEmailState();
  const [q, setQ] = useState('');
  const [sidebar, setSidebar] = useState(false);
  const [compose, setCompose] = useState(false);
  const view: MailView = label ? 'inbox' : folder;

  // A new folder or label closes the open mail.
  useEffect(() => {
    dispatch(closeMail());
  }, [dispatch, view, label]);

  useEffect(() => {
    const timer = window.setTimeout(
      () => void dispatch(fetchMails({ q: q.trim(), folder: view, label })),
      q ? 250 : 0,
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, q, view, label]);

  const selectedMails = mails.filter((m) => selectedIds.includes(m.id));
  const update = (dataToUpdate: Parameters<typeof updateMails>[0]['dataToUpdate']) =>
    void dispatch(updateMails({ emailIds: selectedIds, dataToUpdate }));

  const heading = label ? t(`email.labelNames.${label}`) : t(`email.views.${view}`);

  return (
    <div className="app-shell email-app">
      <h1 className="visually-hidden">{t(meta.title)}</h1>
      <EmailSidebar
        meta={counts}
        show={sidebar}
        rtl={rtl}
        onHide={() => setSidebar(false)}
        onCompose={() => {
          setSidebar(false);
          setCompose(true);
        }}
      />
      <div className="app-main">
        {currentMail ? (
          <MailDetail
            mail={currentMail}
            rtl={rtl}
            onBack={() => dispatch(closeMail())}
            onPaginate={(dir) => void dispatch(paginateMail({ dir, emailId: currentMail.id }))}
            onStar={() =>
              void dispatch(
                updateMails({
                  emailIds: [currentMail.id],
                  dataToUpdate: { isStarred: !currentMail.isStarred },
                }),
              )
            }
            onMarkUnread={() => {
              void dispatch(
                updateMails({ emailIds: [currentMail.id], dataToUpdate: { isRead: false } }),
              );
              dispatch(closeMail());
            }}
            onMove={(to) => {
              void dispatch(
                updateMails({ emailIds: [currentMail.id], dataToUpdate: { folder: to } }),
              );
              dispatch(closeMail());
            }}
            onLabel={(l) =>
              void dispatch(updateMailLabel({ emailIds: [currentMail.id], label: l }))
            }
          />
        ) : (
          <section className="mail-list-pane" aria-labelledby="mail-list-title">
            <div className="app-search">
              <button
                type="button"
                className="btn btn-icon btn-text-secondary d-lg-none"
                onClick={() => setSidebar(true)}
                aria-label={t('email.openMailbox')}
              >
                <Menu size={20} aria-hidden="true" />
              </button>
              <h2 id="mail-list-title" className="h6 mb-0 text-nowrap">
                {heading}
              </h2>
              <div className="app-search-input">
                <Search size={16} aria-hidden="true" />
                <input
                  type="search"
                  className="form-control"
                  placeholder={t('email.search')}
                  aria-label={t('email.search')}
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                />
              </div>
            </div>
            <MailToolbar
              total={mails.length}
              selected={selectedIds.length}
              allRead={selectedMails.length > 0 && selectedMails.every((m) => m.isRead)}
              allStarred={selectedMails.length > 0 && selectedMails.every((m) => m.isStarred)}
              onSelectAll={(all) => dispatch(selectAllMails(all))}
              onReset={() => dispatch(resetSelection())}
              onStar={(isStarred) => update({ isStarred })}
              onRead={(isRead) => update({ isRead })}
              onMove={(to) => update({ folder: to })}
              onLabel={(l) => void dispatch(updateMailLabel({ emailIds: selectedIds, label: l }))}
              onRefresh={() => void dispatch(refreshMails())}
            />
            <div className="app-scroll">
              <MailList
                mails={mails}
                selectedIds={selectedIds}
                loading={loading}
                onToggle={(id) => dispatch(toggleMailSelected(id))}
                onStar={(mail) =>
                  void dispatch(
                    updateMails({
                      emailIds: [mail.id],
                      dataToUpdate: { isStarred: !mail.isStarred },
                    }),
                  )
                }
                onOpen={(id) => void dispatch(openMail(id))}
              />
            </div>
          </section>
        )}
      </div>
      <ComposeDialog show={compose} onHide={() => setCompose(false)} />
    </div>
  );
}
