import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';

const COLORED = [
  { c: 'primary', v: 'software', now: 80 },
  { c: 'success', v: 'analyst', now: 65 },
  { c: 'info', v: 'marketing', now: 50 },
  { c: 'warning', v: 'engineer', now: 35 },
  { c: 'danger', v: 'consultant', now: 20 },
] as const;

/** The stacked bar's segments: where the term's applications stand. */
const STAGES = [
  { c: 'primary', status: 'applied', now: 45 },
  { c: 'info', status: 'interview', now: 25 },
  { c: 'success', status: 'offer', now: 10 },
] as const;

export function ProgressPage() {
  const { t } = useUc();
  const [upload, setUpload] = useState<number | null>(null);
  useEffect(() => {
    if (upload === null || upload >= 100) return;
    const id = window.setTimeout(() => setUpload((u) => Math.min(100, (u ?? 0) + 10)), 250);
    return () => window.clearTimeout(id);
  }, [upload]);

  return (
    <DemoPage>
      <DemoCard section="progress.colors">
        {COLORED.map(({ c, v, now }) => (
          <div key={c} className="mb-3">
            <div className="d-flex justify-content-between small mb-1">
              <span>{t(`vacancies.${v}`)}</span>
              <span>{now}%</span>
            </div>
            <ProgressBar variant={c} now={now} aria-label={t(`vacancies.${v}`)} />
          </div>
        ))}
      </DemoCard>

      <DemoCard section="progress.striped">
        {/* The last two also move, and are fuller, to show the animation. */}
        {COLORED.map(({ c, v, now }, i) => (
          <ProgressBar
            key={c}
            striped
            animated={i >= 3}
            variant={c}
            now={i >= 3 ? now + 30 : now}
            className="mb-3"
            aria-label={t(`vacancies.${v}`)}
          />
        ))}
      </DemoCard>

      <DemoCard section="progress.labels">
        <ProgressBar
          now={75}
          label={t('progress.labels.profile', { now: 75 })}
          className="mb-3 uc-progress-lg"
          aria-label={t('progress.labels.profileName')}
        />
        <ProgressBar
          variant="success"
          now={40}
          label={`${40}%`}
          className="mb-3 uc-progress-lg"
          aria-label={t('progress.labels.cvName')}
        />
        <div className="d-flex flex-column gap-2">
          {(['4px', '8px', '14px'] as const).map((h, i) => (
            <ProgressBar
              key={h}
              now={30 + i * 25}
              style={{ height: h }}
              aria-label={t('progress.labels.height', { height: h })}
            />
          ))}
        </div>
      </DemoCard>

      <DemoCard section="progress.stacked">
        <ProgressBar className="mb-3 uc-progress-lg">
          {STAGES.map(({ c, status, now }) => (
            <ProgressBar
              key={c}
              variant={c}
              now={now}
              label={`${now}%`}
              aria-label={t(`badges.status.${status}`)}
            />
          ))}
        </ProgressBar>
        <ul className="list-unstyled d-flex flex-wrap gap-3 small mb-0">
          {STAGES.map(({ c, status }) => (
            <li key={c} className="d-flex align-items-center gap-1">
              <span
                className={`d-inline-block rounded-circle bg-${c}`}
                style={{ width: 10, height: 10 }}
              />
              {t(`badges.status.${status}`)}
            </li>
          ))}
        </ul>
      </DemoCard>

      <DemoCard section="progress.live" wide>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Button onClick={() => setUpload(0)} disabled={upload !== null && upload < 100}>
            {t('progress.live.start')}
          </Button>
          <div className="flex-grow-1" style={{ minWidth: 200 }}>
            <ProgressBar
              now={upload ?? 0}
              variant={upload === 100 ? 'success' : 'primary'}
              striped={upload !== null && upload < 100}
              animated={upload !== null && upload < 100}
              aria-label={t('progress.live.label')}
            />
          </div>
          <span className="small" aria-live="polite">
            {upload === null
              ? t('progress.live.idle')
              : upload < 100
                ? t('progress.live.busy', { now: upload })
                : t('progress.live.done')}
          </span>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
