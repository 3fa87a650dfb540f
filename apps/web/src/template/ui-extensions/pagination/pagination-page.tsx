import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { CANDIDATES, gbp, VACANCIES } from '../shared/sample-data.ts';
import { paginate } from './paginate.ts';
import { Paginator } from './paginator.tsx';
import { useExt } from '../shared/use-ext.ts';
import { SelectField } from '../../shared/select-field.tsx';
import { TableHead } from '../../shared/table-head.tsx';

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
          <SelectField
            inline
            controlId={`${id}-size`}
            label={k('pageSize')}
            value={size}
            onChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
            options={PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
          />
        }
      >
        <div className="table-responsive">
          <Table hover className="align-middle">
            <TableHead
              cells={[
                ...(['colTitle', 'colEmployer', 'colLocation', 'colType'] as const).map((c) =>
                  k(c),
                ),
                { text: k('colSalary'), className: 'text-end' },
              ]}
            />
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
