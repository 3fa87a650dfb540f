import Card from 'react-bootstrap/Card';
import { Award, Briefcase, FileText, Users, type Icon } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { CardRow, DashboardPage } from './dashboard-layout.tsx';
import { AUDIENCE_CELLS, StatisticAreaCard, StatisticMiniCard } from './statistic-cards.tsx';
import { numberFormat } from '../../core/format/number.ts';

const K = 'uiElements.cards.statistics';

// The careers service's own headline figures (sample constants), beside the fake-API cards.
const KPIS: { key: string; value: number; icon: Icon; tone: string }[] = [
  { key: 'vacancies', value: 245, icon: Briefcase, tone: 'primary' },
  { key: 'applications', value: 8549, icon: FileText, tone: 'info' },
  { key: 'employers', value: 1423, icon: Users, tone: 'danger' },
  { key: 'placements', value: 612, icon: Award, tone: 'success' },
];

function CareersStatistics() {
  const { t, i18n } = useTranslation();
  const fmt = numberFormat(i18n.language, { notation: 'compact' });
  return (
    <Card className="h-100">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">{t(`${K}.summaryTitle`)}</h2>
        <span className="small text-body-secondary">{t(`${K}.updated`)}</span>
      </Card.Header>
      <Card.Body className="d-flex align-items-center">
        <dl className="row g-4 w-100 mb-0">
          {KPIS.map(({ key, value, icon: KpiIcon, tone }) => (
            <div key={key} className="col-6 col-md-3 d-flex align-items-center gap-3">
              <span className={`ui-icon-badge ui-icon-badge-lg bg-light-${tone}`}>
                <KpiIcon size={22} aria-hidden="true" />
              </span>
              <div className="d-flex flex-column-reverse">
                <dt className="small fw-normal text-body-secondary">{t(`${K}.kpi.${key}`)}</dt>
                <dd className="h5 mb-0">{fmt.format(value)}</dd>
              </div>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

export function CardsStatisticsPage() {
  const { t } = useTranslation();
  const third = 'col-12 col-sm-6 col-xl-4';
  return (
    <DashboardPage className="ui-cards-statistics">
      <CardRow
        className="row g-4 mb-4"
        cells={[
          ['col-12 col-xl-8', <CareersStatistics />],
          [
            'col-6 col-xl-2',
            <StatisticMiniCard name="orders-bar-chart" type="bar" tone="warning" />,
          ],
          [
            'col-6 col-xl-2',
            <StatisticMiniCard name="profit-line-chart" type="line" tone="info" />,
          ],
        ]}
      />
      <h2 className="h4 mb-3">{t(`${K}.areaTitle`)}</h2>
      <CardRow
        cells={[
          ...AUDIENCE_CELLS,
          [third, <StatisticAreaCard name="revenue" tone="success" />],
          [third, <StatisticAreaCard name="sales" tone="danger" />],
          ['col-12 col-sm-12 col-xl-4', <StatisticAreaCard name="newsletter" tone="primary" />],
        ]}
      />
    </DashboardPage>
  );
}
