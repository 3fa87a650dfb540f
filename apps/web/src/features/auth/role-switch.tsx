import { Fragment, useId } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';

export type AccountRole = 'candidate' | 'admin' | 'employer';

interface RoleSwitchProps {
  value: AccountRole;
  onChange(role: AccountRole): void;
  /** Translation key of the group's label. */
  label?: string;
  /** The kinds offered (students and staff unless told). */
  roles?: readonly AccountRole[];
}

/** A segmented control between the kinds of account (radio buttons: arrow keys work). */
export function RoleSwitch({
  value,
  onChange,
  label = 'auth.login.roleLabel',
  roles = ['candidate', 'admin'],
}: RoleSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="mb-4">
      <legend className="form-label fs-6 mb-2">{t(label)}</legend>
      <div className="auth-role-switch" role="radiogroup" aria-label={t(label)}>
        {roles.map((role) => (
          <Fragment key={role}>
            <input
              type="radio"
              className="btn-check"
              name={`${id}-role`}
              id={`${id}-${role}`}
              checked={value === role}
              onChange={() => onChange(role)}
            />
            <label className="btn btn-sm py-2" htmlFor={`${id}-${role}`}>
              {t(`auth.login.as.${role}`)}
            </label>
          </Fragment>
        ))}
      </div>
    </fieldset>
  );
}
