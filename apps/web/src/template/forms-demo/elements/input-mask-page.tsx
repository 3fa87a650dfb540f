import { useId, useState } from 'react';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { IMaskInput, type ReactMaskOpts } from 'react-imask';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import { Labelled } from '../../shared/labelled.tsx';
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

type Field = 'phone' | 'postcode' | 'date' | 'time' | 'card' | 'numeral' | 'pound' | 'studentId';

// Each field's mask and input hints; the date's placeholder is translated (`${p}.date.placeholder`).
const FIELDS: {
  field: Field;
  mask: ReactMaskOpts;
  placeholder?: string;
  inputMode?: 'tel' | 'numeric' | 'decimal';
}[] = [
  { field: 'phone', mask: phoneMask, placeholder: '07700 900123', inputMode: 'tel' },
  { field: 'postcode', mask: postcodeMask, placeholder: 'M13 9PL' },
  { field: 'date', mask: dateMask, inputMode: 'numeric' },
  { field: 'time', mask: timeMask, placeholder: '09:30', inputMode: 'numeric' },
  { field: 'card', mask: cardMask, placeholder: '4242 4242 4242 4242', inputMode: 'numeric' },
  { field: 'numeral', mask: numeralMask, placeholder: '12,500.00', inputMode: 'decimal' },
  { field: 'pound', mask: poundMask, inputMode: 'numeric' },
  { field: 'studentId', mask: studentIdMask, placeholder: 'STU-000000' },
];

export function InputMaskPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.inputMask';
  const [raw, setRaw] = useState<Partial<Record<Field, string>>>({});
  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <DemoCard title={t(`${p}.title`)} subtitle={t(`${p}.subtitle`)}>
        <Row className="g-4">
          {FIELDS.map(({ field, mask, placeholder, inputMode }) => {
            const value = raw[field] ?? '';
            return (
              <Labelled
                key={field}
                className="col-md-6 col-xl-4"
                id={`${id}-${field}`}
                label={t(`${p}.${field}.label`)}
                hint={
                  <>
                    {t(`${p}.${field}.hint`)}
                    {value && (
                      <>
                        {' · '}
                        <span data-testid={`${id}-${field}-value`}>
                          {t('formsDemo.inputMask.raw', { value })}
                        </span>
                      </>
                    )}
                  </>
                }
              >
                <IMaskInput
                  {...mask}
                  id={`${id}-${field}`}
                  className="form-control"
                  placeholder={field === 'date' ? t(`${p}.date.placeholder`) : placeholder}
                  inputMode={inputMode}
                  onAccept={(_value: string, m: { unmaskedValue: string }) =>
                    setRaw((r) => ({ ...r, [field]: m.unmaskedValue }))
                  }
                />
              </Labelled>
            );
          })}
        </Row>
      </DemoCard>
    </DemoPage>
  );
}
