import { FailureAlert } from './failure-alert.tsx';

/** A form as react-hook-form keeps it, with the failure of its last send where it keeps one. */
export interface SubmittingForm {
  formState: { isSubmitting: boolean };
  failure?: string | null;
}

export interface FormSubmitProps {
  label: string;
  /** The form is being sent: the button waits (and says `busyLabel`, when given). */
  busy?: boolean;
  /** The form it sends: busy while it is sent, with its `failure` (unless `busy`/`failure` say). */
  form?: SubmittingForm;
  busyLabel?: string;
  /** Why the last send failed; the alert stands above the button. */
  failure?: string | null;
  /** Nothing to send yet (an unchanged form, say). */
  disabled?: boolean;
  /** The button spans the form (the sign-in pages' forms). */
  wide?: boolean;
  className?: string;
}

/** A form's end, the same in every form: the last send's failure, then its primary submit button. */
export function FormSubmit(props: FormSubmitProps) {
  const busy = props.busy ?? props.form?.formState.isSubmitting ?? false;
  const failure = props.failure ?? props.form?.failure;
  const classes = ['btn btn-primary', props.wide && 'w-100', props.className].filter(Boolean);
  return (
    <>
      <FailureAlert message={failure} />
      <button type="submit" className={classes.join(' ')} disabled={busy || props.disabled}>
        {busy && props.busyLabel ? props.busyLabel : props.label}
      </button>
    </>
  );
}
