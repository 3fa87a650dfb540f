import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { COLOURS, COURSES } from './options.ts';

interface ColourChecksProps {
  /** Prefix of the inputs' ids. */
  id: string;
  type: 'checkbox' | 'switch' | 'radio';
  /** The radios' group name. */
  name?: string;
  /** Which colours start checked (all of them unless told). */
  checked?: (colour: (typeof COLOURS)[number]) => boolean;
}

/** One check, switch or radio in each theme colour, labelled with the colour's name. */
export function ColourChecks({ id, type, name, checked = () => true }: ColourChecksProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-3">
      {COLOURS.map((c) => (
        <Form.Check
          type={type}
          key={c}
          name={name}
          id={`${id}-c-${c}`}
          className={`form-check-${c}`}
          label={t(`formsDemo.colours.${c}`)}
          defaultChecked={checked(c)}
        />
      ))}
    </div>
  );
}

/** The sample courses as the options of a select. */
export function CourseOptions() {
  const { t } = useTranslation();
  return COURSES.map(([value, key]) => (
    <option key={value} value={value}>
      {t(`formsDemo.courses.${key}`)}
    </option>
  ));
}
