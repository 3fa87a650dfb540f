import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { ListUser } from '../../../fake-api/types.ts';
import { FormFieldList } from '../shared/form-field.tsx';
import { SelectField } from '../../shared/select-field.tsx';
import { FormPanel } from '../shared/form-panel.tsx';
import { usePanelForm } from '../shared/panel-form.ts';
import { addUserSchema, type AddUserForm } from './add-user-schema.ts';
import { USER_PLANS, USER_ROLES } from './users-api.ts';

const TEXT_FIELDS = ['fullName', 'username', 'email', 'company', 'country', 'contact'] as const;
const EMPTY: AddUserForm = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: 'subscriber',
  currentPlan: 'basic',
};

interface AddUserPanelProps {
  show: boolean;
  onHide: () => void;
  /** Saves the user; rejects with a message to show when the server refuses. */
  onAdd: (user: AddUserForm) => Promise<ListUser>;
}

export function AddUserPanel({ show, onHide, onAdd }: AddUserPanelProps) {
  const { t } = useTranslation();
  const { register, formState, failure, panel } = usePanelForm(addUserSchema, {
    defaultValues: EMPTY,
    save: onAdd,
    onHide,
    failureText: t('userApp.add.failed'),
  });
  return (
    <FormPanel show={show} {...panel} texts="userApp.add" cancel="userApp.cancel">
      <FormFieldList
        form={{ register, formState }}
        names={TEXT_FIELDS}
        idPrefix="add-user"
        label={(name) => t(`userApp.fields.${name}`)}
        props={(name) => ({ type: name === 'email' ? 'email' : 'text' })}
      />
      <SelectField
        controlId="add-user-role"
        label={t('userApp.fields.role')}
        options={USER_ROLES.map((r) => ({ value: r, label: t(`userApp.roles.${r}`) }))}
        {...register('role')}
      />
      <SelectField
        controlId="add-user-plan"
        label={t('userApp.fields.plan')}
        options={USER_PLANS.map((p) => ({ value: p, label: t(`userApp.plans.${p}`) }))}
        {...register('currentPlan')}
      />
      {failure && (
        <p className="text-danger" role="alert">
          {failure}
        </p>
      )}
    </FormPanel>
  );
}
