import Button from 'react-bootstrap/Button';
import Spinner, { type SpinnerProps } from 'react-bootstrap/Spinner';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useUc } from '../shared/use-uc.ts';
import { THEME_COLORS } from '../../../core/theme/theme-config.ts';

/** A spinner that says what it is doing to screen readers. */
function StatusSpinner(props: SpinnerProps) {
  const { t } = useUc();
  return (
    <Spinner role="status" {...props}>
      <span className="visually-hidden">{t('spinners.loading')}</span>
    </Spinner>
  );
}

const LARGE = { width: '3rem', height: '3rem' };
const SIZES: SpinnerProps[] = [
  { animation: 'border', size: 'sm' },
  { animation: 'border' },
  { animation: 'border', style: LARGE },
  { animation: 'grow', size: 'sm' },
  { animation: 'grow', style: LARGE },
];

export function SpinnersPage() {
  const { t } = useUc();
  return (
    <DemoPage>
      {(['border', 'grow'] as const).map((a) => (
        <DemoCard key={a} section={`spinners.${a}`} row>
          {THEME_COLORS.map((c) => (
            <StatusSpinner key={c} animation={a} variant={c} />
          ))}
        </DemoCard>
      ))}

      <DemoCard section="spinners.sizes" row>
        {SIZES.map((props, i) => (
          <StatusSpinner key={i} {...props} />
        ))}
      </DemoCard>

      <DemoCard section="spinners.buttons" row>
        <Button variant="primary" disabled>
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
          {t('spinners.buttons.saving')}
        </Button>
        <Button variant="success" disabled>
          <Spinner as="span" animation="grow" size="sm" aria-hidden="true" className="me-2" />
          {t('spinners.buttons.uploading')}
        </Button>
        <Button variant="outline-primary" disabled aria-label={t('spinners.loading')}>
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
        </Button>
      </DemoCard>

      <DemoCard section="spinners.alignment" wide>
        <div className="row g-3">
          <div className="col-md-4">
            <div className="border rounded p-3 d-flex justify-content-center">
              <StatusSpinner animation="border" variant="primary" />
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
              <StatusSpinner animation="grow" variant="info" />
            </div>
          </div>
        </div>
      </DemoCard>
    </DemoPage>
  );
}
