import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Check, Copy, Link as LinkIcon, RefreshCw, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useCreateCalendarFeedMutation,
  useGetCalendarFeedQuery,
  useRevokeCalendarFeedMutation,
} from '../../../core/api/bookings.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { copyText } from '../../../core/ui/clipboard.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { SkeletonLines } from '../../../core/ui/state-views.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';

/** What can be done to a feed that exists: each asks first (the dialog below). */
const FEED_ACTIONS = [
  { action: 'renew', variant: 'outline-secondary', Icon: RefreshCw },
  { action: 'revoke', variant: 'outline-danger', Icon: Trash2 },
] as const;

/**
 * The signed-in member of staff's private calendar feed (issue 21): an address their calendar app
 * subscribes to, of the slots they run and who booked them. The whole address shows once, when
 * made, with a copy button; afterwards the server masks it like every access link. Making a new
 * one or revoking it stops the old one at once.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const feed = useGetCalendarFeedQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateCalendarFeedMutation();
  const [revoke] = useRevokeCalendarFeedMutation();
  const action = useAsyncAction();
  // The whole address, only in the answer that made it: never stored, gone on leaving the page.
  const [fresh, setFresh] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);

  const make = async () => {
    setCopied(false);
    const ok = await action.run(async () => {
      const made = await create().unwrap();
      setFresh(made.url);
      await feed.refetch();
    });
    if (ok) setConfirming(null);
  };
  const stop = async () => {
    const ok = await action.run(async () => {
      await revoke().unwrap();
      setFresh(null);
      await feed.refetch();
    });
    if (ok) setConfirming(null);
  };
  const copy = async () => {
    if (!fresh) return;
    if (await copyText(fresh)) setCopied(true);
    else (document.getElementById('calendar-feed-url') as HTMLInputElement | null)?.select();
  };

  const state = feed.data;
  const shown = fresh ?? state?.url ?? null;

  return (
    <div id="calendar-feed">
      <TitledCard title={t('careers.account.feed.title')}>
        <p className="text-body-secondary mb-3">{t('careers.account.feed.help')}</p>
        {!state ? (
          feed.isError ? (
            <FailureAlert message={t('careers.account.feed.loadFailed')} className="mb-0" />
          ) : (
            <SkeletonLines lines={2} label={t('careers.account.feed.loading')} />
          )
        ) : state.active && shown ? (
          <>
            {fresh && (
              <Alert variant="success" className="py-2 small" role="status">
                {t('careers.account.feed.showOnce')}
              </Alert>
            )}
            <Form.Label htmlFor="calendar-feed-url" className="small fw-semibold mb-1">
              {t('careers.account.feed.address')}
            </Form.Label>
            <InputGroup className="mb-2">
              <Form.Control
                id="calendar-feed-url"
                readOnly
                dir="ltr"
                value={shown}
                className="font-monospace small"
                data-testid="calendar-feed-url"
                onFocus={(e) => e.currentTarget.select()}
              />
              {fresh && (
                <Button variant="outline-primary" onClick={() => void copy()}>
                  {copied ? (
                    <Check size={14} aria-hidden="true" className="me-1" />
                  ) : (
                    <Copy size={14} aria-hidden="true" className="me-1" />
                  )}
                  {copied ? t('careers.account.feed.copied') : t('careers.account.feed.copy')}
                </Button>
              )}
            </InputGroup>
            <p className="small text-body-secondary mb-3">
              {fresh
                ? t('careers.account.feed.keepPrivate')
                : t('careers.account.feed.masked', {
                    date: state.createdAt ? formatDateTime(state.createdAt) : '',
                  })}
            </p>
            <div className="d-flex flex-wrap gap-2">
              {FEED_ACTIONS.map(({ action: name, variant, Icon }) => (
                <Button
                  key={name}
                  variant={variant}
                  disabled={action.busy}
                  onClick={() => setConfirming(name)}
                >
                  <Icon size={14} aria-hidden="true" className="me-1" />
                  {t(`careers.account.feed.${name}`)}
                </Button>
              ))}
            </div>
          </>
        ) : (
          <div className="d-flex flex-wrap align-items-center gap-3">
            <span className="small text-body-secondary">{t('careers.account.feed.none')}</span>
            <Button disabled={action.busy} onClick={() => void make()}>
              <LinkIcon size={14} aria-hidden="true" className="me-1" />
              {t('careers.account.feed.create')}
            </Button>
          </div>
        )}
        {!confirming && <FailureAlert message={action.error} className="mt-3 mb-0" />}
      </TitledCard>
      <ConfirmDialog
        show={confirming !== null}
        title={
          confirming === 'revoke'
            ? t('careers.account.feed.revokeTitle')
            : t('careers.account.feed.renewTitle')
        }
        body={
          confirming === 'revoke'
            ? t('careers.account.feed.revokeBody')
            : t('careers.account.feed.renewBody')
        }
        confirmLabel={
          confirming === 'revoke'
            ? t('careers.account.feed.revoke')
            : t('careers.account.feed.renew')
        }
        variant={confirming === 'revoke' ? 'danger' : 'primary'}
        busy={action.busy}
        error={confirming ? action.error : null}
        onConfirm={() => void (confirming === 'revoke' ? stop() : make())}
        onCancel={() => {
          action.clearError();
          setConfirming(null);
        }}
      />
    </div>
  );
}
