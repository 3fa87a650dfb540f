import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { CANDIDATES, gbp, VACANCIES } from '../shared/sample-data.ts';
import { paginate } from './paginate.ts';
import { Paginator } from './paginator.tsx';
import { useExt } from '../shared/use-ext.ts';

const PAGE_SIZES = [5, 10, 25];

export function PaginationPage() {
  const k = useExt('pagination');
  const id = useId();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(5);
  const [peoplePage, setPeoplePage] = useState(0);
  const [demoPage, setDemoPage] = useState(4);
  const vacancies = paginate(VACANCIES, page, size);
  const people = paginate(CANDIDATES, peoplePage, 4);
  // The size and alignment examples page through one shared demo.
  const demo = { pageCount: 10, page: demoPage, onChange: setDemoPage };

  return (
    <DemoPage>
      <DemoCard
        col="col-12"
        title={k('tableTitle')}
        text={k('tableText')}
        actions={
          <Form.Group controlId={`${id}-size`} className="d-flex align-items-center gap-2">
            <Form.Label className="mb-0 small text-nowrap">{k('pageSize')}</Form.Label>
            <Form.Select
              size="sm"
              value={size}
              onChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        }
      >
        <div className="table-responsive">
          <Table hover className="align-middle">
            <thead>
              <tr>
                <th scope="col">{k('colTitle')}</th>
                <th scope="col">{k('colEmployer')}</th>
                <th scope="col">{k('colLocation')}</th>
                <th scope="col">{k('colType')}</th>
                <th scope="col" className="text-end">
                  {k('colSalary')}
                </th>
              </tr>
            </thead>
            <tbody data-testid="pagination-rows">
              {vacancies.items.map((v) => (
                <tr key={v.id}>
                  <td className="fw-semibold">{v.title}</td>
                  <td>{v.employer}</td>
                  <td>{v.location}</td>
                  <td>
                    <Badge bg="light-primary" className="text-primary">
                      {v.type}
                    </Badge>
                  </td>
                  <td className="text-end">{gbp(v.salary)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span className="small text-body-secondary" role="status">
            {k('showing', { from: vacancies.from, to: vacancies.to, total: vacancies.total })}
          </span>
          <Paginator
            label={k('tableTitle')}
            pageCount={vacancies.pageCount}
            page={vacancies.page}
            onChange={setPage}
          />
        </div>
      </DemoCard>
      <DemoCard col="col-12" title={k('sizesTitle')} text={k('sizesText')}>
        <div className="d-flex flex-column gap-3">
          {(
            [
              { label: 'small', size: 'sm' },
              { label: 'default' },
              { label: 'large', size: 'lg' },
            ] as const
          ).map(({ label, ...size }) => (
            <Paginator key={label} label={k(label)} {...size} {...demo} />
          ))}
        </div>
      </DemoCard>
      <DemoCard col="col-12" title={k('alignTitle')} text={k('alignText')}>
        <div className="d-flex flex-column gap-3">
          {(['start', 'center', 'end'] as const).map((align) => (
            <Paginator
              key={align}
              label={k(`align.${align}`)}
              align={align}
              rounded={align === 'center'}
              {...demo}
            />
          ))}
        </div>
      </DemoCard>
      <DemoCard col="col-12" title={k('peopleTitle')} text={k('peopleText')}>
        <div className="row g-3 mb-3">
          {people.items.map((c) => (
            <div key={c.id} className="col-sm-6 col-xl-3">
              <div className="border rounded p-3 d-flex align-items-center gap-3 h-100">
                <Avatar name={c.name} size={40} />
                <div className="min-w-0">
                  <div className="fw-semibold text-truncate">{c.name}</div>
                  <div className="small text-body-secondary text-truncate">{c.course}</div>
                </div>
              </div>
            </div>
          ))}
        </div>
        <Paginator
          label={k('peopleTitle')}
          align="center"
          pageCount={people.pageCount}
          page={people.page}
          onChange={setPeoplePage}
        />
      </DemoCard>
    </DemoPage>
  );
}
