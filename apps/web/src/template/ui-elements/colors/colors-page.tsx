import Card from 'react-bootstrap/Card';
import { Copy } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { THEME_COLORS, type ThemeColor } from '../../../core/theme/theme-config.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { copyWithToast } from '../shared/copy-class.ts';
import '../ui-elements.scss';

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
    <div className="col-12 col-sm-6 col-lg-4 col-xxl-3">
      <Card className="h-100">
        <Card.Body className="d-flex flex-column">
          <h3 className="h6 mb-1">{t(`${K}.names.${color}`)}</h3>
          <p className="small text-body-secondary mb-3 flex-grow-1">{t(`${K}.uses.${color}`)}</p>
          <Swatch className={`bg-${color}`} />
          <div className="mt-2 mb-3">
            <CopyClass className={`bg-${color}`} />
          </div>
          <Swatch className={`bg-light-${color}`} />
          <div className="mt-2">
            <CopyClass className={`bg-light-${color}`} />
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}

export function ColorsPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <div className="ui-colors">
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <p className="mb-4">{t(`${K}.intro`)}</p>

      <section aria-labelledby="ui-colors-theme" className="mb-5">
        <h2 id="ui-colors-theme" className="h4">
          {t(`${K}.themeTitle`)}
        </h2>
        <p className="text-body-secondary">{t(`${K}.themeHint`)}</p>
        <div className="row g-4">
          {THEME_COLORS.map((c) => (
            <ColorBlock key={c} color={c} />
          ))}
        </div>
      </section>

      <section aria-labelledby="ui-colors-gradient" className="mb-5">
        <h2 id="ui-colors-gradient" className="h4">
          {t(`${K}.gradientTitle`)}
        </h2>
        <p className="text-body-secondary">{t(`${K}.gradientHint`)}</p>
        <Card>
          <Card.Body>
            <div className="row g-3">
              {THEME_COLORS.map((c) => (
                <div key={c} className="col-12 col-sm-6 col-md-4 col-xl-3">
                  <Swatch className={`bg-${c} bg-gradient`} />
                  <div className="mt-2">
                    <CopyClass className={`bg-${c} bg-gradient`} />
                  </div>
                </div>
              ))}
            </div>
          </Card.Body>
        </Card>
      </section>

      <section aria-labelledby="ui-colors-text">
        <h2 id="ui-colors-text" className="h4">
          {t(`${K}.textTitle`)}
        </h2>
        <p className="text-body-secondary">{t(`${K}.textHint`)}</p>
        <Card>
          <Card.Body>
            <div className="row g-3">
              {THEME_COLORS.map((c) => (
                <div key={c} className="col-12 col-md-6 col-xl-4">
                  <div className="d-flex align-items-center gap-3 p-2 border rounded h-100">
                    <span className={`text-${c}`}>
                      <SampleGlyph />
                    </span>
                    <div className="min-w-0">
                      <p className={`mb-1 fw-semibold text-${c}-emphasis`}>
                        {t(`${K}.names.${c}`)}
                      </p>
                      <div className="d-flex flex-wrap gap-1">
                        <CopyClass className={`text-${c}`} />
                        <CopyClass className={`text-${c}-emphasis`} />
                      </div>
                    </div>
                  </div>
                </div>
              ))}
            </div>
          </Card.Body>
        </Card>
      </section>
    </div>
  );
}
