import { useState } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ActionCard, type CardAction } from './action-card.tsx';
import { notifyWithUndo } from './undo-toast.tsx';
import { DemoPage } from '../shared/demo-page.tsx';

const K = 'uiElements.cards.action';

type CardId = 'all' | 'collapse' | 'refresh' | 'remove' | 'expand' | 'pipeline';

const CARDS: { id: CardId; actions: CardAction[] }[] = [
  { id: 'all', actions: ['collapse', 'refresh', 'expand', 'remove'] },
  { id: 'collapse', actions: ['collapse'] },
  { id: 'refresh', actions: ['refresh'] },
  { id: 'remove', actions: ['remove'] },
  { id: 'expand', actions: ['expand'] },
  { id: 'pipeline', actions: ['collapse', 'refresh', 'remove'] },
];

// Refreshing the pipeline card walks through these snapshots, as if new applications arrived.
const PIPELINE = [
  { applied: 124, shortlisted: 38, interviews: 12 },
  { applied: 131, shortlisted: 41, interviews: 14 },
  { applied: 139, shortlisted: 44, interviews: 17 },
];

function Pipeline({ reloads }: { reloads: number }) {
  const { t } = useTranslation();
  const snap = PIPELINE[reloads % PIPELINE.length] ?? PIPELINE[0]!;
  const rows = [
    { key: 'applied', value: snap.applied, variant: 'primary' },
    { key: 'shortlisted', value: snap.shortlisted, variant: 'info' },
    { key: 'interviews', value: snap.interviews, variant: 'success' },
  ] as const;
  return (
    <>
      <p className="text-body-secondary">{t(`${K}.cards.pipeline.text`)}</p>
      {rows.map((r) => (
        <div key={r.key} className="mb-3">
          <div className="d-flex justify-content-between small mb-1">
            <span>{t(`${K}.cards.pipeline.${r.key}`)}</span>
            <span className="fw-semibold" data-testid={`pipeline-${r.key}`}>
              {r.value}
            </span>
          </div>
          <ProgressBar
            now={(r.value / 150) * 100}
            variant={r.variant}
            style={{ height: 6 }}
            aria-label={t(`${K}.cards.pipeline.${r.key}`)}
          />
        </div>
      ))}
      <p className="small text-body-secondary mb-0">{t(`${K}.reloaded`, { count: reloads })}</p>
    </>
  );
}

export function CardsActionPage() {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState<ReadonlySet<CardId>>(new Set());

  const setGone = (id: CardId, gone: boolean) =>
    setRemoved((prev) => {
      const next = new Set(prev);
      if (gone) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = (id: CardId) => {
    const title = t(`${K}.cards.${id}.title`);
    setGone(id, true);
    void notifyWithUndo(t(`${K}.removed`, { title }), t(`${K}.undo`), () => setGone(id, false));
  };

  return (
    <DemoPage className="ui-cards-action">
      <div className="alert alert-primary mb-4" role="note">
        <h2 className="alert-heading h6 mb-1">{t(`${K}.introTitle`)}</h2>
        <p className="mb-0">{t(`${K}.intro`)}</p>
      </div>
      <div className="row g-4 align-items-start">
        {CARDS.filter((c) => !removed.has(c.id)).map((c) => (
          <div key={c.id} className="col-12 col-md-6 col-xl-4">
            <ActionCard
              title={t(`${K}.cards.${c.id}.title`)}
              actions={c.actions}
              onRemove={() => remove(c.id)}
            >
              {(reloads) =>
                c.id === 'pipeline' ? (
                  <Pipeline reloads={reloads} />
                ) : (
                  <>
                    <p>{t(`${K}.cards.${c.id}.text`)}</p>
                    <p className="small text-body-secondary mb-0">
                      {c.actions.includes('refresh')
                        ? t(`${K}.reloaded`, { count: reloads })
                        : t(`${K}.cards.${c.id}.hint`)}
                    </p>
                  </>
                )
              }
            </ActionCard>
          </div>
        ))}
      </div>
      {removed.size === CARDS.length && (
        <div className="text-center py-5">
          <p className="mb-3">{t(`${K}.allRemoved`)}</p>
          <button type="button" className="btn btn-primary" onClick={() => setRemoved(new Set())}>
            {t(`${K}.restore`)}
          </button>
        </div>
      )}
    </DemoPage>
  );
}
