import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Briefcase, Calendar, MapPin } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { ColCard } from '../../shared/col-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';

const K = 'uiElements.cards.basic';
const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
const VACANCIES = ['analyst', 'designer', 'engineer'] as const;

/** A titled row of example cards (<name> is the heading's key); the last has no space below. */
function Section({
  name,
  last = false,
  children,
}: {
  name: string;
  last?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="h4 mb-3">{t(`${K}.${name}`)}</h2>
      <div className={last ? 'row g-4' : 'row g-4 mb-5'}>{children}</div>
    </>
  );
}

/** A card in a grid column (a third of a wide screen unless `col` says otherwise). */
function GridCard({
  col = 'col-12 col-md-6 col-xl-4',
  className = 'h-100',
  children,
}: {
  col?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ColCard {...{ col, className }} body={false}>
      {children}
    </ColCard>
  );
}

/** A card's h3 title and its text, `<name>.title` and `<name>.text` (or the keys given). */
function TitleText({
  name,
  title = `${name}.title`,
  text = `${name}.text`,
  titleClass = 'h5 card-title',
}: {
  name?: string;
  title?: string;
  text?: string;
  titleClass?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className={titleClass}>{t(`${K}.${title}`)}</h3>
      <p className="card-text">{t(`${K}.${text}`)}</p>
    </>
  );
}

/** A card in each colour, its look given by `cardClass`, its title's by `titleClass`. */
function ColourCards({
  cardClass,
  titleClass,
}: {
  cardClass: (c: string) => string;
  titleClass: string;
}) {
  return COLORS.map((c) => (
    <GridCard key={c} className={cardClass(c)}>
      <Card.Body>
        <TitleText name={`colour.${c}`} titleClass={titleClass} />
      </Card.Body>
    </GridCard>
  ));
}

export function CardsBasicPage() {
  const { t } = useTranslation();
  return (
    <DemoPage className="ui-cards-basic">
      <Section name="imageSection">
        <GridCard>
          <Card.Img variant="top" src="/images/blog/blog-01.svg" alt="" />
          <Card.Body>
            <TitleText name="fair" />
            <Link to="/apps/calendar" className="btn btn-outline-primary">
              {t(`${K}.fair.action`)}
            </Link>
          </Card.Body>
        </GridCard>
        <GridCard>
          <Card.Body>
            <h3 className="h5 card-title">{t(`${K}.workshop.title`)}</h3>
            <p className="card-subtitle text-body-secondary mb-3">{t(`${K}.workshop.subtitle`)}</p>
          </Card.Body>
          <img src="/images/knowledge-base/applications.svg" alt="" className="ui-card-illus" />
          <Card.Body>
            <p className="card-text">{t(`${K}.workshop.text`)}</p>
            <Link to="/pages/knowledge-base" className="card-link">
              {t(`${K}.workshop.guides`)}
            </Link>
            <Link to="/pages/faq" className="card-link">
              {t(`${K}.workshop.faq`)}
            </Link>
          </Card.Body>
        </GridCard>
        <GridCard
          col="col-12 col-md-12 col-xl-4"
          className="h-100 overflow-hidden ui-overlay-card text-white"
        >
          <Card.Img src="/images/blog/blog-03.svg" alt="" className="h-100 object-fit-cover" />
          <Card.ImgOverlay className="d-flex flex-column justify-content-end">
            <TitleText name="overlay" titleClass="h5 card-title text-white" />
            <p className="card-text small mb-0">{t(`${K}.overlay.updated`)}</p>
          </Card.ImgOverlay>
        </GridCard>
      </Section>

      <Section name="contentSection">
        <GridCard>
          <Card.Header>
            <h3 className="h5 mb-0">{t(`${K}.list.title`)}</h3>
          </Card.Header>
          <ListGroup variant="flush">
            {VACANCIES.map((v) => (
              <ListGroup.Item key={v} className="d-flex gap-3 align-items-start">
                <span className="ui-icon-badge bg-light-primary">
                  <Briefcase size={16} aria-hidden="true" />
                </span>
                <span>
                  <span className="d-block fw-semibold text-body-emphasis">
                    {t(`${K}.list.${v}.role`)}
                  </span>
                  <span className="small text-body-secondary">
                    <MapPin size={12} aria-hidden="true" /> {t(`${K}.list.${v}.where`)}
                  </span>
                </span>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Card.Footer className="text-end">
            <Link to="/careers/vacancies">{t(`${K}.list.all`)}</Link>
          </Card.Footer>
        </GridCard>
        <GridCard>
          <Card.Header className="d-flex justify-content-between align-items-center">
            <h3 className="h5 mb-0">{t(`${K}.headerFooter.title`)}</h3>
            <span className="badge bg-light-success">{t(`${K}.headerFooter.badge`)}</span>
          </Card.Header>
          <Card.Body>
            <p className="card-text">{t(`${K}.headerFooter.text`)}</p>
            <p className="card-text d-flex align-items-center gap-2 mb-0">
              <Calendar size={16} aria-hidden="true" />
              {t(`${K}.headerFooter.when`)}
            </p>
          </Card.Body>
          <Card.Footer className="text-body-secondary small">
            {t(`${K}.headerFooter.footer`)}
          </Card.Footer>
        </GridCard>
        <GridCard col="col-12 col-md-12 col-xl-4" className="h-100 text-center">
          <Card.Body className="d-flex flex-column justify-content-center">
            <TitleText name="text" />
            <div>
              <Link to="/careers/vacancies/new" className="btn btn-primary">
                {t(`${K}.text.action`)}
              </Link>
            </div>
          </Card.Body>
        </GridCard>
      </Section>

      <Section name="alignSection">
        {(['start', 'center', 'end'] as const).map((a) => (
          <GridCard key={a} col="col-12 col-md-4" className={`h-100 text-${a}`}>
            <Card.Body>
              <TitleText title={`align.${a}`} text="align.text" />
              <button type="button" className="btn btn-outline-primary btn-sm">
                {t(`${K}.align.action`)}
              </button>
            </Card.Body>
          </GridCard>
        ))}
      </Section>

      <Section name="borderSection">
        <ColourCards
          cardClass={(c) => `h-100 border border-${c} ui-border-card`}
          titleClass="h5 card-title"
        />
      </Section>

      <Section name="colourSection" last>
        <ColourCards
          cardClass={(c) => `h-100 text-bg-${c}`}
          titleClass="h5 card-title text-reset"
        />
      </Section>
    </DemoPage>
  );
}
