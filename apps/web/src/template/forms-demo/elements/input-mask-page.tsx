import { useId, useState, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import {
  cardMask,
  dateMask,
  numeralMask,
  phoneMask,
  postcodeMask,
  poundMask,
  studentIdMask,
  timeMask,
} from './masks.ts';

function MaskField({
  id,
  label,
  hint,
  value,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Col md={6} xl={4}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      <div className="form-text">
        {hint}
        {value && (
          <>
            {' · '}
            <span data-testid={`${id}-value`}>{t('formsDemo.inputMask.raw', { value })}</span>
          </>
        )}
      </div>
    </Col>
  );
}

type Field = 'phone' | 'postcode' | 'date' | 'time' | 'card' | 'numeral' | 'pound' | 'studentId';

export function InputMaskPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.inputMask';
  const [raw, setRaw] = useState<Partial<Record<Field, string>>>({});
  const accept = (field: Field) => (_value: string, mask: { unmaskedValue: string }) =>
    setRaw((r) => ({ ...r, [field]: mask.unmaskedValue }));
  const f = (field: Field) => ({
    id: `${id}-${field}`,
    label: t(`${p}.${field}.label`),
    hint: t(`${p}.${field}.hint`),
    value: raw[field] ?? '',
  });
  const cls = 'form-control';
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard title={t(`${p}.title`)} subtitle={t(`${p}.subtitle`)}>
        <Row className="g-4">
          <MaskField {...f('phone')}>
            <IMaskInput
              {...phoneMask}
              id={`${id}-phone`}
              className={cls}
              placeholder="07700 900123"
              inputMode="tel"
              onAccept={accept('phone')}
            />
          </MaskField>
          <MaskField {...f('postcode')}>
            <IMaskInput
              {...postcodeMask}
              id={`${id}-postcode`}
              className={cls}
              placeholder="M13 9PL"
              onAccept={accept('postcode')}
            />
          </MaskField>
          <MaskField {...f('date')}>
            <IMaskInput
              {...dateMask}
              id={`${id}-date`}
              className={cls}
              placeholder={t(`${p}.date.placeholder`)}
              inputMode="numeric"
              onAccept={accept('date')}
            />
          </MaskField>
          <MaskField {...f('time')}>
            <IMaskInput
              {...timeMask}
              id={`${id}-time`}
              className={cls}
              placeholder="09:30"
              inputMode="numeric"
              onAccept={accept('time')}
            />
          </MaskField>
          <MaskField {...f('card')}>
            <IMaskInput
              {...cardMask}
              id={`${id}-card`}
              className={cls}
              placeholder="4242 4242 4242 4242"
              inputMode="numeric"
              onAccept={accept('card')}
            />
          </MaskField>
          <MaskField {...f('numeral')}>
            <IMaskInput
              {...numeralMask}
              id={`${id}-numeral`}
              className={cls}
              placeholder="12,500.00"
              inputMode="decimal"
              onAccept={accept('numeral')}
            />
          </MaskField>
          <MaskField {...f('pound')}>
            <IMaskInput
              {...poundMask}
              id={`${id}-pound`}
              className={cls}
              inputMode="numeric"
              onAccept={accept('pound')}
            />
          </MaskField>
          <MaskField {...f('studentId')}>
            <IMaskInput
              {...studentIdMask}
              id={`${id}-studentId`}
              className={cls}
              placeholder="STU-000000"
              onAccept={accept('studentId')}
            />
          </MaskField>
        </Row>
      </DemoCard>
    </DemoPage>
  );
}
