import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { COLORS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

export function SpinnersPage() {
  const { t } = useUc();
  const loading = t('spinners.loading');
  return (
    <DemoPage>
      {(['border', 'grow'] as const).map((a) => (
        <DemoCard key={a} section={`spinners.${a}`}>
          <div className="uc-demo-row">
            {COLORS.map((c) => (
              <Spinner key={c} animation={a} variant={c} role="status">
                <span className="visually-hidden">{loading}</span>
              </Spinner>
            ))}
          </div>
        </DemoCard>
      ))}

      <DemoCard section="spinners.sizes">
        <div className="uc-demo-row">
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{loading}</span>
          </Spinner>
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{loading}</span>
          </Spinner>
          <Spinner animation="border" role="status" style={{ width: '3rem', height: '3rem' }}>
            <span className="visually-hidden">{loading}</span>
          </Spinner>
          <Spinner animation="grow" size="sm" role="status">
            <span className="visually-hidden">{loading}</span>
          </Spinner>
          <Spinner animation="grow" role="status" style={{ width: '3rem', height: '3rem' }}>
            <span className="visually-hidden">{loading}</span>
          </Spinner>
        </div>
      </DemoCard>

      <DemoCard section="spinners.buttons">
        <div className="uc-demo-row">
          <Button variant="primary" disabled>
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
            {t('spinners.buttons.saving')}
          </Button>
          <Button variant="success" disabled>
            <Spinner as="span" animation="grow" size="sm" aria-hidden="true" className="me-2" />
            {t('spinners.buttons.uploading')}
          </Button>
          <Button variant="outline-primary" disabled aria-label={loading}>
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
          </Button>
        </div>
      </DemoCard>

      <DemoCard section="spinners.alignment" wide>
        <div className="row g-3">
          <div className="col-md-4">
            <div className="border rounded p-3 d-flex justify-content-center">
              <Spinner animation="border" variant="primary" role="status">
                <span className="visually-hidden">{loading}</span>
              </Spinner>
            </div>
          </div>
          <div className="col-md-4">
            <div className="border rounded p-3 d-flex align-items-center gap-2">
              <strong role="status">{t('spinners.alignment.fetching')}</strong>
              <Spinner animation="border" size="sm" className="ms-auto" aria-hidden="true" />
            </div>
          </div>
          <div className="col-md-4">
            <div className="border rounded p-3 d-flex justify-content-end">
              <Spinner animation="grow" variant="info" role="status">
                <span className="visually-hidden">{loading}</span>
              </Spinner>
            </div>
          </div>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
