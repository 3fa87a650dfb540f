import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import {
  selectLayout,
  setContentWidth,
  setCustomizerOpen,
  setDirection,
  setFooterType,
  setLayout,
  setMenuCollapsed,
  setMenuHidden,
  setNavbarColor,
  setNavbarType,
  setRouterTransition,
  setSkin,
} from '../theme/layout.slice.ts';
import {
  FOOTER_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS,
} from '../theme/theme-config.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="customizer-section">
      <legend className="customizer-legend">{title}</legend>
      {children}
    </fieldset>
  );
}

interface ChoiceProps<T extends string> {
  name: string;
  values: readonly T[];
  value: T;
  label: (v: T) => string;
  onChange: (v: T) => void;
}

function Choice<T extends string>({ name, values, value, label, onChange }: ChoiceProps<T>) {
  return (
    <div className="d-flex flex-wrap gap-3">
      {values.map((v) => (
        <Form.Check
          key={v}
          type="radio"
          id={`customizer-${name}-${v}`}
          name={`customizer-${name}`}
          label={label(v)}
          checked={value === v}
          onChange={() => onChange(v)}
        />
      ))}
    </div>
  );
}

/** The customizer's panel: the look, changed live (loaded the first time it opens). */
export function CustomizerPanel({ show }: { show: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const layout = useSelector(selectLayout);
  const close = () => dispatch(setCustomizerOpen(false));

  return (
    <Offcanvas
      show={show}
      onHide={close}
      placement={layout.direction === 'rtl' ? 'start' : 'end'}
      className="customizer"
      aria-labelledby="customizer-title"
      scroll
    >
      <Offcanvas.Header closeButton closeLabel={t('frame.close')} className="border-bottom">
        <div>
          <Offcanvas.Title as="h2" id="customizer-title" className="h5 mb-1">
            {t('frame.customizer.title')}
          </Offcanvas.Title>
          <p className="mb-0 small text-body-secondary">{t('frame.customizer.subtitle')}</p>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Section title={t('frame.customizer.skin')}>
          <Choice
            name="skin"
            values={SKINS}
            value={layout.skin}
            label={(v) => t(`frame.customizer.skins.${v}`)}
            onChange={(v) => dispatch(setSkin(v))}
          />
        </Section>
        <Section title={t('frame.customizer.direction')}>
          <Form.Check
            type="switch"
            id="customizer-rtl"
            label={t('frame.customizer.rtl')}
            checked={layout.direction === 'rtl'}
            onChange={(e) => dispatch(setDirection(e.target.checked ? 'rtl' : 'ltr'))}
          />
        </Section>
        <Section title={t('frame.customizer.menuLayout')}>
          <Choice
            name="layout"
            values={['vertical', 'horizontal'] as const}
            value={layout.layout}
            label={(v) => t(`frame.customizer.layouts.${v}`)}
            onChange={(v) => dispatch(setLayout(v))}
          />
          {layout.layout === 'vertical' && (
            <div className="mt-3 d-grid gap-2">
              <Form.Check
                type="switch"
                id="customizer-collapsed"
                label={t('frame.customizer.menuCollapsed')}
                checked={layout.menuCollapsed}
                onChange={(e) => dispatch(setMenuCollapsed(e.target.checked))}
              />
              <Form.Check
                type="switch"
                id="customizer-hidden"
                label={t('frame.customizer.menuHidden')}
                checked={layout.menuHidden}
                onChange={(e) => dispatch(setMenuHidden(e.target.checked))}
              />
            </div>
          )}
        </Section>
        <Section title={t('frame.customizer.navbarColor')}>
          <div
            className="d-flex flex-wrap gap-2"
            role="radiogroup"
            aria-label={t('frame.customizer.navbarColor')}
          >
            {NAVBAR_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={layout.navbarColor === color}
                aria-label={t(`frame.colors.${color}`)}
                title={t(`frame.colors.${color}`)}
                className={`color-swatch bg-${color === 'white' ? 'body' : color}${layout.navbarColor === color ? ' selected' : ''}`}
                onClick={() => dispatch(setNavbarColor(color))}
              />
            ))}
          </div>
        </Section>
        <Section title={t('frame.customizer.navbarType')}>
          <Choice
            name="navbar"
            values={NAVBAR_TYPES}
            value={layout.navbarType}
            label={(v) => t(`frame.customizer.navbarTypes.${v}`)}
            onChange={(v) => dispatch(setNavbarType(v))}
          />
        </Section>
        <Section title={t('frame.customizer.footerType')}>
          <Choice
            name="footer"
            values={FOOTER_TYPES}
            value={layout.footerType}
            label={(v) => t(`frame.customizer.footerTypes.${v}`)}
            onChange={(v) => dispatch(setFooterType(v))}
          />
        </Section>
        <Section title={t('frame.customizer.contentWidth')}>
          <Choice
            name="content"
            values={['boxed', 'full'] as const}
            value={layout.contentWidth}
            label={(v) => t(`frame.customizer.widths.${v}`)}
            onChange={(v) => dispatch(setContentWidth(v))}
          />
        </Section>
        <Section title={t('frame.customizer.transition')}>
          <Form.Select
            aria-label={t('frame.customizer.transition')}
            value={layout.routerTransition}
            onChange={(e) =>
              dispatch(setRouterTransition(e.target.value as (typeof ROUTER_TRANSITIONS)[number]))
            }
          >
            {ROUTER_TRANSITIONS.map((v) => (
              <option key={v} value={v}>
                {t(`frame.customizer.transitions.${v}`)}
              </option>
            ))}
          </Form.Select>
        </Section>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
