import type { Application, ApplicationStatus } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ApplicationMove } from '../../../core/api/applications.ts';
import { useBulk } from '../shared/use-bulk.ts';
import { bulkTargetStatuses } from './application-status-actions.ts';
import { useBulkMove } from './bulk-move.tsx';
import { MoveDialog } from './move-dialog.tsx';

/**
 * The applications list's bulk actions: the rows selected in the table, the toolbar's "move the
 * selected to…" control (shown while any row is selected), its confirm dialog, and the summary
 * of the last move. One request carries every selected application; the server moves each it
 * may and says why not the rest (issue 20 point 5).
 */
export function useApplicationsBulk(rows: Application[], refetch: () => unknown) {
  const { t } = useTranslation();
  const bulk = useBulk(rows, refetch);
  const moving = useBulkMove();
  const [target, setTarget] = useState<ApplicationStatus | ''>('');
  const { selectedIds, selected } = bulk;
  const movable = target ? selected.filter((a) => a.allowedNext.includes(target)) : [];

  const bulkMove = async (carried: Omit<ApplicationMove, 'status'>) => {
    if (!target) return;
    await bulk.settle(() => moving.move(selected, target, carried));
    setTarget('');
  };

  const toolbar = selectedIds.length > 0 && (
    <>
      <Form.Group controlId="applications-bulk-target" className="d-flex align-items-center gap-2">
        <Form.Label className="small mb-0 text-nowrap">
          {t('careers.bulk.moveSelected', { n: selectedIds.length })}
        </Form.Label>
        <Form.Select
          size="sm"
          value={target}
          onChange={(e) => setTarget(e.target.value as ApplicationStatus | '')}
        >
          <option value="">{t('careers.bulk.chooseStatus')}</option>
          {bulkTargetStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`careers.applicationStatus.${s}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Button size="sm" disabled={!target} onClick={() => bulk.setConfirming(true)}>
        {t('careers.bulk.apply')}
      </Button>
    </>
  );

  const dialog = (
    <MoveDialog
      show={bulk.confirming}
      to={target || null}
      title={t('careers.bulk.moveTitle')}
      body={t('careers.bulk.moveBody', {
        n: movable.length,
        skipped: selected.length - movable.length,
        status: target ? t(`careers.applicationStatus.${target}`) : '',
      })}
      confirmLabel={t('careers.bulk.apply')}
      variant={target === 'rejected' ? 'danger' : 'primary'}
      busy={bulk.busy}
      onConfirm={(carried) => void bulkMove(carried)}
      onCancel={() => bulk.setConfirming(false)}
    />
  );

  return {
    selection: bulk.selection,
    setSelection: bulk.setSelection,
    toolbar,
    dialog,
    summary: moving.summary,
  };
}
