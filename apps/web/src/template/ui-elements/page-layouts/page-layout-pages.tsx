import Card from 'react-bootstrap/Card';
import { ArrowLeft, Clock, Info, Layout } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { TitledCard } from '../shared/titled-card.tsx';
import { ColCard } from '../../shared/col-card.tsx';

const K = 'uiElements.layouts';
type LayoutId = 'collapseMenu' | 'layoutBoxed' | 'withoutMenu' | 'layoutEmpty' | 'layoutBlank';

const INTERVIEWS = [
  { name: 'Amara Okafor', time: '09:30', role: 'analyst' },
  { name: 'Jonas Weber', time: '11:00', role: 'engineer' },
  { name: 'Chloé Dubois', time: '14:15', role: 'designer' },
] as const;

function Explainer({ id }: { id: LayoutId }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-primary d-flex gap-3 mb-4" role="note">
      <Info size={20} className="flex-shrink-0 mt-1" aria-hidden="true" />
      <div>
        <h2 className="alert-heading h5 mb-1">{t(`${K}.${id}.title`)}</h2>
        <p className="mb-2">{t(`${K}.${id}.what`)}</p>
        <p className="mb-0">
          <strong>{t(`${K}.whenLabel`)}</strong> {t(`${K}.${id}.when`)}
        </p>
      </div>
    </div>
  );
}

function SampleContent() {
  const { t } = useTranslation();
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-7">
        <TitledCard title={t(`${K}.sample.title`)}>
          <ul className="list-unstyled mb-0">
            {INTERVIEWS.map((i) => (
              <li key={i.name} className="d-flex align-items-center gap-3 mb-3">
                <Avatar name={i.name} size={38} />
                <div className="flex-grow-1">
                  <p className="mb-0 fw-semibold text-body-emphasis">{i.name}</p>
                  <p className="mb-0 small text-body-secondary">
                    {t(`${K}.sample.roles.${i.role}`)}
                  </p>
                </div>
                <span className="badge bg-light-primary d-inline-flex align-items-center gap-1">
                  <Clock size={12} aria-hidden="true" />
                  {i.time}
                </span>
              </li>
            ))}
          </ul>
        </TitledCard>
      </div>
      <ColCard col="col-12 col-lg-5" className="h-100">
        <h2 className="h5">{t(`${K}.sample.tipTitle`)}</h2>
        <p className="mb-3">{t(`${K}.sample.tip`)}</p>
        <Link to="/careers/dashboard" className="btn btn-outline-primary">
          {t(`${K}.sample.open`)}
        </Link>
      </ColCard>
    </div>
  );
}

function LayoutDemo({ id, sample = true }: { id: LayoutId; sample?: boolean }) {
  return (
    <DemoPage className={`ui-layout-demo ui-layout-${id}`}>
      <Explainer id={id} />
      {sample && <SampleContent />}
    </DemoPage>
  );
}

export function CollapseMenuPage() {
  return <LayoutDemo id="collapseMenu" />;
}

export function LayoutBoxedPage() {
  return <LayoutDemo id="layoutBoxed" />;
}

export function WithoutMenuPage() {
  return <LayoutDemo id="withoutMenu" />;
}

export function LayoutEmptyPage() {
  // Empty on purpose: the frame and the title row, nothing else but the explanation.
  return <LayoutDemo id="layoutEmpty" sample={false} />;
}

/** The blank layout has no menu or navbar: the screen itself must offer the way back. */
export function LayoutBlankPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="ui-layout-blank d-flex align-items-center justify-content-center p-3">
      <Card className="ui-layout-blank-card w-100">
        <Card.Body className="p-4 p-md-5 text-center">
          <span className="ui-icon-badge ui-icon-badge-lg bg-light-primary mb-3">
            <Layout size={24} aria-hidden="true" />
          </span>
          <h1 className="h3 mb-2">{t(meta.title)}</h1>
          <p className="text-body-secondary">{t(`${K}.layoutBlank.what`)}</p>
          <p>
            <strong>{t(`${K}.whenLabel`)}</strong> {t(`${K}.layoutBlank.when`)}
          </p>
          <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
            <Link to="/" className="btn btn-primary d-inline-flex align-items-center gap-2">
              <ArrowLeft size={16} aria-hidden="true" className="ui-flip-rtl" />
              {t(`${K}.layoutBlank.back`)}
            </Link>
            <Link to="/page-layout/collapse-menu" className="btn btn-outline-secondary">
              {t(`${K}.layoutBlank.other`)}
            </Link>
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}
