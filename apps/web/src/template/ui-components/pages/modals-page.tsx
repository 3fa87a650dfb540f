import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { EMPLOYERS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';
import { InviteForm } from '../modals/invite-form.tsx';

interface DemoModalProps {
  label: string;
  title: string;
  variant?: string;
  size?: 'sm' | 'lg' | 'xl';
  centered?: boolean;
  scrollable?: boolean;
  fullscreen?: true;
  animation?: boolean;
  className?: string;
  children: ReactNode;
  footer?: (close: () => void) => ReactNode;
}

/** A button that opens a modal; the modal is named by its title. */
function DemoModal({
  label,
  title,
  variant = 'outline-primary',
  children,
  footer,
  ...rest
}: DemoModalProps) {
  const { t } = useUc();
  const [show, setShow] = useState(false);
  const close = () => setShow(false);
  const titleId = `m-${label.replace(/\W+/g, '-')}`;
  return (
    <>
      <Button variant={variant} onClick={() => setShow(true)}>
        {label}
      </Button>
      <Modal show={show} onHide={close} aria-labelledby={titleId} {...rest}>
        <Modal.Header closeButton closeLabel={t('common.close')}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          {footer ? (
            footer(close)
          ) : (
            <Button variant="primary" onClick={close}>
              {t('modals.ok')}
            </Button>
          )}
        </Modal.Footer>
      </Modal>
    </>
  );
}

const ANIMATIONS: { key: string; className?: string; animation?: boolean }[] = [
  { key: 'fade' },
  { key: 'zoom', className: 'uc-modal-zoom' },
  { key: 'none', animation: false },
];

export function ModalsPage() {
  const { t } = useUc();
  const body = <p className="mb-0">{t('modals.body')}</p>;
  return (
    <DemoPage>
      <DemoCard section="modals.basic" row>
        <DemoModal
          variant="primary"
          label={t('modals.basic.open')}
          title={t('modals.basic.modalTitle')}
          footer={(close) => (
            <>
              <Button variant="outline-secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button variant="primary" onClick={close}>
                {t('modals.basic.confirm')}
              </Button>
            </>
          )}
        >
          {body}
        </DemoModal>
      </DemoCard>

      <DemoCard section="modals.sizes" row>
        {(['sm', 'lg', 'xl'] as const).map((s) => (
          <DemoModal
            key={s}
            size={s}
            label={t(`common.sizes.${s}`)}
            title={t('modals.sizes.modalTitle', { size: t(`common.sizes.${s}`) })}
          >
            {body}
          </DemoModal>
        ))}
        <DemoModal
          fullscreen
          label={t('modals.sizes.fullscreen')}
          title={t('modals.sizes.modalTitle', { size: t('modals.sizes.fullscreen') })}
        >
          {body}
        </DemoModal>
      </DemoCard>

      <DemoCard section="modals.position" row>
        <DemoModal
          centered
          label={t('modals.position.centered')}
          title={t('modals.position.centered')}
        >
          {body}
        </DemoModal>
        <DemoModal
          scrollable
          label={t('modals.position.scrolling')}
          title={t('modals.position.termsTitle')}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <p key={i}>
              <strong>{i + 1}. </strong>
              {t('modals.position.term', { employer: EMPLOYERS[i % EMPLOYERS.length] })}
            </p>
          ))}
        </DemoModal>
      </DemoCard>

      <DemoCard section="modals.animation" row>
        {ANIMATIONS.map(({ key, ...look }) => (
          <DemoModal
            key={key}
            {...look}
            label={t(`modals.animation.${key}`)}
            title={t(`modals.animation.${key}`)}
          >
            {body}
          </DemoModal>
        ))}
      </DemoCard>

      <DemoCard section="modals.form" wide>
        <InviteForm />
      </DemoCard>

      <DemoCard section="modals.static" wide>
        <StaticModal />
      </DemoCard>
    </DemoPage>
  );
}

function StaticModal() {
  const { t } = useUc();
  const [show, setShow] = useState(false);
  const [agree, setAgree] = useState(false);
  return (
    <>
      <Button variant="outline-danger" onClick={() => setShow(true)}>
        {t('modals.static.open')}
      </Button>
      <Modal show={show} backdrop="static" keyboard={false} aria-labelledby="m-static">
        <Modal.Header>
          <Modal.Title id="m-static" as="h2" className="h5">
            {t('modals.static.modalTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('modals.static.text')}</p>
          <Form.Check
            id="m-static-agree"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            label={t('modals.static.agree')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setShow(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" disabled={!agree} onClick={() => setShow(false)}>
            {t('modals.static.confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
