import { useId, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../shared/labelled.tsx';
import { NumberInput } from './number-input.tsx';

export function NumberInputPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.numberInput';
  const [places, setPlaces] = useState(5);
  const [grade, setGrade] = useState(3.5);
  const [hours, setHours] = useState(16);
  const [lg, setLg] = useState(2);
  const [sm, setSm] = useState(1);
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <Row>
        <Col lg={6}>
          <DemoCard title={t(`${p}.basic`)}>
            <Labelled
              className="mb-4"
              labelClassName="form-label d-block"
              id={`${id}-places`}
              label={t(`${p}.places`)}
              hint={t(`${p}.placesHint`)}
            >
              <NumberInput
                id={`${id}-places`}
                value={places}
                onChange={setPlaces}
                min={1}
                max={10}
              />
            </Labelled>
            <Labelled
              className="mb-4"
              labelClassName="form-label d-block"
              id={`${id}-hours`}
              label={t(`${p}.hours`)}
              hint={t(`${p}.hoursHint`)}
            >
              <NumberInput
                id={`${id}-hours`}
                value={hours}
                onChange={setHours}
                min={0}
                max={40}
                step={4}
                unit={t(`${p}.hoursUnit`)}
              />
            </Labelled>
            <Labelled
              className="mb-4"
              labelClassName="form-label d-block"
              id={`${id}-gpa`}
              label={t(`${p}.gpa`)}
              hint={t(`${p}.gpaHint`)}
            >
              <NumberInput
                id={`${id}-gpa`}
                value={grade}
                onChange={setGrade}
                min={0}
                max={4}
                step={0.1}
                decimals={1}
              />
            </Labelled>
          </DemoCard>
        </Col>
        <Col lg={6}>
          <DemoCard title={t(`${p}.sizes`)}>
            <Labelled
              className="mb-4"
              labelClassName="form-label d-block"
              id={`${id}-lg`}
              label={t(`${p}.large`)}
            >
              <NumberInput id={`${id}-lg`} value={lg} onChange={setLg} size="lg" max={20} />
            </Labelled>
            <Labelled
              className="mb-4"
              labelClassName="form-label d-block"
              id={`${id}-sm`}
              label={t(`${p}.small`)}
            >
              <NumberInput id={`${id}-sm`} value={sm} onChange={setSm} size="sm" max={20} />
            </Labelled>
            <Labelled
              className="mb-4"
              labelClassName="form-label d-block"
              id={`${id}-dis`}
              label={t(`${p}.disabled`)}
            >
              <NumberInput id={`${id}-dis`} value={3} onChange={() => undefined} disabled />
            </Labelled>
          </DemoCard>
          <DemoCard title={t(`${p}.keyboard`)}>
            <p className="mb-0 small text-body-secondary">{t(`${p}.keyboardHint`)}</p>
          </DemoCard>
        </Col>
      </Row>
    </DemoPage>
  );
}
