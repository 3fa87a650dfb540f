import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toast, type Id, type ToastPosition, type TypeOptions } from 'react-toastify';
import { requestToasts } from '../../../core/ui/toasts.tsx';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useExt } from '../shared/use-ext.ts';
import { SelectField } from '../../shared/select-field.tsx';
import { SwitchToggle } from '../../shared/switch-toggle.tsx';

type Kind = Exclude<TypeOptions, 'default'>;
const KINDS: { kind: Kind; variant: string }[] = [
  { kind: 'success', variant: 'success' },
  { kind: 'info', variant: 'info' },
  { kind: 'warning', variant: 'warning' },
  { kind: 'error', variant: 'danger' },
];
const POSITIONS: ToastPosition[] = [
  'top-right',
  'top-center',
  'top-left',
  'bottom-right',
  'bottom-center',
  'bottom-left',
];
const DURATIONS = [2000, 4000, 8000];

export function ToastrPage() {
  const k = useExt('toastr');
  const id = useId();
  const [kind, setKind] = useState<Kind>('success');
  const [position, setPosition] = useState<ToastPosition>('top-right');
  const [duration, setDuration] = useState(4000);
  const [progressBar, setProgressBar] = useState(true);
  const [colored, setColored] = useState(false);
  const [message, setMessage] = useState(() => k('defaultMessage'));
  const uploadRef = useRef<Id | null>(null);
  const timerRef = useRef<number | null>(null);

  // The app's toast container loads on demand; this screen wants it straight away.
  useEffect(() => {
    requestToasts();
    return () => {
      if (timerRef.current) window.clearInterval(timerRef.current);
    };
  }, []);

  const show = () =>
    toast(message.trim() || k('defaultMessage'), {
      type: kind,
      position,
      autoClose: duration,
      hideProgressBar: !progressBar,
      // Only when asked: an undefined theme would override the container's.
      ...(colored ? { theme: 'colored' as const } : {}),
    });

  const upload = () => {
    if (timerRef.current) window.clearInterval(timerRef.current);
    let progress = 0;
    uploadRef.current = toast(k('uploading'), { progress: 0, type: 'info', autoClose: false });
    timerRef.current = window.setInterval(() => {
      progress = Math.min(1, progress + 0.2);
      const current = uploadRef.current;
      if (current === null) return;
      if (progress >= 1) {
        if (timerRef.current) window.clearInterval(timerRef.current);
        toast.update(current, {
          render: k('uploaded'),
          type: 'success',
          progress: undefined,
          autoClose: 3000,
        });
        toast.done(current);
      } else {
        toast.update(current, { progress });
      }
    }, 600);
  };

  return (
    <DemoPage>
      <DemoCard col="col-lg-7" title={k('builderTitle')} text={k('builderText')}>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            show();
          }}
        >
          <Form.Group className="mb-3" controlId={`${id}-msg`}>
            <Form.Label>{k('message')}</Form.Label>
            <Form.Control value={message} onChange={(e) => setMessage(e.target.value)} />
          </Form.Group>
          <div className="row g-3 mb-3">
            <fieldset className="col-sm-6">
              <legend className="form-label fs-6">{k('type')}</legend>
              {KINDS.map((o) => (
                <Form.Check
                  key={o.kind}
                  type="radio"
                  id={`${id}-${o.kind}`}
                  name={`${id}-kind`}
                  label={k(`kinds.${o.kind}`)}
                  checked={kind === o.kind}
                  onChange={() => setKind(o.kind)}
                />
              ))}
            </fieldset>
            <div className="col-sm-6">
              <SelectField
                controlId={`${id}-pos`}
                label={k('position')}
                value={position}
                onChange={(e) => setPosition(e.target.value as ToastPosition)}
                options={POSITIONS.map((p) => ({ value: p, label: k(`positions.${p}`) }))}
              />
              <SelectField
                className=""
                controlId={`${id}-dur`}
                label={k('duration')}
                value={duration}
                onChange={(e) => setDuration(Number(e.target.value))}
                options={DURATIONS.map((d) => ({ value: d, label: k('seconds', { n: d / 1000 }) }))}
              />
            </div>
          </div>
          <SwitchToggle
            id={`${id}-progress`}
            label={k('progressBar')}
            checked={progressBar}
            onChange={setProgressBar}
          />
          <SwitchToggle
            id={`${id}-colored`}
            label={k('colored')}
            checked={colored}
            onChange={setColored}
            className="mb-3"
          />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit">{k('show')}</Button>
            <Button variant="outline-secondary" onClick={() => toast.dismiss()}>
              {k('dismissAll')}
            </Button>
          </div>
        </Form>
      </DemoCard>
      <div className="col-lg-5 d-flex flex-column gap-4">
        <DemoCard title={k('typesTitle')} text={k('typesText')} className="h-auto">
          <div className="d-flex flex-wrap gap-2">
            {KINDS.map((o) => (
              <Button
                key={o.kind}
                variant={`outline-${o.variant}`}
                onClick={() => toast[o.kind](k(`samples.${o.kind}`))}
              >
                {k(`kinds.${o.kind}`)}
              </Button>
            ))}
          </div>
        </DemoCard>
        <DemoCard title={k('progressTitle')} text={k('progressText')} className="h-auto">
          <Button variant="outline-primary" onClick={upload}>
            {k('startUpload')}
          </Button>
        </DemoCard>
      </div>
    </DemoPage>
  );
}
