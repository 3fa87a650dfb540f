import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Plus, X } from 'react-feather';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FormField } from '../shared/form-field.tsx';
import { formatMoney } from './invoice-format.ts';
import type { InvoiceForm } from './invoice-form-schema.ts';
import { linePrice } from './invoice-totals.ts';

interface InvoiceLinesProps {
  control: Control<InvoiceForm>;
  register: UseFormRegister<InvoiceForm>;
  errors: FieldErrors<InvoiceForm>;
  lines: InvoiceForm['lines'];
}

/** The item repeater: add and remove lines; each shows its live price. */
export function InvoiceLines({ control, register, errors, lines }: InvoiceLinesProps) {
  const { t, i18n } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  return (
    <fieldset>
      <legend className="h6">{t('invoiceApp.items.title')}</legend>
      {fields.map((field, index) => {
        const e = errors.lines?.[index];
        const n = index + 1;
        const line = lines[index];
        return (
          <div key={field.id} className="invoice-line border rounded p-3 mb-3 position-relative">
            <div className="row g-2">
              <FormField
                className="col-12 col-lg-5"
                controlId={`line-${index}-name`}
                label={t('invoiceApp.items.itemN', { n })}
                {...register(`lines.${index}.name`)}
                error={e?.name?.message}
              />
              <FormField
                className="col-6 col-lg-2"
                controlId={`line-${index}-cost`}
                label={t('invoiceApp.items.costN', { n })}
                type="number"
                step="0.01"
                min={0}
                {...register(`lines.${index}.cost`, { valueAsNumber: true })}
                error={e?.cost?.message}
              />
              <FormField
                className="col-6 col-lg-2"
                controlId={`line-${index}-qty`}
                label={t('invoiceApp.items.qtyN', { n })}
                type="number"
                min={1}
                step={1}
                {...register(`lines.${index}.qty`, { valueAsNumber: true })}
                error={e?.qty?.message}
              />
              <div className="col-12 col-lg-3">
                <span className="form-label d-block">{t('invoiceApp.items.price')}</span>
                <output
                  className="fw-semibold d-block pt-2"
                  aria-label={t('invoiceApp.items.priceN', { n })}
                >
                  {formatMoney(line ? linePrice(line) : 0, i18n.language)}
                </output>
              </div>
              <Form.Group className="col-12" controlId={`line-${index}-description`}>
                <Form.Label>{t('invoiceApp.items.descriptionN', { n })}</Form.Label>
                <Form.Control as="textarea" rows={2} {...register(`lines.${index}.description`)} />
              </Form.Group>
            </div>
            {fields.length > 1 && (
              <button
                type="button"
                className="btn btn-sm btn-icon btn-flat-secondary position-absolute top-0 end-0 m-1"
                onClick={() => remove(index)}
                aria-label={t('invoiceApp.items.removeN', { n })}
              >
                <X size={14} aria-hidden="true" />
              </button>
            )}
          </div>
        );
      })}
      {errors.lines?.root && (
        <p className="text-danger small">{t(errors.lines.root.message ?? '')}</p>
      )}
      <Button
        size="sm"
        variant="outline-primary"
        className="d-inline-flex align-items-center gap-1"
        onClick={() => append({ name: '', description: '', cost: 0, qty: 1 })}
      >
        <Plus size={14} aria-hidden="true" />
        {t('invoiceApp.items.add')}
      </Button>
    </fieldset>
  );
}
