import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Copy } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { THEME_COLORS, type ThemeColor } from '../../../core/theme/theme-config.ts';
import { copyWithToast } from '../shared/copy-class.ts';
import { DemoPage } from '../shared/demo-page.tsx';
import { ColCard } from '../../shared/col-card.tsx';

const K = 'uiElements.colors';

function CopyClass({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary ui-copy-class d-inline-flex align-items-center gap-1"
      aria-label={t(`${K}.copyLabel`, { name: className })}
      onClick={() =>
        void copyWithToast(className, t(`${K}.copied`, { name: className }), t(`${K}.copyFailed`))
      }
    >
      <code className="text-reset">{className}</code>
      <Copy size={12} aria-hidden="true" />
    </button>
  );
}

/** A swatch is decorative; the class name below it carries the information. */
function Swatch({ className }: { className: string }) {
  return <div className={`ui-swatch rounded ${className}`} aria-hidden="true" />;
}

/** A swatch of a class, with the class to copy under it; `spaced` leaves room for another. */
function ClassSwatch({ className, spaced = false }: { className: string; spaced?: boolean }) {
  return (
    <>
      <Swatch className={className} />
      <div className={spaced ? 'mt-2 mb-3' : 'mt-2'}>
        <CopyClass className={className} />
      </div>
    </>
  );
}

function SampleGlyph() {
  // Drawn, not text: a colour sample is not copy that needs to pass a contrast check.
  return (
    <svg width="44" height="32" viewBox="0 0 44 32" aria-hidden="true" focusable="false">
      <text x="0" y="26" fill="currentColor" fontSize="28" fontWeight="600">
        Aa
      </text>
    </svg>
  );
}

function ColorBlock({ color }: { color: ThemeColor }) {
  const { t } = useTranslation();
  return (
    <ColCard
      col="col-12 col-sm-6 col-lg-4 col-xxl-3"
      className="h-100"
      bodyClassName="d-flex flex-column"
    >
      <h3 className="h6 mb-1">{t(`${K}.names.${color}`)}</h3>
      <p className="small text-body-secondary mb-3 flex-grow-1">{t(`${K}.uses.${color}`)}</p>
      <ClassSwatch className={`bg-${color}`} spaced />
      <ClassSwatch className={`bg-light-${color}`} />
    </ColCard>
  );
}

/** A section of the palette, titled by <name>Title and explained by <name>Hint. */
function ColorSection({
  name,
  boxed = false,
  className,
  children,
}: {
  name: 'theme' | 'gradient' | 'text';
  /** Sets the samples on one card instead of a card each. */
  boxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`ui-colors-${name}`} className={className}>
      <h2 id={`ui-colors-${name}`} className="h4">
        {t(`${K}.${name}Title`)}
      </h2>
      <p className="text-body-secondary">{t(`${K}.${name}Hint`)}</p>
      {boxed ? (
        <Card>
          <Card.Body>
            <div className="row g-3">{children}</div>
          </Card.Body>
        </Card>
      ) : (
        <div className="row g-4">{children}</div>
      )}
    </section>
  );
}

export function ColorsPage() {
  const { t } = useTranslation();
  return (
    <DemoPage className="ui-colors">
      <p className="mb-4">{t(`${K}.intro`)}</p>

      <ColorSection name="theme" className="mb-5">
        {THEME_COLORS.map((c) => (
          <ColorBlock key={c} color={c} />
        ))}
      </ColorSection>

      <ColorSection name="gradient" boxed className="mb-5">
        {THEME_COLORS.map((c) => (
          <div key={c} className="col-12 col-sm-6 col-md-4 col-xl-3">
            <ClassSwatch className={`bg-${c} bg-gradient`} />
          </div>
        ))}
      </ColorSection>

      <ColorSection name="text" boxed>
        {THEME_COLORS.map((c) => (
          <div key={c} className="col-12 col-md-6 col-xl-4">
            <div className="d-flex align-items-center gap-3 p-2 border rounded h-100">
              <span className={`text-${c}`}>
                <SampleGlyph />
              </span>
              <div className="min-w-0">
                <p className={`mb-1 fw-semibold text-${c}-emphasis`}>{t(`${K}.names.${c}`)}</p>
                <div className="d-flex flex-wrap gap-1">
                  <CopyClass className={`text-${c}`} />
                  <CopyClass className={`text-${c}-emphasis`} />
                </div>
              </div>
            </div>
          </div>
        ))}
      </ColorSection>
    </DemoPage>
  );
}
