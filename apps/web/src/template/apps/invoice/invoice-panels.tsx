import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { notify } from '../../../core/ui/toasts.tsx';
import type { Invoice } from '../../../fake-api/types.ts';
import { localDay } from '../shared/local-day.ts';
import { FormField, FormFieldList } from '../shared/form-field.tsx';
import { SelectField } from '../../shared/select-field.tsx';
import { FormPanel } from '../shared/form-panel.tsx';
import { usePanelForm } from '../shared/panel-form.ts';
import { requiredText } from '../shared/schema-parts.ts';

export const sendInvoiceSchema = z.object({
  from: z.email('invoiceApp.errors.email'),
  to: z.email('invoiceApp.errors.email'),
  subject: requiredText('invoiceApp.errors.required'),
  message: requiredText('invoiceApp.errors.required'),
});

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
  const { register, panel, formState } = usePanelForm(sendInvoiceSchema, {
    values: {
      from: 'accounts@careers.example.ac.uk',
      to: invoice.client.companyEmail,
      subject: t('invoiceApp.send.defaultSubject', { number: `#${invoice.id}` }),
      message: t('invoiceApp.send.defaultMessage', { name: invoice.client.name }),
    },
    save: () =>
      void notify('success', t('invoiceApp.send.sent', { email: invoice.client.companyEmail })),
    onHide,
  });
  return (
    <FormPanel show={show} {...panel} texts="invoiceApp.send" cancel="invoiceApp.cancel">
      <FormFieldList
        form={{ register, formState }}
        names={['from', 'to', 'subject', 'message']}
        idPrefix="send"
        label={(name) => t(`invoiceApp.send.${name}`)}
        props={(name) => (name === 'message' ? { as: 'textarea', rows: 6 } : {})}
      />
      <p className="small text-body-secondary">
        {t('invoiceApp.send.attached', { number: `#${invoice.id}` })}
      </p>
    </FormPanel>
  );
}

const today = () => localDay(new Date());

export function AddPaymentPanel({ show, onHide, invoice }: PanelProps) {
  const { t } = useTranslation();
  const { register, errors, panel } = usePanelForm(addPaymentSchema, {
    defaultValues: { date: today(), method: 'bankTransfer', note: '' },
    save: (value) =>
      void notify(
        'success',
        t('invoiceApp.payment.added', { amount: value.amount, number: `#${invoice.id}` }),
      ),
    onHide,
  });
  const err = (k: keyof AddPayment) => errors[k]?.message;
  return (
    <FormPanel show={show} {...panel} texts="invoiceApp.payment" cancel="invoiceApp.cancel">
      <p className="mb-3">
        {t('invoiceApp.balance')}: <strong>{invoice.balance === 0 ? 0 : invoice.balance}</strong>
      </p>
      <FormField
        controlId="payment-amount"
        label={t('invoiceApp.payment.amount')}
        type="number"
        step="0.01"
        {...register('amount', { valueAsNumber: true })}
        error={err('amount')}
      />
      <FormField
        controlId="payment-date"
        label={t('invoiceApp.payment.date')}
        type="date"
        {...register('date')}
        error={err('date')}
      />
      <SelectField
        controlId="payment-method"
        label={t('invoiceApp.payment.method')}
        options={PAYMENT_METHODS.map((m) => ({
          value: m,
          label: t(`invoiceApp.payment.methods.${m}`),
        }))}
        {...register('method')}
        isInvalid={Boolean(err('method'))}
      />
      <FormField
        controlId="payment-note"
        label={t('invoiceApp.payment.note')}
        as="textarea"
        rows={3}
        {...register('note')}
        error={err('note')}
      />
    </FormPanel>
  );
}
