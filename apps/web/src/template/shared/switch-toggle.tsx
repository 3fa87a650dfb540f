import Form from 'react-bootstrap/Form';

interface SwitchToggleProps {
  id: string;
  /** Already translated. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's wrapper classes. */
  className?: string;
}

/** A labelled switch bound to an on/off state of the caller's. */
export function SwitchToggle({ onChange, ...check }: SwitchToggleProps) {
  return <Form.Check type="switch" {...check} onChange={(e) => onChange(e.target.checked)} />;
}
