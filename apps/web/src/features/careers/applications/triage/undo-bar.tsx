import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../../core/i18n/use-translation.ts';
import { expirePendingUndo, useQuickMove } from './quick-move.ts';

/**
 * The bar that follows a one-click move for its 10 seconds: what moved, where, and an Undo button
 * (the `u` key does the same). It is a polite live region, so a screen reader hears the move.
 */
export function UndoBar() {
  const { t } = useTranslation();
  const { pending, undo } = useQuickMove();
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const tick = window.setInterval(() => {
      const at = Date.now();
      setNowMs(at);
      if (at >= pending.until) expirePendingUndo(pending.eventId);
    }, 250);
    return () => window.clearInterval(tick);
  }, [pending]);

  const seconds = pending ? Math.max(0, Math.ceil((pending.until - nowMs) / 1000)) : 0;
  return (
    <div className="careers-undo-bar" role="status" aria-live="polite">
      {pending && seconds > 0 && (
        <div className="careers-undo-bar-inner shadow d-flex align-items-center gap-3">
          <span>
            {t('careers.triage.moved', {
              candidate: pending.candidateName,
              status: t(`careers.applicationStatus.${pending.status}`),
            })}
          </span>
          <span className="small text-body-secondary" aria-hidden="true">
            {t('careers.triage.secondsLeft', { n: seconds })}
          </span>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void undo().finally(() => setBusy(false));
            }}
          >
            {t('careers.triage.undo')}
          </Button>
        </div>
      )}
    </div>
  );
}
