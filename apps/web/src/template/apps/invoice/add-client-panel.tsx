import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { InvoiceClient } from '../../../fake-api/types.ts';
import { FormFieldList } from '../shared/form-field.tsx';
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
  const { panel, register, formState } = usePanelForm(clientSchema, {
    defaultValues: EMPTY,
    save: onAdd,
    onHide,
  });
  return (
    <FormPanel show={show} {...panel} texts="invoiceApp.clientForm" cancel="invoiceApp.cancel">
      <FormFieldList
        form={{ register, formState }}
        names={FIELDS}
        idPrefix="client"
        label={(name) => t(`invoiceApp.clientForm.${name}`)}
        props={(name) => ({ type: name === 'companyEmail' ? 'email' : 'text' })}
      />
    </FormPanel>
  );
}
