import { useTranslation } from 'react-i18next';
import type { InvoiceClient } from '../../../fake-api/types.ts';
import { FormField } from '../shared/form-field.tsx';
import { FormPanel } from '../shared/form-panel.tsx';
import { usePanelForm } from '../shared/panel-form.ts';
import { clientSchema } from './invoice-form-schema.ts';

const FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;
const EMPTY: InvoiceClient = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

interface AddClientPanelProps {
  show: boolean;
  onHide: () => void;
  onAdd: (client: InvoiceClient) => void;
}

export function AddClientPanel({ show, onHide, onAdd }: AddClientPanelProps) {
  const { t } = useTranslation();
  const { register, errors, panel } = usePanelForm(clientSchema, {
    defaultValues: EMPTY,
    save: onAdd,
    onHide,
  });
  return (
    <FormPanel
      show={show}
      {...panel}
      titleId="add-client-title"
      title={t('invoiceApp.clientForm.title')}
      submitLabel={t('invoiceApp.clientForm.submit')}
      cancelLabel={t('invoiceApp.cancel')}
    >
      {FIELDS.map((name) => (
        <FormField
          key={name}
          controlId={`client-${name}`}
          label={t(`invoiceApp.clientForm.${name}`)}
          type={name === 'companyEmail' ? 'email' : 'text'}
          {...register(name)}
          error={errors[name]?.message}
        />
      ))}
    </FormPanel>
  );
}
