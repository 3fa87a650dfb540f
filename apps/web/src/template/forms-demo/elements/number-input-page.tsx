import { useId, useState, type ComponentProps } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../../shared/labelled.tsx';
import { NumberInput } from './number-input.tsx';

const P = 'formsDemo.numberInput';

type InputOptions = Omit<ComponentProps<typeof NumberInput>, 'id' | 'value' | 'onChange' | 'unit'>;

interface NumberDemo {
  /** The id's suffix. */
  key: string;
  /** The label's key under `formsDemo.numberInput`. */
  label: string;
  initial: number;
  /** The hint's key, if the field has one. */
  hint?: string;
  /** The unit's key, if the field has one. */
  unit?: string;
  input?: InputOptions;
}

const BASIC: NumberDemo[] = [
  { key: 'places', label: 'places', hint: 'placesHint', initial: 5, input: { min: 1, max: 10 } },
  {
    key: 'hours',
    label: 'hours',
    hint: 'hoursHint',
    unit: 'hoursUnit',
    initial: 16,
    input: { min: 0, max: 40, step: 4 },
  },
  {
    key: 'gpa',
    label: 'gpa',
    hint: 'gpaHint',
    initial: 3.5,
    input: { min: 0, max: 4, step: 0.1, decimals: 1 },
  },
];

const SIZES: NumberDemo[] = [
  { key: 'lg', label: 'large', initial: 2, input: { size: 'lg', max: 20 } },
  { key: 'sm', label: 'small', initial: 1, input: { size: 'sm', max: 20 } },
  { key: 'dis', label: 'disabled', initial: 3, input: { disabled: true } },
];

/** One labelled touchspin of the demo, holding its own value. */
function NumberField({ idPrefix, demo }: { idPrefix: string; demo: NumberDemo }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(demo.initial);
  const id = `${idPrefix}-${demo.key}`;
  return (
    <Labelled
      className="mb-4"
      labelClassName="form-label d-block"
      id={id}
      label={t(`${P}.${demo.label}`)}
      hint={demo.hint && t(`${P}.${demo.hint}`)}
    >
      <NumberInput
        id={id}
        value={value}
        onChange={setValue}
        unit={demo.unit && t(`${P}.${demo.unit}`)}
        {...demo.input}
      />
    </Labelled>
  );
}

export function NumberInputPage() {
  const { t } = useTranslation();
  const id = useId();
  const fields = (demos: NumberDemo[]) =>
    demos.map((demo) => <NumberField key={demo.key} idPrefix={id} demo={demo} />);
  return (
    <DemoPage intro={t(`${P}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${P}.basic`)}>{fields(BASIC)}</DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${P}.sizes`)}>{fields(SIZES)}</DemoCard>
          <DemoCard title={t(`${P}.keyboard`)}>
            <p className="mb-0 small text-body-secondary">{t(`${P}.keyboardHint`)}</p>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
