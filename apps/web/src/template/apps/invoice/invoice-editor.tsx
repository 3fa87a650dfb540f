import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { UserPlus } from 'react-feather';
import { flushSync } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/ui/toasts.tsx';
import type { InvoiceClient } from '../../../fake-api/types.ts';
import { FormField, FormFieldList } from '../shared/form-field.tsx';
import { SelectField } from '../../shared/select-field.tsx';
import { AddClientPanel } from './add-client-panel.tsx';
import { useGetInvoiceClientsQuery, useSaveInvoiceMutation } from './invoice.api.ts';
import { formatMoney } from './invoice-format.ts';
import { invoiceFormSchema, PAYMENT_TERMS, type InvoiceForm } from './invoice-form-schema.ts';
import { InvoiceLines } from './invoice-lines.tsx';
import { invoiceTotals } from './invoice-totals.ts';
import { ColCard } from '../../shared/col-card.tsx';

/** The editor's dated and percentage fields: their ids and their labels' keys. */
const FIELDS = {
  issuedDate: ['invoice-issued', 'invoiceApp.issuedDate'],
  dueDate: ['invoice-due', 'invoiceApp.dueDate'],
  discount: ['invoice-discount', 'invoiceApp.discountPercent'],
  tax: ['invoice-tax', 'invoiceApp.taxPercent'],
} as const;

interface InvoiceEditorProps {
  /** The invoice being edited; absent for a new one (the sample API numbers it). */
  id?: number;
  number: number;
  initial: InvoiceForm;
  /** The invoice's own client, offered even when it is not among the first five. */
  initialClient?: InvoiceClient;
}

/** Invoice form: client, dates, lines with live totals, discount, tax, terms and note. */
export function InvoiceEditor({ id, number, initial, initialClient }: InvoiceEditorProps) {
  const { t, i18n } = useTranslation();
  // The sample clients first, then this invoice's own client and those added here.
  const first = useGetInvoiceClientsQuery().data;
  const [own, setOwn] = useState<InvoiceClient[]>(initialClient ? [initialClient] : []);
  const clients = useMemo(
    () => [
      ...(first ?? []),
      ...own.filter((c) => !first?.some((f) => f.companyEmail === c.companyEmail)),
    ],
    [first, own],
  );
  const [addingClient, setAddingClient] = useState(false);
  const { register, control, handleSubmit, setValue, formState } = useForm<InvoiceForm>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: initial,
  });
  const [lines, discount, tax, clientEmail] = useWatch({
    control,
    name: ['lines', 'discount', 'tax', 'clientEmail'],
  });
  const totals = invoiceTotals(lines, discount, tax);
  const money = (n: number) => formatMoney(n, i18n.language);
  const client = clients.find((c) => c.companyEmail === clientEmail);
  const { errors } = formState;
  // What the listed fields share: the form, their grid column, their ids and labels.
  const field = {
    form: { register, formState },
    className: 'col-6',
    idPrefix: (name: keyof typeof FIELDS) => FIELDS[name][0],
    label: (name: keyof typeof FIELDS) => t(FIELDS[name][1]),
  };

  const addClient = (added: InvoiceClient) => {
    // Render the new option first: a select cannot take a value it has no option for.
    flushSync(() => setOwn((current) => [...current, added]));
    setValue('clientEmail', added.companyEmail, { shouldValidate: true });
  };

  const navigate = useNavigate();
  const [save, saving] = useSaveInvoiceMutation();
  // Kept for the visit by the sample API: the list and the preview show what was saved.
  const submit = handleSubmit(async (form) => {
    const chosen = clients.find((c) => c.companyEmail === form.clientEmail);
    if (!chosen) return;
    try {
      const saved = await save({
        ...(id === undefined ? {} : { id }),
        client: chosen,
        issuedDate: form.issuedDate,
        dueDate: form.dueDate,
        lines: form.lines,
        discount: form.discount,
        tax: form.tax,
        note: form.note,
      }).unwrap();
      void notify('success', t('invoiceApp.saved', { number: `#${saved.id}` }));
      void navigate(`/apps/invoice/preview/${saved.id}`);
    } catch {
      void notify('error', t('invoiceApp.saveFailed'));
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('invoiceApp.formLabel', { number: `#${number}` })}
    >
      <div className="row g-4">
        <ColCard col="col-12 col-xl-9" body={false}>
          <Card.Body className="row g-3">
            <div className="col-12 col-md-6">
              <h2 className="h5">
                {t('invoiceApp.invoice')} <span className="text-primary">#{number}</span>
              </h2>
              <Form.Group controlId="invoice-client">
                <Form.Label>{t('invoiceApp.invoiceTo')}</Form.Label>
                <div className="d-flex gap-2">
                  <Form.Select {...register('clientEmail')} isInvalid={Boolean(errors.clientEmail)}>
                    <option value="">{t('invoiceApp.selectClient')}</option>
                    {clients.map((c) => (
                      <option key={c.companyEmail} value={c.companyEmail}>
                        {c.name} · {c.company}
                      </option>
                    ))}
                  </Form.Select>
                  <Button
                    variant="outline-primary"
                    onClick={() => setAddingClient(true)}
                    aria-label={t('invoiceApp.clientForm.title')}
                    title={t('invoiceApp.clientForm.title')}
                  >
                    <UserPlus size={16} aria-hidden="true" />
                  </Button>
                </div>
                <Form.Control.Feedback
                  type="invalid"
                  className={errors.clientEmail ? 'd-block' : ''}
                >
                  {t(errors.clientEmail?.message ?? '')}
                </Form.Control.Feedback>
              </Form.Group>
              {client && (
                <address className="mt-2 mb-0 small text-body-secondary" aria-live="polite">
                  {client.company}
                  <br />
                  {client.address}, {client.country}
                  <br />
                  {client.contact} · {client.companyEmail}
                </address>
              )}
            </div>
            <div className="col-12 col-md-6 row g-3 align-content-start">
              <FormFieldList
                {...field}
                names={['issuedDate', 'dueDate']}
                props={() => ({ type: 'date' })}
              />
              <SelectField
                className="col-12"
                controlId="invoice-terms"
                label={t('invoiceApp.terms.label')}
                options={PAYMENT_TERMS.map((term) => ({
                  value: term,
                  label: t(`invoiceApp.terms.${term}`),
                }))}
                {...register('paymentTerms')}
              />
            </div>
          </Card.Body>
          <hr className="my-0" />
          <Card.Body>
            <InvoiceLines control={control} register={register} errors={errors} lines={lines} />
          </Card.Body>
          <hr className="my-0" />
          <Card.Body className="row g-3">
            <FormField
              className="col-12 col-md-6"
              controlId="invoice-note"
              label={t('invoiceApp.note')}
              as="textarea"
              rows={4}
              {...register('note')}
              error={errors.note?.message}
            />
            <div className="col-12 col-md-6">
              <div className="row g-2 mb-3">
                <FormFieldList
                  {...field}
                  names={['discount', 'tax']}
                  rules={{ valueAsNumber: true }}
                  props={() => ({ type: 'number', min: 0, max: 100, step: '0.1' })}
                />
              </div>
              <dl className="row mb-0" aria-label={t('invoiceApp.totals')} aria-live="polite">
                {(['subtotal', 'discount', 'tax'] as const).map((key) => (
                  <Fragment key={key}>
                    <dt className="col-6 fw-normal">{t(`invoiceApp.${key}`)}</dt>
                    <dd className="col-6 mb-1 text-end fw-semibold" data-testid={key}>
                      {money(totals[key])}
                    </dd>
                  </Fragment>
                ))}
                <dt className="col-6 border-top pt-1">{t('invoiceApp.total')}</dt>
                <dd className="col-6 mb-0 border-top pt-1 text-end fw-bold" data-testid="total">
                  {money(totals.total)}
                </dd>
              </dl>
            </div>
          </Card.Body>
        </ColCard>
        <ColCard col="col-12 col-xl-3" bodyClassName="d-grid gap-2">
          <Button type="submit" disabled={saving.isLoading}>
            {t('invoiceApp.save')}
          </Button>
        </ColCard>
      </div>
      <AddClientPanel show={addingClient} onHide={() => setAddingClient(false)} onAdd={addClient} />
    </Form>
  );
}
