import type { ReactNode } from 'react';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { STUDENTS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';

type Placement = 'start' | 'end' | 'top' | 'bottom';

function StudentSummary() {
  const { t } = useUc();
  const s = STUDENTS[0];
  return (
    <div className="d-flex gap-3 align-items-center mb-3">
      <Avatar name={s.name} src={s.photo} size={48} />
      <div>
        <div className="fw-semibold text-body-emphasis">{s.name}</div>
        <div className="small text-body-secondary">{t('offcanvas.course')}</div>
      </div>
    </div>
  );
}

function FilterForm() {
  const { t } = useUc();
  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <Form.Group className="mb-3" controlId="oc-sector">
        <Form.Label>{t('offcanvas.filters.sector')}</Form.Label>
        <Form.Select>
          <option>{t('offcanvas.filters.any')}</option>
          <option>{t('autoComplete.sectors.tech')}</option>
          <option>{t('autoComplete.sectors.finance')}</option>
          <option>{t('autoComplete.sectors.health')}</option>
        </Form.Select>
      </Form.Group>
      <Form.Check id="oc-remote" className="mb-2" label={t('offcanvas.filters.remote')} />
      <Form.Check
        id="oc-paid"
        className="mb-3"
        label={t('offcanvas.filters.paid')}
        defaultChecked
      />
    </Form>
  );
}

function Panel({
  placement,
  label,
  title,
  scroll = false,
  backdrop = true,
  variant = 'outline-primary',
  children,
}: {
  placement: Placement;
  label: string;
  title: string;
  scroll?: boolean;
  backdrop?: boolean;
  variant?: string;
  children: ReactNode;
}) {
  const { t } = useUc();
  const [show, setShow] = useState(false);
  const id = `oc-${label.replace(/\W+/g, '-')}`;
  return (
    <>
      <Button variant={variant} onClick={() => setShow(true)} aria-controls={id}>
        {label}
      </Button>
      <Offcanvas
        id={id}
        show={show}
        onHide={() => setShow(false)}
        placement={placement}
        scroll={scroll}
        backdrop={backdrop}
        aria-labelledby={`${id}-t`}
      >
        <Offcanvas.Header closeButton closeLabel={t('common.close')}>
          <Offcanvas.Title id={`${id}-t`} as="h2" className="h5">
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {children}
          <div className="d-flex gap-2 mt-3">
            <Button onClick={() => setShow(false)}>{t('offcanvas.apply')}</Button>
            <Button variant="outline-secondary" onClick={() => setShow(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

export function OffcanvasPage() {
  const { t } = useUc();
  return (
    <DemoPage>
      <DemoCard section="offcanvas.placements" row>
        {(['start', 'end', 'top', 'bottom'] as const).map((p) => (
          <Panel
            key={p}
            placement={p}
            label={t(`common.placements.${p}`)}
            title={t('offcanvas.placements.panelTitle', {
              side: t(`common.placements.${p}`),
            })}
          >
            <p className="mb-0">{t('offcanvas.placements.text')}</p>
          </Panel>
        ))}
      </DemoCard>

      <DemoCard section="offcanvas.filters">
        <Panel
          placement="end"
          variant="primary"
          label={t('offcanvas.filters.open')}
          title={t('offcanvas.filters.panelTitle')}
        >
          <FilterForm />
        </Panel>
      </DemoCard>

      <DemoCard section="offcanvas.profile">
        <Panel
          placement="start"
          label={t('offcanvas.profile.open')}
          title={t('offcanvas.profile.panelTitle')}
        >
          <StudentSummary />
          <p>{t('offcanvas.profile.text')}</p>
        </Panel>
      </DemoCard>

      <DemoCard section="offcanvas.backdrop" row>
        <Panel
          placement="end"
          scroll
          backdrop={false}
          label={t('offcanvas.backdrop.scroll')}
          title={t('offcanvas.backdrop.scroll')}
        >
          <p className="mb-0">{t('offcanvas.backdrop.text')}</p>
        </Panel>
        <Panel
          placement="bottom"
          scroll
          label={t('offcanvas.backdrop.both')}
          title={t('offcanvas.backdrop.both')}
        >
          <p className="mb-0">{t('offcanvas.backdrop.text')}</p>
        </Panel>
      </DemoCard>
    </DemoPage>
  );
}
