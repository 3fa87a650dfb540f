import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { SweetAlertIcon, SweetAlertPosition } from 'sweetalert2';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { fire } from './swal.ts';
import { useExt } from '../shared/use-ext.ts';

const POSITIONS: SweetAlertPosition[] = ['top-start', 'top-end', 'bottom-start', 'bottom-end'];
const ICONS: { icon: SweetAlertIcon; variant: string }[] = [
  { icon: 'success', variant: 'success' },
  { icon: 'error', variant: 'danger' },
  { icon: 'warning', variant: 'warning' },
  { icon: 'info', variant: 'info' },
  { icon: 'question', variant: 'secondary' },
];

export function SweetAlertPage() {
  const k = useExt('sweetAlert');
  const [lastResult, setLastResult] = useState<string>('');

  const confirmDelete = async () => {
    const result = await fire({
      title: k('confirmTitle'),
      text: k('confirmText'),
      icon: 'warning',
      showCancelButton: true,
      confirmButtonText: k('confirmYes'),
      cancelButtonText: k('cancel'),
      customClass: { confirmButton: 'btn btn-danger' },
    });
    if (result.isConfirmed) {
      setLastResult(k('resultDeleted'));
      await fire({ icon: 'success', title: k('deletedTitle'), text: k('deletedText') });
    } else {
      setLastResult(k('resultKept'));
      await fire({ icon: 'info', title: k('cancelledTitle'), text: k('cancelledText') });
    }
  };

  const prompt = async () => {
    const result = await fire({
      title: k('promptTitle'),
      input: 'email',
      inputLabel: k('promptLabel'),
      inputPlaceholder: 'name@employer.co.uk',
      showCancelButton: true,
      confirmButtonText: k('promptSend'),
      cancelButtonText: k('cancel'),
      validationMessage: k('promptInvalid'),
    });
    const email: unknown = result.value;
    if (result.isConfirmed && typeof email === 'string' && email) {
      setLastResult(k('resultInvited', { email }));
      // titleText, not title: the address is user input and title is HTML.
      await fire({ icon: 'success', titleText: k('promptDone', { email }) });
    }
  };

  const timer = () =>
    fire({
      title: k('timerTitle'),
      html: k('timerText'),
      timer: 2500,
      timerProgressBar: true,
      showConfirmButton: false,
    });

  return (
    <DemoPage>
      <DemoCard col="col-md-6" title={k('basicTitle')} text={k('basicText')}>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => void fire({ title: k('basicMessage') })}>{k('basic')}</Button>
          <Button
            variant="outline-primary"
            onClick={() => void fire({ title: k('withTitle'), text: k('withTitleText') })}
          >
            {k('titleAndText')}
          </Button>
          <Button
            variant="outline-primary"
            onClick={() =>
              void fire({
                title: k('htmlTitle'),
                html: `<p class="mb-1">${k('htmlLine1')}</p><p class="mb-0 small text-body-secondary">${k('htmlLine2')}</p>`,
                footer: k('htmlFooter'),
              })
            }
          >
            {k('withFooter')}
          </Button>
        </div>
      </DemoCard>
      <DemoCard col="col-md-6" title={k('positionsTitle')} text={k('positionsText')}>
        <div className="d-flex flex-wrap gap-2">
          {POSITIONS.map((position) => (
            <Button
              key={position}
              variant="outline-primary"
              onClick={() =>
                void fire({
                  position,
                  icon: 'success',
                  title: k('savedShortlist'),
                  showConfirmButton: false,
                  timer: 1500,
                })
              }
            >
              {k(`pos.${position}`)}
            </Button>
          ))}
        </div>
      </DemoCard>
      <DemoCard col="col-md-6" title={k('iconsTitle')} text={k('iconsText')}>
        <div className="d-flex flex-wrap gap-2">
          {ICONS.map(({ icon, variant }) => (
            <Button
              key={icon}
              variant={`outline-${variant}`}
              onClick={() =>
                void fire({ icon, title: k(`icon.${icon}`), text: k(`iconText.${icon}`) })
              }
            >
              {k(`icon.${icon}`)}
            </Button>
          ))}
        </div>
      </DemoCard>
      <DemoCard col="col-md-6" title={k('optionsTitle')} text={k('optionsText')}>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="danger" onClick={() => void confirmDelete()}>
            {k('confirmButton')}
          </Button>
          <Button variant="outline-primary" onClick={() => void prompt()}>
            {k('promptButton')}
          </Button>
          <Button variant="outline-secondary" onClick={() => void timer()}>
            {k('timerButton')}
          </Button>
        </div>
        <p className="mt-3 mb-0 small" role="status" aria-live="polite">
          {lastResult && (
            <>
              <span className="text-body-secondary">{k('lastResult')}</span>{' '}
              <strong data-testid="swal-result">{lastResult}</strong>
            </>
          )}
        </p>
      </DemoCard>
    </DemoPage>
  );
}
