import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { FormFieldList } from '../shared/form-field.tsx';
import { SelectField } from '../../shared/select-field.tsx';
import { TitledCard } from '../shared/titled-card.tsx';

export const addressSchema = z.object({
  fullName: z.string().trim().min(2, 'shopApp.errors.fullName'),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, 'shopApp.errors.mobile'),
  line1: z.string().trim().min(3, 'shopApp.errors.required'),
  landmark: z.string().trim(),
  city: z.string().trim().min(2, 'shopApp.errors.required'),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'shopApp.errors.postcode'),
  country: z.string().trim().min(2, 'shopApp.errors.required'),
  type: z.enum(['home', 'work']),
});
export type Address = z.infer<typeof addressSchema>;
const ADDRESS_FIELDS = [
  'fullName',
  'mobile',
  'line1',
  'landmark',
  'city',
  'postcode',
  'country',
] as const;

export function AddressForm({
  initial,
  onSubmit,
}: {
  initial?: Address;
  onSubmit: (a: Address) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial ?? {
      fullName: '',
      mobile: '',
      line1: '',
      landmark: '',
      city: '',
      postcode: '',
      country: '',
      type: 'home',
    },
  });
  return (
    <TitledCard title={t('shopApp.checkout.addressTitle')}>
      <Card.Body>
        <Form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="row g-3">
          <FormFieldList
            form={{ register, formState }}
            names={ADDRESS_FIELDS}
            idPrefix="address"
            label={(name) => t(`shopApp.address.${name}`)}
            className="col-12 col-md-6"
          />
          <SelectField
            className="col-12 col-md-6"
            controlId="address-type"
            label={t('shopApp.address.type')}
            options={[
              { value: 'home', label: t('shopApp.address.home') },
              { value: 'work', label: t('shopApp.address.work') },
            ]}
            {...register('type')}
          />
          <div className="col-12">
            <Button type="submit">{t('shopApp.checkout.deliverHere')}</Button>
          </div>
        </Form>
      </Card.Body>
    </TitledCard>
  );
}

export const PAYMENT_OPTIONS = ['card', 'cash', 'bank'] as const;

const CARD_RULES = {
  cardNumber: [/^(\d[ -]?){13,19}$/, 'shopApp.errors.card'],
  cardName: [/^\S.{1,}$/, 'shopApp.errors.required'],
  expiry: [/^(0[1-9]|1[0-2])\/\d{2}$/, 'shopApp.errors.expiry'],
  cvv: [/^\d{3,4}$/, 'shopApp.errors.cvv'],
} as const;

/** Card details are checked only when paying by card. */
export const paymentSchema = z
  .object({
    method: z.enum(PAYMENT_OPTIONS),
    cardNumber: z.string(),
    cardName: z.string(),
    expiry: z.string(),
    cvv: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== 'card') return;
    for (const [field, [re, message]] of Object.entries(CARD_RULES)) {
      if (!re.test(v[field as keyof typeof CARD_RULES].trim()))
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
type PaymentFields = z.infer<typeof paymentSchema>;

const CARD_AUTOCOMPLETE = {
  cardNumber: 'cc-number',
  cardName: 'cc-name',
  expiry: 'cc-exp',
  cvv: 'cc-csc',
} as const;

export function PaymentForm({
  onPlace,
  placing,
}: {
  onPlace: (method: PaymentFields['method']) => void;
  placing: boolean;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, control, formState } = useForm<PaymentFields>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { method: 'card', cardNumber: '', cardName: '', expiry: '', cvv: '' },
  });
  const method = useWatch({ control, name: 'method' });
  return (
    <TitledCard title={t('shopApp.checkout.paymentTitle')}>
      <Card.Body>
        <Form noValidate onSubmit={(e) => void handleSubmit((v) => onPlace(v.method))(e)}>
          <fieldset className="mb-3">
            <legend className="h6">{t('shopApp.payment.options')}</legend>
            {PAYMENT_OPTIONS.map((m) => (
              <Form.Check
                key={m}
                type="radio"
                id={`pay-${m}`}
                value={m}
                label={t(`shopApp.payment.${m}`)}
                {...register('method')}
              />
            ))}
          </fieldset>
          {method === 'card' && (
            <div className="row g-3 mb-3">
              <FormFieldList
                form={{ register, formState }}
                names={['cardNumber', 'cardName', 'expiry', 'cvv']}
                idPrefix="pay"
                label={(name) => t(`shopApp.payment.${name}`)}
                className={(name) =>
                  name === 'expiry' || name === 'cvv' ? 'col-6' : 'col-12 col-md-6'
                }
                props={(name) => ({
                  inputMode: name === 'cardName' ? 'text' : 'numeric',
                  autoComplete: CARD_AUTOCOMPLETE[name],
                  placeholder: name === 'expiry' ? 'MM/YY' : undefined,
                })}
              />
            </div>
          )}
          <Button type="submit" variant="success" disabled={placing}>
            {t('shopApp.checkout.placeOrder')}
          </Button>
        </Form>
      </Card.Body>
    </TitledCard>
  );
}
