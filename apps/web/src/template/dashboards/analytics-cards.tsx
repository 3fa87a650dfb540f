import { CardFigure, CardShell } from './card-shell.tsx';
import { Chart } from '../../core/charts/chart.tsx';
import { rangeKey } from './range-select.tsx';
import { fmt, useRangedCard } from './use-ranged-card.tsx';

export function AvgSessionsCard() {
  const { t, i18n, colors, card, range, title, shell } = useRangedCard(
    'avg-sessions',
    'dashboards.avgSessions.title',
  );
  return (
    <CardShell {...shell}>
      {card && (
        <div className="row g-3 align-items-center">
          <div className="col-12 col-sm-5">
            <p className="h2 fw-bold mb-1">{fmt(card.sessions, i18n.language)}</p>
            <p className="mb-0">
              <span className="text-success fw-semibold">{card.growth}</span>{' '}
              {t('dashboards.avgSessions.vs', { range: t(rangeKey(range)).toLowerCase() })}
            </p>
          </div>
          <div className="col-12 col-sm-7">
            <Chart
              type="bar"
              height={180}
              label={title}
              series={card.series.map((s) => ({
                name: t('dashboards.avgSessions.sessions'),
                data: s.data,
              }))}
              options={{
                chart: { sparkline: { enabled: true } },
                colors: card.series[0]?.data.map((_, i) =>
                  i === 3 ? colors.primary : `${colors.primary}55`,
                ),
                plotOptions: { bar: { columnWidth: '45%', distributed: true, borderRadius: 4 } },
                legend: { show: false },
                tooltip: { x: { show: false } },
              }}
            />
          </div>
          <div className="col-12">
            <hr />
            <dl className="row row-cols-2 g-3 mb-0 small">
              {(
                [
                  ['goal', `${fmt(card.goal, i18n.language)}`],
                  ['users', fmt(card.users, i18n.language)],
                  ['retention', `${card.retention}%`],
                  ['duration', t('dashboards.avgSessions.years', { count: card.duration })],
                ] as const
              ).map(([key, value]) => (
                <CardFigure
                  key={key}
                  label={t(`dashboards.avgSessions.${key}`)}
                  valueClassName="mb-0 fw-semibold"
                  small={false}
                >
                  {value}
                </CardFigure>
              ))}
            </dl>
          </div>
        </div>
      )}
    </CardShell>
  );
}

export function SupportTrackerCard() {
  const { t, colors, card, title, shell } = useRangedCard(
    'support-tracker',
    'dashboards.support.title',
  );
  return (
    <CardShell {...shell}>
      {card && (
        <div className="row g-3 align-items-center">
          <div className="col-12 col-sm-4">
            <p className="display-5 fw-bold mb-0">{card.totalTicket}</p>
            <p className="text-body-secondary mb-0">{t('dashboards.support.tickets')}</p>
          </div>
          <div className="col-12 col-sm-8">
            <Chart
              type="radialBar"
              height={260}
              label={`${title}: ${card.completedPercent}%`}
              series={[card.completedPercent]}
              options={{
                labels: [t('dashboards.support.completed')],
                colors: [colors.danger],
                plotOptions: {
                  radialBar: {
                    startAngle: -140,
                    endAngle: 130,
                    hollow: { size: '62%' },
                    track: { background: colors.border },
                    dataLabels: {
                      name: { offsetY: -15, color: colors.muted },
                      value: { offsetY: 12, fontSize: '2rem', color: colors.text },
                    },
                  },
                },
                fill: {
                  type: 'gradient',
                  gradient: {
                    shade: 'dark',
                    type: 'horizontal',
                    gradientToColors: [colors.primary],
                    stops: [0, 100],
                  },
                },
                stroke: { dashArray: 8 },
              }}
            />
          </div>
          <dl className="col-12 d-flex justify-content-between text-center mb-0">
            {(['newTicket', 'openTicket', 'responseTime'] as const).map((key) => (
              <CardFigure key={key} label={t(`dashboards.support.${key}`)}>
                {key === 'responseTime'
                  ? t('dashboards.support.days', { count: card[key] })
                  : card[key]}
              </CardFigure>
            ))}
          </dl>
        </div>
      )}
    </CardShell>
  );
}
