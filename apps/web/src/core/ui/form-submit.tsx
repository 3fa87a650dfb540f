import { FailureAlert } from './failure-alert.tsx';

export interface FormSubmitProps {
  label: string;
  /** The form is being sent: the button waits (and says `busyLabel`, when given). */
  busy: boolean;
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
  const classes = ['btn btn-primary', props.wide && 'w-100', props.className].filter(Boolean);
  return (
    <>
      <FailureAlert message={props.failure} />
      <button type="submit" className={classes.join(' ')} disabled={props.busy || props.disabled}>
        {props.busy && props.busyLabel ? props.busyLabel : props.label}
      </button>
    </>
  );
}
