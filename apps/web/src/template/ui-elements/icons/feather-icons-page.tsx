import { useDeferredValue, useId, useMemo, useState, type ComponentType } from 'react';
import Card from 'react-bootstrap/Card';
// The whole set on purpose: this screen is the icon catalogue, and it is its own lazy chunk.
import * as Icons from 'react-feather';
import type { IconProps } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { copyWithToast } from '../shared/copy-class.ts';
import { filterIcons, iconSnippet, kebabOf } from './icon-filter.ts';
import { DemoPage } from '../shared/demo-page.tsx';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';

const K = 'uiElements.icons';
const SIZES = [16, 20, 24, 32] as const;
const ICONS = Icons as unknown as Record<string, ComponentType<IconProps>>;
const NAMES = Object.keys(ICONS)
  .filter((name) => /^[A-Z]/.test(name))
  .sort();

export function FeatherIconsPage() {
  const { t } = useTranslation();
  const searchId = useId();
  const sizeId = useId();
  const [query, setQuery] = useState('');
  const [size, setSize] = useState<number>(24);
  const deferred = useDeferredValue(query);
  const matches = useMemo(() => filterIcons(NAMES, deferred), [deferred]);

  return (
    <DemoPage className="ui-icons">
      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5">{t(`${K}.title`)}</h2>
          <p className="text-body-secondary">{t(`${K}.intro`, { count: NAMES.length })}</p>
          <div className="row g-3 align-items-end">
            <div className="col-12 col-md-8">
              <label htmlFor={searchId} className="form-label">
                {t(`${K}.search`)}
              </label>
              <div className="input-group">
                <span className="input-group-text">
                  <Icons.Search size={16} aria-hidden="true" />
                </span>
                <input
                  id={searchId}
                  type="search"
                  className="form-control"
                  placeholder={t(`${K}.searchPlaceholder`)}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
            </div>
            <div className="col-12 col-md-4">
              <LabelledSelect
                id={sizeId}
                label={t(`${K}.size`)}
                value={size}
                onChange={(e) => setSize(Number(e.target.value))}
                options={SIZES.map((s) => ({ value: s, label: t(`${K}.px`, { size: s }) }))}
              />
            </div>
          </div>
          <p className="mt-3 mb-0 small" role="status" aria-live="polite">
            {t(`${K}.count`, { count: matches.length, total: NAMES.length })}
          </p>
        </Card.Body>
      </Card>

      {matches.length === 0 ? (
        <Card>
          <Card.Body className="text-center py-5">
            <Icons.Search size={32} className="text-body-secondary mb-3" aria-hidden="true" />
            <h2 className="h5">{t(`${K}.emptyTitle`)}</h2>
            <p className="text-body-secondary mb-3">{t(`${K}.emptyText`, { query })}</p>
            <button type="button" className="btn btn-outline-primary" onClick={() => setQuery('')}>
              {t(`${K}.clear`)}
            </button>
          </Card.Body>
        </Card>
      ) : (
        <ul className="ui-icon-grid list-unstyled mb-0" aria-label={t(`${K}.listLabel`)}>
          {matches.map((name) => {
            const Icon = ICONS[name];
            if (!Icon) return null;
            const snippet = iconSnippet(name, size);
            return (
              <li key={name}>
                <button
                  type="button"
                  className="ui-icon-tile card w-100 h-100"
                  title={snippet}
                  aria-label={t(`${K}.copyLabel`, { name: kebabOf(name) })}
                  onClick={() =>
                    void copyWithToast(snippet, t(`${K}.copied`, { snippet }), t(`${K}.copyFailed`))
                  }
                >
                  <Icon size={size} aria-hidden="true" />
                  <span className="ui-icon-name">{kebabOf(name)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </DemoPage>
  );
}
