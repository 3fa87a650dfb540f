import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type InputHTMLAttributes } from 'react';
import Badge from 'react-bootstrap/Badge';
import { AlertTriangle, Clock, Plus, Trash2, Users } from 'react-feather';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoCard, DemoPage } from '../shared/demo-card.tsx';
import {
  endTime,
  hoursAndMinutes,
  newSlot,
  overlappingSlots,
  slotsFormSchema,
  totalMinutes,
  type SlotsForm,
} from './repeater-helpers.ts';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';

const MODES = ['inPerson', 'video', 'phone'] as const;

/** A slot's inputs before its mode: the field, its id's suffix, its grid cell and its type. */
interface SlotInput {
  name: Exclude<keyof SlotsForm['slots'][number], 'mode'>;
  suffix: string;
  col: string;
  input?: InputHTMLAttributes<HTMLInputElement>;
  /** Registered as a number. */
  number?: boolean;
}

const SLOT_INPUTS: readonly SlotInput[] = [
  { name: 'candidate', suffix: 'c', col: 'col-md-6 col-lg-3' },
  { name: 'date', suffix: 'd', col: 'col-md-6 col-lg-3', input: { type: 'date' } },
  { name: 'start', suffix: 's', col: 'col-6 col-lg-2', input: { type: 'time' } },
  {
    name: 'duration',
    suffix: 'm',
    col: 'col-6 col-lg-2',
    input: { type: 'number', min: 15, max: 120, step: 15 },
    number: true,
  },
];

export function FormRepeaterPage() {
  const { t } = useTranslation();
  const id = useId();
  const p = 'formsDemo.repeater';
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SlotsForm>({
    resolver: zodResolver(slotsFormSchema),
    defaultValues: {
      slots: [
        {
          candidate: 'Amelia Clarke',
          date: '2026-12-03',
          start: '09:30',
          duration: 30,
          mode: 'inPerson',
        },
        {
          candidate: 'Daniel Okafor',
          date: '2026-12-03',
          start: '10:00',
          duration: 45,
          mode: 'video',
        },
      ],
    },
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const slots = useWatch({ control, name: 'slots' }) ?? [];
  const total = hoursAndMinutes(totalMinutes(slots));
  const overlaps = overlappingSlots(slots);
  const onSubmit = (v: SlotsForm) =>
    void notify('success', t(`${p}.saved`, { count: v.slots.length }));
  const err = (msg?: string) => (msg ? <div className="invalid-feedback">{t(msg)}</div> : null);

  return (
    <DemoPage intro={t(`${p}.intro`)}>
      <div className="row">
        <div className="col-12">
          <DemoCard
            title={t(`${p}.title`)}
            subtitle={t(`${p}.subtitle`)}
            actions={
              <ul
                className="list-unstyled d-flex flex-wrap gap-3 mb-0 small"
                aria-live="polite"
                aria-label={t(`${p}.summary`)}
              >
                <li className="d-flex align-items-center gap-2">
                  <Users size={16} aria-hidden="true" className="text-primary" />
                  <span data-testid="slot-count">
                    {t(`${p}.slotsCount`, { count: fields.length })}
                  </span>
                </li>
                <li className="d-flex align-items-center gap-2">
                  <Clock size={16} aria-hidden="true" className="text-primary" />
                  <span>{t(`${p}.totalTime`, { h: total.h, m: total.m })}</span>
                </li>
                <li className="d-flex align-items-center gap-2">
                  <AlertTriangle
                    size={16}
                    aria-hidden="true"
                    className={overlaps.length ? 'text-warning' : 'text-success'}
                  />
                  <span>
                    {overlaps.length
                      ? t(`${p}.overlapsFound`, { count: overlaps.length })
                      : t(`${p}.noOverlaps`)}
                  </span>
                </li>
              </ul>
            }
          >
            <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
              {fields.map((field, i) => {
                const e = errors.slots?.[i];
                const row = slots[i];
                const end = row ? endTime(row.start, row.duration) : null;
                const fid = (name: string) => `${id}-${field.id}-${name}`;
                return (
                  <fieldset
                    key={field.id}
                    className={`border rounded p-3 mb-3${overlaps.includes(i) ? ' border-warning' : ''}`}
                    data-testid="slot-row"
                  >
                    <legend className="float-none w-auto px-2 fs-6 fw-semibold mb-0">
                      {t(`${p}.slotN`, { n: i + 1 })}
                    </legend>
                    <div className="row g-3 align-items-start">
                      {SLOT_INPUTS.map(({ name, suffix, col, input, number }) => (
                        <div key={name} className={col}>
                          <label className="form-label" htmlFor={fid(suffix)}>
                            {t(`${p}.${name}`)}
                          </label>
                          <input
                            id={fid(suffix)}
                            {...input}
                            className={`form-control${e?.[name] ? ' is-invalid' : ''}`}
                            {...register(
                              `slots.${i}.${name}`,
                              number ? { valueAsNumber: true } : undefined,
                            )}
                          />
                          {err(e?.[name]?.message)}
                        </div>
                      ))}
                      <div className="col-md-6 col-lg-2">
                        <LabelledSelect
                          id={fid('mode')}
                          label={t(`${p}.mode`)}
                          options={MODES.map((m) => ({ value: m, label: t(`${p}.modes.${m}`) }))}
                          {...register(`slots.${i}.mode`)}
                        />
                      </div>
                    </div>
                    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
                      <span className="small text-body-secondary">
                        <Clock size={14} aria-hidden="true" className="me-1" />
                        {end ? t(`${p}.ends`, { time: end }) : t(`${p}.noEnd`)}
                        {overlaps.includes(i) && (
                          <Badge bg="warning" text="dark" className="ms-2">
                            <AlertTriangle size={12} aria-hidden="true" className="me-1" />
                            {t(`${p}.overlap`)}
                          </Badge>
                        )}
                      </span>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => remove(i)}
                        aria-label={t(`${p}.removeN`, { n: i + 1 })}
                      >
                        <Trash2 size={14} aria-hidden="true" className="me-1" />
                        {t(`${p}.remove`)}
                      </button>
                    </div>
                  </fieldset>
                );
              })}
              {fields.length === 0 && (
                <p className="text-body-secondary text-center py-3">{t(`${p}.empty`)}</p>
              )}
              {errors.slots?.root?.message && (
                <div className="alert alert-danger py-2">{t(errors.slots.root.message)}</div>
              )}
              {errors.slots?.message && (
                <div className="alert alert-danger py-2">{t(errors.slots.message)}</div>
              )}
              <div className="d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => append(newSlot(slots[slots.length - 1]))}
                >
                  <Plus size={14} aria-hidden="true" className="me-1" />
                  {t(`${p}.add`)}
                </button>
                <button type="submit" className="btn btn-primary">
                  {t(`${p}.save`)}
                </button>
              </div>
            </form>
          </DemoCard>
        </div>
      </div>
    </DemoPage>
  );
}
