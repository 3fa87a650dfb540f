import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Navigate, useParams } from 'react-router';
import type { Email, EmailLabel, EmailUpdate } from '../../../fake-api/types.ts';
import { AppSearchBar } from '../shared/app-search.tsx';
import { AppShell } from '../shared/app-shell.tsx';
import { useListSearch } from '../shared/use-list-search.ts';
import { preloadQuery } from '../../../core/api/preload-query.ts';
import type { RoutePreload } from '../../../core/routing/route-declaration.ts';
import {
  emailApi,
  useGetMailQuery,
  useGetMailsQuery,
  useLazyGetNeighbourMailQuery,
  useUpdateMailLabelMutation,
  useUpdateMailsMutation,
  type EmailParams,
} from './email.api.ts';
import { isLabel, isMailView } from './email-constants.ts';
import { EmailSidebar } from './email-sidebar.tsx';
import {
  closeMail,
  openMail,
  resetSelection,
  selectAllMails,
  toggleMailSelected,
  useEmailDispatch,
  useEmailState,
  viewChanged,
  type MailView,
} from './email.slice.ts';
import { MailDetail } from './mail-detail.tsx';
import { MailList } from './mail-list.tsx';
import { MailToolbar } from './mail-toolbar.tsx';
import './email.scss';
import { useAppSidebar } from '../shared/use-app-sidebar.ts';
import { lazyWhenShown } from '../shared/lazy-when-shown.ts';

// The compose form (and its validation) loads when the first mail is composed.
const ComposeDialog = lazyWhenShown(() =>
  import('./compose-dialog.tsx').then((m) => m.ComposeDialog),
);

const NO_MAILS: Email[] = [];
const NO_COUNTS = { inbox: 0, spam: 0, draft: 0 };

/**
 * The route's preload (routes.ts): the mails of the folder or label the path opens, with no
 * search, as the screen first asks for them.
 */
export const preloadEmail: RoutePreload = ({ params }, dispatch) => {
  const { folder = 'inbox', label } = params;
  if ((label !== undefined && !isLabel(label)) || !isMailView(folder)) return;
  preloadQuery(dispatch, emailApi.endpoints.getMails, mailListParams('', folder, label));
};

/** The list a view asks for: a label's mails are those of the inbox that carry it. */
function mailListParams(q: string, folder: MailView, label?: EmailLabel): EmailParams {
  return { q, folder: label ? 'inbox' : folder, label };
}

export function EmailPage() {
  const { folder, label } = useParams();
  if (label !== undefined && !isLabel(label)) return <Navigate to="/apps/email" replace />;
  if (folder !== undefined && !isMailView(folder)) return <Navigate to="/apps/email" replace />;
  return <EmailApp folder={folder ?? 'inbox'} label={label} />;
}

function EmailApp({ folder, label }: { folder: MailView; label?: EmailLabel }) {
  const { t } = useTranslation();
  const sidebar = useAppSidebar();
  const { rtl } = sidebar;
  const dispatch = useEmailDispatch();
  const { selectedIds, currentMailId } = useEmailState();
  const search = useListSearch();
  const [compose, setCompose] = useState(false);
  const view: MailView = label ? 'inbox' : folder;
  // The list asked for: the search settles before it is sent.
  const params = useMemo(
    () => mailListParams(search.settled, folder, label),
    [search.settled, folder, label],
  );
  const list = useGetMailsQuery(params);
  const mails = list.data?.emails ?? NO_MAILS;
  const counts = list.data?.emailsMeta ?? NO_COUNTS;
  // Every open asks the server again; while the next mail loads, the previous one stays.
  const shownMail = useGetMailQuery(currentMailId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  }).data;
  // A skipped query keeps its last answer: a closed mail must not stay on screen.
  const currentMail = currentMailId === null ? null : (shownMail ?? null);
  const [neighbour] = useLazyGetNeighbourMailQuery();
  const [updateMails] = useUpdateMailsMutation();
  const [updateMailLabel] = useUpdateMailLabelMutation();

  // A new folder or label closes the open mail.
  useEffect(() => {
    dispatch(closeMail());
  }, [dispatch, view, label]);

  useEffect(() => {
    dispatch(viewChanged(params));
  }, [dispatch, params]);

  /** Opens a mail; an unread one is marked read (the list refreshes, the count drops). */
  const open = (mail: Pick<Email, 'id' | 'isRead'>) => {
    dispatch(openMail(mail.id));
    if (!mail.isRead) void updateMails({ emailIds: [mail.id], dataToUpdate: { isRead: true } });
  };
  const paginate = async (dir: 'previous' | 'next', emailId: number) => {
    const next = await neighbour({ dir, emailId }).unwrap();
    open(next);
  };

  const selectedMails = mails.filter((m) => selectedIds.includes(m.id));
  const update = (dataToUpdate: EmailUpdate) =>
    void updateMails({ emailIds: selectedIds, dataToUpdate });

  const heading = label ? t(`email.labelNames.${label}`) : t(`email.views.${view}`);

  return (
    <AppShell app="email">
      <EmailSidebar
        meta={counts}
        {...sidebar.panel}
        onCompose={sidebar.closeThen(() => setCompose(true))}
      />
      <div className="app-main">
        {currentMail ? (
          <MailDetail
            mail={currentMail}
            rtl={rtl}
            onBack={() => dispatch(closeMail())}
            onPaginate={(dir) => void paginate(dir, currentMail.id)}
            onStar={() =>
              void updateMails({
                emailIds: [currentMail.id],
                dataToUpdate: { isStarred: !currentMail.isStarred },
              })
            }
            onMarkUnread={() => {
              void updateMails({ emailIds: [currentMail.id], dataToUpdate: { isRead: false } });
              dispatch(closeMail());
            }}
            onMove={(to) => {
              void updateMails({ emailIds: [currentMail.id], dataToUpdate: { folder: to } });
              dispatch(closeMail());
            }}
            onLabel={(l) => void updateMailLabel({ emailIds: [currentMail.id], label: l })}
          />
        ) : (
          <section className="mail-list-pane" aria-labelledby="mail-list-title">
            <AppSearchBar
              sidebarLabel={t('email.openMailbox')}
              onSidebar={sidebar.open}
              headingId="mail-list-title"
              heading={heading}
              label={t('email.search')}
              {...search.field}
            />
            <MailToolbar
              total={mails.length}
              selected={selectedIds.length}
              allRead={selectedMails.length > 0 && selectedMails.every((m) => m.isRead)}
              allStarred={selectedMails.length > 0 && selectedMails.every((m) => m.isStarred)}
              onSelectAll={(all) => dispatch(selectAllMails(all ? mails.map((m) => m.id) : []))}
              onReset={() => dispatch(resetSelection())}
              onStar={(isStarred) => update({ isStarred })}
              onRead={(isRead) => update({ isRead })}
              onMove={(to) => update({ folder: to })}
              onLabel={(l) => void updateMailLabel({ emailIds: selectedIds, label: l })}
              onRefresh={() => void list.refetch()}
            />
            <div className="app-scroll">
              <MailList
                mails={mails}
                selectedIds={selectedIds}
                loading={list.isFetching}
                onToggle={(id) => dispatch(toggleMailSelected(id))}
                onStar={(mail) =>
                  void updateMails({
                    emailIds: [mail.id],
                    dataToUpdate: { isStarred: !mail.isStarred },
                  })
                }
                onOpen={(id) => {
                  const mail = mails.find((m) => m.id === id);
                  if (mail) open(mail);
                }}
              />
            </div>
          </section>
        )}
      </div>
      <ComposeDialog show={compose} onHide={() => setCompose(false)} />
    </AppShell>
  );
}
