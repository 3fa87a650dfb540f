import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { Lock, RefreshCw } from 'react-feather';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { EMPLOYERS, VACANCIES } from '../shared/samples.ts';
import { useBlock } from '../shared/use-block.ts';
import { useUc } from '../shared/use-uc.ts';

function VacancyStats() {
  const { t } = useUc();
  return (
    <ul className="list-unstyled mb-0">
      {VACANCIES.slice(0, 3).map((v, i) => (
        <li key={v} className="mb-3">
          <div className="d-flex justify-content-between small mb-1">
            <span>{t(`vacancies.${v}`)}</span>
            <span className="text-body-secondary">{EMPLOYERS[i]}</span>
          </div>
          <ProgressBar
            now={[72, 45, 88][i]}
            aria-label={t('blockui.fill', { title: t(`vacancies.${v}`) })}
          />
        </li>
      ))}
    </ul>
  );
}

/** An example whose button covers its content with a translucent layer and `message` for `ms`. */
function BlockDemo({
  name,
  ms,
  variant,
  dark,
  message,
  children,
}: {
  name: 'card' | 'custom' | 'dark';
  ms: number;
  variant?: string;
  dark?: boolean;
  message: ReactNode;
  children: ReactNode;
}) {
  const { t } = useUc();
  const [blocked, block] = useBlock(ms);
  return (
    <DemoCard section={`blockui.${name}`}>
      <div className="position-relative" aria-busy={blocked}>
        {children}
        {blocked && (
          <div className={`uc-block-overlay ${dark ? 'uc-block-dark' : ''}`} role="status">
            {message}
          </div>
        )}
      </div>
      <Button variant={variant} className="mt-2" onClick={block} disabled={blocked}>
        {t(`blockui.${name}.button`)}
      </Button>
    </DemoCard>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <>
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="fw-semibold">{text}</span>
    </>
  );
}

export function BlockUiPage() {
  const { t } = useUc();
  const [page, blockPage] = useBlock(2000);
  return (
    <DemoPage>
      <BlockDemo name="card" ms={2500} message={<Loading text={t('blockui.loading')} />}>
        <VacancyStats />
      </BlockDemo>

      <BlockDemo
        name="custom"
        ms={3000}
        variant="outline-primary"
        message={
          <>
            <RefreshCw size={28} aria-hidden="true" className="uc-spin text-primary" />
            <span className="fw-semibold">{t('blockui.custom.message')}</span>
            <span className="small text-body-secondary">{t('blockui.custom.detail')}</span>
          </>
        }
      >
        <p>{t('blockui.custom.text')}</p>
        <VacancyStats />
      </BlockDemo>

      <BlockDemo
        name="dark"
        ms={2500}
        variant="dark"
        dark
        message={
          <>
            <Lock size={26} aria-hidden="true" />
            <span className="fw-semibold">{t('blockui.dark.message')}</span>
          </>
        }
      >
        <VacancyStats />
      </BlockDemo>

      <DemoCard section="blockui.page">
        <p>{t('blockui.page.text')}</p>
        <Button variant="secondary" onClick={blockPage} disabled={page}>
          {t('blockui.page.button')}
        </Button>
        {page && (
          <div className="uc-block-overlay uc-block-page" role="status">
            <Loading text={t('blockui.page.message')} />
          </div>
        )}
      </DemoCard>
    </DemoPage>
  );
}
