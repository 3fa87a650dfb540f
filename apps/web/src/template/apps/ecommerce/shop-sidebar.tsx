import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { PRICE_RANGES, NO_FILTERS, type PriceRange, type ShopFilters } from './shop-filters.ts';

const CATEGORIES = [
  'bags',
  'audio',
  'cameras',
  'stationery',
  'computer',
  'drinkware',
  'gadgets',
  'books',
  'clothing',
];
const BRANDS = [
  'Fieldnote',
  'Keystone',
  'Lumen',
  'Northbound',
  'Pulsewave',
  'Redbrick Press',
  'Sonora',
  'Tailorworks',
  'Tidewell',
];

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

interface ShopSidebarProps {
  filters: ShopFilters;
  onChange: (filters: ShopFilters) => void;
}

export function ShopSidebar({ filters, onChange }: ShopSidebarProps) {
  const { t } = useTranslation();
  return (
    <Card as="aside" aria-labelledby="shop-filters-title" className="shop-sidebar">
      <Card.Body>
        <h2 className="h5" id="shop-filters-title">
          {t('shopApp.filters.title')}
        </h2>
        <fieldset className="mb-4">
          <legend className="h6">{t('shopApp.filters.price')}</legend>
          {PRICE_RANGES.map((range) => (
            <Form.Check
              key={range}
              type="radio"
              name="shop-price"
              id={`shop-price-${range}`}
              label={t(`shopApp.filters.prices.${range}`)}
              checked={filters.price === range}
              onChange={() => onChange({ ...filters, price: range as PriceRange })}
            />
          ))}
        </fieldset>
        <fieldset className="mb-4">
          <legend className="h6">{t('shopApp.filters.categories')}</legend>
          {CATEGORIES.map((c) => (
            <Form.Check
              key={c}
              id={`shop-category-${c}`}
              label={t(`shopApp.categories.${c}`)}
              checked={filters.categories.includes(c)}
              onChange={() => onChange({ ...filters, categories: toggle(filters.categories, c) })}
            />
          ))}
        </fieldset>
        <fieldset className="mb-4">
          <legend className="h6">{t('shopApp.filters.brands')}</legend>
          {BRANDS.map((b) => (
            <Form.Check
              key={b}
              id={`shop-brand-${b.replace(/\s/g, '-')}`}
              label={b}
              checked={filters.brands.includes(b)}
              onChange={() => onChange({ ...filters, brands: toggle(filters.brands, b) })}
            />
          ))}
        </fieldset>
        <fieldset className="mb-4">
          <legend className="h6">{t('shopApp.filters.rating')}</legend>
          {[0, 4, 3, 2, 1].map((r) => (
            <Form.Check
              key={r}
              type="radio"
              name="shop-rating"
              id={`shop-rating-${r}`}
              label={
                r === 0
                  ? t('shopApp.filters.anyRating')
                  : t('shopApp.filters.ratingUp', { rating: r })
              }
              checked={filters.rating === r}
              onChange={() => onChange({ ...filters, rating: r })}
            />
          ))}
        </fieldset>
        <button
          type="button"
          className="btn btn-outline-primary w-100"
          onClick={() => onChange(NO_FILTERS)}
        >
          {t('shopApp.filters.clear')}
        </button>
      </Card.Body>
    </Card>
  );
}
