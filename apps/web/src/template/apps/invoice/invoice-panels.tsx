import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../../core/ui/toasts.tsx';
import type { Invoice } from '../../../fake-api/types.ts';

export const sendInvoiceSchema = z.object({
  from: z.email('invoiceApp.errors.email'),
  to: z.email('invoiceApp.errors.email'),
  subject: z.string().trim().min(1, 'invoiceApp.errors.required'),
  message: z.string().trim().min(1, 'invoiceApp.errors.required'),
});
type SendInvoice = z.infer<typeof sendInvoiceSchema>;

export const PAYMENT_METHODS = [
  'cash',
  'bankTransfer',
  'debitCard',
  'creditCard',
  'paypal',
] as const;

export const addPaymentSchema = z.object({
  amount: z.number('invoiceApp.errors.amount').positive('invoiceApp.errors.amount'),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invoiceApp.errors.required'),
  method: z.enum(PAYMENT_METHODS, 'invoiceApp.errors.required'),
  note: z.string().max(200, 'invoiceApp.errors.tooLong'),
});
type AddPayment = z.infer<typeof addPaymentSchema>;

interface PanelProps {
  show: boolean;
  onHide: () => void;
  invoice: Invoice;
}

export function SendInvoicePanel({ show, onHide, invoice }: PanelProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<SendInvoice>({
    resolver: zodResolver(sendInvoiceSchema),
    values: {
      from: 'accounts@careers.example.ac.uk',
      to: invoice.client.companyEmail,
      subject: t('invoiceApp.send.defaultSubject', { number: `#${invoice.id}` }),
      message: t('invoiceApp.send.defaultMessage', { name: invoice.client.name }),
    },
  });
  const err = (k: keyof SendInvoice) => formState.errors[k]?.message;
  const submit = handleSubmit(() => {
    void notify('success', t('invoiceApp.send.sent', { email: invoice.client.companyEmail }));
    reset();
    onHide();
  });
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="send-invoice-title">
      <Offcanvas.Header closeButton closeLabel={t('invoiceApp.cancel')}>
        <Offcanvas.Title as="h2" className="h5" id="send-invoice-title">
          {t('invoiceApp.send.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          {(['from', 'to', 'subject'] as const).map((name) => (
            <Form.Group className="mb-3" controlId={`send-${name}`} key={name}>
              <Form.Label>{t(`invoiceApp.send.${name}`)}</Form.Label>
              <Form.Control {...register(name)} isInvalid={Boolean(err(name))} />
              <Form.Control.Feedback type="invalid">{t(err(name) ?? '')}</Form.Control.Feedback>
            </Form.Group>
          ))}
          <Form.Group className="mb-3" controlId="send-message">
            <Form.Label>{t('invoiceApp.send.message')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              {...register('message')}
              isInvalid={Boolean(err('message'))}
            />
            <Form.Control.Feedback type="invalid">{t(err('message') ?? '')}</Form.Control.Feedback>
          </Form.Group>
          <p className="small text-body-secondary">
            {t('invoiceApp.send.attached', { number: `#${invoice.id}` })}
          </p>
          <div className="d-flex gap-2">
            <Button type="submit">{t('invoiceApp.send.submit')}</Button>
            <Button variant="outline-secondary" onClick={onHide}>
              {t('invoiceApp.cancel')}
            </Button>
          </div>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function AddPaymentPanel({ show, onHide, invoice }: PanelProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, formState } = useForm<AddPayment>({
    resolver: zodResolver(addPaymentSchema),
    defaultValues: { date: today(), method: 'bankTransfer', note: '' },
  });
  const err = (k: keyof AddPayment) => formState.errors[k]?.message;
  const submit = handleSubmit((value) => {
    void notify(
      'success',
      t('invoiceApp.payment.added', { amount: value.amount, number: `#${invoice.id}` }),
    );
    reset({ date: today(), method: 'bankTransfer', note: '' });
    onHide();
  });
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="add-payment-title">
      <Offcanvas.Header closeButton closeLabel={t('invoiceApp.cancel')}>
        <Offcanvas.Title as="h2" className="h5" id="add-payment-title">
          {t('invoiceApp.payment.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Form noValidate onSubmit={(e) => void submit(e)}>
          <p className="mb-3">
            {t('invoiceApp.balance')}:{' '}
            <strong>{invoice.balance === 0 ? 0 : invoice.balance}</strong>
          </p>
          <Form.Group className="mb-3" controlId="payment-amount">
            <Form.Label>{t('invoiceApp.payment.amount')}</Form.Label>
            <Form.Control
              type="number"
              step="0.01"
              {...register('amount', { valueAsNumber: true })}
              isInvalid={Boolean(err('amount'))}
            />
            <Form.Control.Feedback type="invalid">{t(err('amount') ?? '')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="payment-date">
            <Form.Label>{t('invoiceApp.payment.date')}</Form.Label>
            <Form.Control type="date" {...register('date')} isInvalid={Boolean(err('date'))} />
            <Form.Control.Feedback type="invalid">{t(err('date') ?? '')}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="payment-method">
            <Form.Label>{t('invoiceApp.payment.method')}</Form.Label>
            <Form.Select {...register('method')} isInvalid={Boolean(err('method'))}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`invoiceApp.payment.methods.${m}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="payment-note">
            <Form.Label>{t('invoiceApp.payment.note')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              {...register('note')}
              isInvalid={Boolean(err('note'))}
            />
            <Form.Control.Feedback type="invalid">{t(err('note') ?? '')}</Form.Control.Feedback>
          </Form.Group>
          <div className="d-flex gap-2">
            <Button type="submit">{t('invoiceApp.payment.submit')}</Button>
            <Button variant="outline-secondary" onClick={onHide}>
              {t('invoiceApp.cancel')}
            </Button>
          </div>
        </Form>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
