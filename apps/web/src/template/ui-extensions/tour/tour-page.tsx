import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Briefcase, Calendar, Flag, Search, Users } from 'react-feather';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { VACANCIES } from '../shared/sample-data.ts';
import { useExt } from '../shared/use-ext.ts';
import '../extensions.scss';
import { ColCard } from '../../shared/col-card.tsx';
import { TableHead } from '../../shared/table-head.tsx';

const STEPS = ['start', 'stats', 'search', 'table', 'help'] as const;

export function TourPage() {
  const k = useExt('tour');
  const tourRef = useRef<Driver | null>(null);

  // Leaving the screen mid-tour must not leave its overlay behind.
  useEffect(() => () => tourRef.current?.destroy(), []);

  const start = () => {
    tourRef.current?.destroy();
    const tour = driver({
      showProgress: true,
      animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      popoverClass: 'ext-tour',
      nextBtnText: k('next'),
      prevBtnText: k('previous'),
      doneBtnText: k('done'),
      progressText: k('progress', { current: '{{current}}', total: '{{total}}' }),
      steps: STEPS.map((s) => ({
        element: `[data-tour="${s}"]`,
        popover: { title: k(`steps.${s}.title`), description: k(`steps.${s}.text`) },
      })),
    });
    tourRef.current = tour;
    tour.drive();
  };

  const stats = [
    { icon: Briefcase, value: '128', label: k('statVacancies'), colour: 'primary' },
    { icon: Users, value: '2,431', label: k('statStudents'), colour: 'success' },
    { icon: Calendar, value: '14', label: k('statEvents'), colour: 'warning' },
  ];

  return (
    <>
      <RoutePageHeader />
      <Card className="mb-4 bg-light-primary border-0">
        <Card.Body className="d-flex flex-wrap align-items-center gap-3">
          <Flag className="text-primary" aria-hidden="true" />
          <div className="flex-grow-1">
            <h2 className="h5 mb-1">{k('introTitle')}</h2>
            <p className="mb-0 small">{k('introText')}</p>
          </div>
          <Button data-tour="start" onClick={start}>
            {k('startTour')}
          </Button>
        </Card.Body>
      </Card>

      <div className="row g-4 mb-4" data-tour="stats">
        {stats.map(({ icon: Icon, value, label, colour }) => (
          <ColCard
            key={label}
            col="col-sm-4"
            className="h-100"
            bodyClassName="d-flex align-items-center gap-3"
          >
            <span className={`avatar avatar-lg bg-light-${colour}`}>
              <Icon size={20} aria-hidden="true" />
            </span>
            <div>
              <div className="h4 mb-0">{value}</div>
              <div className="small text-body-secondary">{label}</div>
            </div>
          </ColCard>
        ))}
      </div>

      <Card>
        <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-transparent">
          <h2 className="h5 mb-0 flex-grow-1">{k('tableTitle')}</h2>
          <div data-tour="search" className="input-group" style={{ maxWidth: 280 }}>
            <span className="input-group-text">
              <Search size={16} aria-hidden="true" />
            </span>
            <Form.Control type="search" aria-label={k('search')} placeholder={k('search')} />
          </div>
          <Button variant="outline-secondary" data-tour="help">
            {k('help')}
          </Button>
        </Card.Header>
        <div className="table-responsive" data-tour="table">
          <Table className="mb-0 align-middle">
            <TableHead
              cells={[
                { text: k('colTitle'), className: 'ps-4' },
                k('colEmployer'),
                k('colLocation'),
                { text: k('colApplications'), className: 'text-end pe-4' },
              ]}
            />
            <tbody>
              {VACANCIES.slice(0, 5).map((v) => (
                <tr key={v.id}>
                  <td className="fw-semibold ps-4">{v.title}</td>
                  <td>{v.employer}</td>
                  <td>{v.location}</td>
                  <td className="text-end pe-4">{v.applications}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Card>
    </>
  );
}
