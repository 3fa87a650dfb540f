import type { Application, ApplicationBulkResult, ApplicationStatus } from '@careers/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { localMessage, toApiError } from '../../../core/api/api-error.ts';
import {
  useBulkChangeApplicationsMutation,
  type ApplicationMove,
} from '../../../core/api/applications.ts';
import { notify } from '../../../core/ui/toasts.tsx';

/** What a bulk move came to: the counts, then each application left as it was and why. */
export interface BulkMoveSummary {
  kind: 'success' | 'warning';
  text: string;
  reasons: string[];
}

export function bulkMoveSummary(
  t: TFunction,
  result: ApplicationBulkResult,
  nameOf: (id: string) => string,
): BulkMoveSummary {
  const refused = result.data.filter((item) => !item.ok);
  return {
    kind: refused.length ? 'warning' : 'success',
    text: t('careers.bulk.moveResult', { moved: result.succeeded, failed: result.failed }),
    reasons: refused.map((item) =>
      t('careers.bulk.moveReason', {
        name: nameOf(item.id),
        reason: localMessage(item.error?.code, item.error?.message ?? ''),
      }),
    ),
  };
}

/**
 * The careers list's bulk move: one request for every selected application (issue 20 point 5),
 * then the server's per-item answer shown above the list until dismissed.
 */
export function useBulkMove() {
  const { t } = useTranslation();
  const [bulkChange] = useBulkChangeApplicationsMutation();
  const [summary, setSummary] = useState<BulkMoveSummary | null>(null);

  const move = async (
    rows: Application[],
    status: ApplicationStatus,
    carried: Omit<ApplicationMove, 'status'>,
  ): Promise<void> => {
    const { undoable: _undoable, ...fields } = carried;
    const names = new Map(rows.map((a) => [a.id, `${a.candidateName} — ${a.vacancyTitle}`]));
    setSummary(null);
    try {
      const result = await bulkChange({
        action: 'move',
        ids: rows.map((a) => a.id),
        status,
        ...fields,
      }).unwrap();
      setSummary(bulkMoveSummary(t, result, (id) => names.get(id) ?? id));
    } catch (failure) {
      void notify('error', toApiError(failure).message);
    }
  };

  const shown = summary && (
    <Alert
      variant={summary.kind}
      dismissible
      closeLabel={t('careers.common.close')}
      onClose={() => setSummary(null)}
      role="status"
      data-testid="bulk-move-result"
    >
      <p className="mb-0">{summary.text}</p>
      {summary.reasons.length > 0 && (
        <ul className="mb-0 mt-2 small">
          {summary.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
  return { move, summary: shown };
}
