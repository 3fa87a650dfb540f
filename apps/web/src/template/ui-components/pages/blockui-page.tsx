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

/** Covers its children with a translucent layer and a spinner while `blocked`. */
function Blockable({
  blocked,
  message,
  children,
  dark,
}: {
  blocked: boolean;
  message: ReactNode;
  children: ReactNode;
  dark?: boolean;
}) {
  return (
    <div className="position-relative" aria-busy={blocked}>
      {children}
      {blocked && (
        <div className={`uc-block-overlay ${dark ? 'uc-block-dark' : ''}`} role="status">
          {message}
        </div>
      )}
    </div>
  );
}

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

export function BlockUiPage() {
  const { t } = useUc();
  const [card, blockCard] = useBlock(2500);
  const [custom, blockCustom] = useBlock(3000);
  const [dark, blockDark] = useBlock(2500);
  const [page, blockPage] = useBlock(2000);

  const spinner = (text: string) => (
    <>
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="fw-semibold">{text}</span>
    </>
  );

  return (
    <DemoPage>
      <DemoCard section="blockui.card">
        <Blockable blocked={card} message={spinner(t('blockui.loading'))}>
          <VacancyStats />
        </Blockable>
        <Button className="mt-2" onClick={blockCard} disabled={card}>
          {t('blockui.card.button')}
        </Button>
      </DemoCard>

      <DemoCard section="blockui.custom">
        <Blockable
          blocked={custom}
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
        </Blockable>
        <Button variant="outline-primary" className="mt-2" onClick={blockCustom} disabled={custom}>
          {t('blockui.custom.button')}
        </Button>
      </DemoCard>

      <DemoCard section="blockui.dark">
        <Blockable
          dark
          blocked={dark}
          message={
            <>
              <Lock size={26} aria-hidden="true" />
              <span className="fw-semibold">{t('blockui.dark.message')}</span>
            </>
          }
        >
          <VacancyStats />
        </Blockable>
        <Button variant="dark" className="mt-2" onClick={blockDark} disabled={dark}>
          {t('blockui.dark.button')}
        </Button>
      </DemoCard>

      <DemoCard section="blockui.page">
        <p>{t('blockui.page.text')}</p>
        <Button variant="secondary" onClick={blockPage} disabled={page}>
          {t('blockui.page.button')}
        </Button>
        {page && (
          <div className="uc-block-overlay uc-block-page" role="status">
            {spinner(t('blockui.page.message'))}
          </div>
        )}
      </DemoCard>
    </DemoPage>
  );
}
