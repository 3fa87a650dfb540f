import { useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { useUnsubscribeMutation } from '../../core/api/messages.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';

/**
 * Stops the careers service's group messages for the person an email was sent to. Opening the link
 * changes nothing (mail scanners open links); the button does, as mail clients' one-click does.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [unsubscribe] = useUnsubscribeMutation();
  const [done, setDone] = useState(false);
  const action = useAsyncAction();

  const confirm = () =>
    action.run(
      async () => {
        await unsubscribe(token).unwrap();
        setDone(true);
      },
      (failure) => t(failure.status === 404 ? 'unsubscribe.invalid' : 'unsubscribe.failed'),
    );

  return (
    <main className="container py-5" style={{ maxWidth: 640 }}>
      <p className="text-body-secondary small mb-2">{t('unsubscribe.service')}</p>
      <section className="card">
        <div className="card-body">
          {done ? (
            <div role="status">
              <h1 className="h3">{t('unsubscribe.done')}</h1>
              <p className="mb-0">{t('unsubscribe.doneText')}</p>
            </div>
          ) : (
            <>
              <h1 className="h3">{t('unsubscribe.title')}</h1>
              <p>{t('unsubscribe.intro')}</p>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void confirm()}
                disabled={action.busy}
              >
                {action.busy ? t('unsubscribe.working') : t('unsubscribe.confirm')}
              </button>
              <FailureAlert message={action.error} className="mt-3" />
            </>
          )}
        </div>
      </section>
    </main>
  );
}
