import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import '../ui-elements.scss';

const K = 'uiElements.typography';
const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
const DISPLAYS = [1, 2, 3, 4, 5, 6] as const;
const STAGES = ['apply', 'screen', 'interview', 'offer'] as const;
const SERVICES = ['cv', 'mock', 'fairs', 'alumni'] as const;
const FAIR_TOPICS = ['engineering', 'finance', 'charities'] as const;
const TERMS = ['placement', 'graduateScheme', 'assessmentCentre'] as const;
const INLINE = ['remote', 'hybrid', 'onSite'] as const;

export function TypographyPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="ui-typography">
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="row g-4">
        <div className="col-12 col-lg-5">
          <Card className="h-100">
            <Card.Header>
              <h2 className="h4 mb-1">{t(`${K}.headings.title`)}</h2>
              <p className="text-body-secondary mb-0 small">{t(`${K}.headings.hint`)}</p>
            </Card.Header>
            <Card.Body>
              {/* Visual heading sizes without breaking the page outline (h1 is the title). */}
              {HEADINGS.map((n) => (
                <div key={n} className="d-flex align-items-baseline gap-3 mb-2">
                  <code className="ui-type-tag">{`.h${n}`}</code>
                  <p className={`h${n} mb-0`}>{t(`${K}.headings.sample`)}</p>
                </div>
              ))}
            </Card.Body>
          </Card>
        </div>
        <div className="col-12 col-lg-7">
          <Card className="h-100">
            <Card.Header>
              <h2 className="h4 mb-0">{t(`${K}.text.title`)}</h2>
            </Card.Header>
            <Card.Body>
              <p className="lead">{t(`${K}.text.lead`)}</p>
              <p>{t(`${K}.text.paragraph`)}</p>
              <p>
                {t(`${K}.text.markBefore`)} <mark>{t(`${K}.text.mark`)}</mark>{' '}
                {t(`${K}.text.markAfter`)}
              </p>
              <p>
                <del>{t(`${K}.text.del`)}</del> <ins>{t(`${K}.text.ins`)}</ins>
              </p>
              <p>
                <abbr title={t(`${K}.text.abbrTitle`)}>{t(`${K}.text.abbr`)}</abbr>{' '}
                {t(`${K}.text.abbrAfter`)}
              </p>
              <p>
                <strong>{t(`${K}.text.strong`)}</strong> · <em>{t(`${K}.text.em`)}</em> ·{' '}
                <u>{t(`${K}.text.underline`)}</u> · <s>{t(`${K}.text.strike`)}</s>
              </p>
              <p className="mb-0">
                <small>{t(`${K}.text.small`)}</small>
              </p>
            </Card.Body>
          </Card>
        </div>
        <div className="col-12">
          <Card>
            <Card.Header>
              <h2 className="h4 mb-1">{t(`${K}.display.title`)}</h2>
              <p className="text-body-secondary mb-0 small">{t(`${K}.display.hint`)}</p>
            </Card.Header>
            <Card.Body className="overflow-hidden">
              {DISPLAYS.map((n) => (
                <div key={n} className="d-flex flex-wrap align-items-baseline column-gap-3 mb-1">
                  <code className="ui-type-tag">{`.display-${n}`}</code>
                  <p className={`display-${n} mb-0`}>{t(`${K}.display.sample`)}</p>
                </div>
              ))}
            </Card.Body>
          </Card>
        </div>

        <div className="col-12">
          <Card>
            <Card.Header>
              <h2 className="h4 mb-0">{t(`${K}.quotes.title`)}</h2>
            </Card.Header>
            <Card.Body className="row g-4 mx-0">
              <figure className="col-12 col-md-6 mb-0">
                <blockquote className="blockquote">
                  <p>{t(`${K}.quotes.first`)}</p>
                </blockquote>
                <figcaption className="blockquote-footer mb-0">
                  {t(`${K}.quotes.firstBy`)} <cite>{t(`${K}.quotes.firstSource`)}</cite>
                </figcaption>
              </figure>
              <figure className="col-12 col-md-6 text-end ui-quote-accent mb-0">
                <blockquote className="blockquote">
                  <p>{t(`${K}.quotes.second`)}</p>
                </blockquote>
                <figcaption className="blockquote-footer mb-0">
                  {t(`${K}.quotes.secondBy`)} <cite>{t(`${K}.quotes.secondSource`)}</cite>
                </figcaption>
              </figure>
            </Card.Body>
          </Card>
        </div>

        <div className="col-12">
          <Card>
            <Card.Header>
              <h2 className="h4 mb-0">{t(`${K}.lists.title`)}</h2>
            </Card.Header>
            <Card.Body>
              <div className="row g-4">
                <div className="col-12 col-md-6 col-xl-3">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.lists.unordered`)}
                  </h3>
                  <ul className="mb-0">
                    {SERVICES.map((s) => (
                      <li key={s}>{t(`${K}.lists.services.${s}`)}</li>
                    ))}
                    <li>
                      {t(`${K}.lists.fairs`)}
                      <ul>
                        {FAIR_TOPICS.map((f) => (
                          <li key={f}>{t(`${K}.lists.fairTopics.${f}`)}</li>
                        ))}
                      </ul>
                    </li>
                  </ul>
                </div>
                <div className="col-12 col-md-6 col-xl-3">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.lists.ordered`)}
                  </h3>
                  <ol className="mb-0">
                    {STAGES.map((s) => (
                      <li key={s}>{t(`${K}.lists.stages.${s}`)}</li>
                    ))}
                  </ol>
                </div>
                <div className="col-12 col-md-6 col-xl-3">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.lists.unstyled`)}
                  </h3>
                  <ul className="list-unstyled mb-3">
                    {SERVICES.map((s) => (
                      <li key={s}>{t(`${K}.lists.services.${s}`)}</li>
                    ))}
                  </ul>
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.lists.inline`)}
                  </h3>
                  <ul className="list-inline mb-0">
                    {INLINE.map((s) => (
                      <li key={s} className="list-inline-item">
                        <span className="badge bg-light-primary">{t(`${K}.lists.modes.${s}`)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="col-12 col-md-6 col-xl-3">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.lists.description`)}
                  </h3>
                  <dl className="mb-0">
                    {TERMS.map((term) => (
                      <div key={term} className="mb-2">
                        <dt>{t(`${K}.lists.terms.${term}.term`)}</dt>
                        <dd className="mb-0">{t(`${K}.lists.terms.${term}.definition`)}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </div>
            </Card.Body>
          </Card>
        </div>

        <div className="col-12">
          <Card>
            <Card.Header>
              <h2 className="h4 mb-0">{t(`${K}.utilities.title`)}</h2>
            </Card.Header>
            <Card.Body>
              <div className="row g-4">
                <div className="col-12 col-md-4">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.utilities.alignment`)}
                  </h3>
                  <p className="text-start mb-1">
                    <code>.text-start</code> {t(`${K}.utilities.start`)}
                  </p>
                  <p className="text-center mb-1">
                    <code>.text-center</code> {t(`${K}.utilities.center`)}
                  </p>
                  <p className="text-end mb-0">
                    <code>.text-end</code> {t(`${K}.utilities.end`)}
                  </p>
                </div>
                <div className="col-12 col-md-4">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.utilities.transform`)}
                  </h3>
                  <p className="text-lowercase mb-1">{t(`${K}.utilities.lowercase`)}</p>
                  <p className="text-uppercase mb-1">{t(`${K}.utilities.uppercase`)}</p>
                  <p className="text-capitalize mb-0">{t(`${K}.utilities.capitalize`)}</p>
                </div>
                <div className="col-12 col-md-4">
                  <h3 className="h6 text-uppercase text-body-secondary">
                    {t(`${K}.utilities.weight`)}
                  </h3>
                  <p className="fw-bold mb-1">{t(`${K}.utilities.bold`)}</p>
                  <p className="fw-semibold mb-1">{t(`${K}.utilities.semibold`)}</p>
                  <p className="fw-light mb-1">{t(`${K}.utilities.light`)}</p>
                  <p className="fst-italic mb-1">{t(`${K}.utilities.italic`)}</p>
                  <p className="text-truncate mb-0">{t(`${K}.utilities.truncate`)}</p>
                </div>
              </div>
            </Card.Body>
          </Card>
        </div>
      </div>
    </div>
  );
}
