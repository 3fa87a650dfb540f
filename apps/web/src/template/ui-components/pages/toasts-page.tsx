import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Toast from 'react-bootstrap/Toast';
import ToastContainer, { type ToastPosition } from 'react-bootstrap/ToastContainer';
import { Bell } from 'react-feather';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { EMPLOYERS, STUDENTS } from '../shared/samples.ts';
import { useUc } from '../shared/use-uc.ts';
import { SelectField } from '../../shared/select-field.tsx';

const POSITIONS: ToastPosition[] = [
  'top-start',
  'top-center',
  'top-end',
  'middle-center',
  'bottom-start',
  'bottom-center',
  'bottom-end',
];

function DemoToast({
  onClose,
  show = true,
  bg,
  who = STUDENTS[0].name,
  text,
  autohide = false,
}: {
  onClose?: () => void;
  show?: boolean;
  bg?: string;
  who?: string;
  text: string;
  autohide?: boolean;
}) {
  const { t } = useUc();
  const light = !bg || bg === 'light';
  return (
    <Toast show={show} onClose={onClose} bg={bg} autohide={autohide} delay={6000}>
      <Toast.Header closeLabel={t('common.close')} closeButton={!!onClose}>
        <Avatar name={who} size={22} className="me-2" />
        <strong className="me-auto">{who}</strong>
        <small>{t('toasts.justNow')}</small>
      </Toast.Header>
      <Toast.Body className={light ? '' : 'text-white'}>{text}</Toast.Body>
    </Toast>
  );
}

export function ToastsPage() {
  const { t } = useUc();
  const [basic, setBasic] = useState(true);
  const [position, setPosition] = useState<ToastPosition>('top-end');
  const [placed, setPlaced] = useState(false);

  return (
    <DemoPage>
      <DemoCard section="toasts.basic">
        {basic ? (
          <DemoToast onClose={() => setBasic(false)} text={t('toasts.basic.text')} />
        ) : (
          <Button variant="outline-primary" onClick={() => setBasic(true)}>
            {t('toasts.basic.again')}
          </Button>
        )}
      </DemoCard>

      <DemoCard section="toasts.colors">
        <div className="d-flex flex-column gap-2">
          {(['primary', 'success', 'danger'] as const).map((c, i) => (
            <DemoToast
              key={c}
              bg={c === 'primary' ? 'primary' : c}
              who={STUDENTS[i + 1]?.name}
              text={t(`toasts.colors.${c}`)}
            />
          ))}
        </div>
      </DemoCard>

      <DemoCard section="toasts.position">
        <div className="d-flex flex-wrap align-items-end gap-2">
          <SelectField
            className=""
            controlId="toast-position"
            label={t('toasts.position.label')}
            value={position}
            onChange={(e) => setPosition(e.target.value as ToastPosition)}
            options={POSITIONS.map((p) => ({ value: p, label: t(`toasts.position.${p}`) }))}
          />
          <Button onClick={() => setPlaced(true)}>{t('toasts.position.show')}</Button>
        </div>
        <ToastContainer position={position} containerPosition="fixed" className="p-3 uc-toasts">
          <DemoToast
            show={placed}
            onClose={() => setPlaced(false)}
            autohide
            text={t('toasts.position.text')}
          />
        </ToastContainer>
      </DemoCard>

      <ToastStackDemo />
    </DemoPage>
  );
}

/** Toasts that stack up in their card, each hiding itself after six seconds unless held. */
export function ToastStackDemo() {
  const { t } = useUc();
  const [stack, setStack] = useState<{ id: number; employer: string }[]>([]);
  const [held, setHeld] = useState(false);
  const next = useRef(1);

  const add = () => {
    const id = next.current++;
    setStack((s) => [...s, { id, employer: EMPLOYERS[id % EMPLOYERS.length] ?? '' }]);
  };

  return (
    <DemoCard section="toasts.stack">
      <div className="uc-demo-row mb-3">
        <Button onClick={add}>
          <Bell size={14} aria-hidden="true" className="me-2" />
          {t('toasts.stack.add')}
        </Button>
        <Button variant="outline-secondary" onClick={() => setStack([])} disabled={!stack.length}>
          {t('toasts.stack.clear')}
        </Button>
        <Button variant="outline-info" onClick={() => void notify('info', t('toasts.stack.app'))}>
          {t('toasts.stack.appButton')}
        </Button>
      </div>
      {/* The stack sits in the card, under its buttons, so it never covers them; pointing at it or
          focusing a toast holds the six-second timers (WCAG 2.2.1) until the pointer leaves. */}
      <div
        className="uc-toast-stack"
        aria-live="polite"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <ToastContainer containerPosition="static">
          {stack.map(({ id, employer }) => (
            <DemoToast
              key={id}
              autohide={!held}
              who={employer}
              onClose={() => setStack((s) => s.filter((x) => x.id !== id))}
              text={t('toasts.stack.text', { employer })}
            />
          ))}
        </ToastContainer>
      </div>
    </DemoCard>
  );
}
