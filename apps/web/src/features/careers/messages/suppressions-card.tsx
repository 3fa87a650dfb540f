import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useClearSuppressionMutation,
  useGetSuppressionsQuery,
} from '../../../core/api/messages.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { Loaded } from '../shared/load-state.tsx';
import { notify } from '../../../core/ui/toasts.tsx';

/**
 * Addresses no mail goes to because their server refused them for good; staff clear one when the
 * person has fixed their mailbox.
 */
export function SuppressionsCard() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const list = useGetSuppressionsQuery();
  const [clear] = useClearSuppressionMutation();
  const clearing = useAsyncAction();
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">{t('careers.messages.suppressed')}</h2>
        <p className="small text-body-secondary">{t('careers.messages.suppressedHint')}</p>
        {clearing.error && (
          <p role="alert" className="text-danger small">
            {clearing.error}
          </p>
        )}
        <Loaded read={list} lines={2} empty={t('careers.messages.noneSuppressed')}>
          {(rows) => (
            <ul className="list-unstyled p-0 mb-0" aria-label={t('careers.messages.suppressed')}>
              {rows.map((s) => (
                <li key={s.id} className="d-flex gap-2 align-items-start border-bottom py-2">
                  <div className="flex-grow-1 min-w-0">
                    <div className="text-break">{s.address}</div>
                    <small className="text-body-secondary d-block text-break">
                      {s.reason} · {formatDateTime(s.createdAt)}
                    </small>
                  </div>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={clearing.busy}
                    aria-label={t('careers.messages.clearFor', { address: s.address })}
                    onClick={() =>
                      void clearing.run(async () => {
                        await clear(s.id).unwrap();
                        void notify(
                          'success',
                          t('careers.messages.cleared', { address: s.address }),
                        );
                      })
                    }
                  >
                    {t('careers.messages.clear')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
