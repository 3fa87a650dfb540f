import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
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

interface FilterOption {
  id: string;
  label: string;
  checked: boolean;
  choose: () => void;
}

/** One filter's choices: radios sharing `name` (pick one), else check boxes (pick any). */
function FilterGroup({
  legend,
  name,
  options,
}: {
  legend: string;
  name?: string;
  options: FilterOption[];
}) {
  return (
    <fieldset className="mb-4">
      <legend className="h6">{legend}</legend>
      {options.map(({ id, label, checked, choose }) => (
        <Form.Check
          key={id}
          type={name ? 'radio' : 'checkbox'}
          name={name}
          id={id}
          label={label}
          checked={checked}
          onChange={choose}
        />
      ))}
    </fieldset>
  );
}

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
        <FilterGroup
          legend={t('shopApp.filters.price')}
          name="shop-price"
          options={PRICE_RANGES.map((range) => ({
            id: `shop-price-${range}`,
            label: t(`shopApp.filters.prices.${range}`),
            checked: filters.price === range,
            choose: () => onChange({ ...filters, price: range as PriceRange }),
          }))}
        />
        <FilterGroup
          legend={t('shopApp.filters.categories')}
          options={CATEGORIES.map((c) => ({
            id: `shop-category-${c}`,
            label: t(`shopApp.categories.${c}`),
            checked: filters.categories.includes(c),
            choose: () => onChange({ ...filters, categories: toggle(filters.categories, c) }),
          }))}
        />
        <FilterGroup
          legend={t('shopApp.filters.brands')}
          options={BRANDS.map((b) => ({
            id: `shop-brand-${b.replace(/\s/g, '-')}`,
            label: b,
            checked: filters.brands.includes(b),
            choose: () => onChange({ ...filters, brands: toggle(filters.brands, b) }),
          }))}
        />
        <FilterGroup
          legend={t('shopApp.filters.rating')}
          name="shop-rating"
          options={[0, 4, 3, 2, 1].map((r) => ({
            id: `shop-rating-${r}`,
            label:
              r === 0
                ? t('shopApp.filters.anyRating')
                : t('shopApp.filters.ratingUp', { rating: r }),
            checked: filters.rating === r,
            choose: () => onChange({ ...filters, rating: r }),
          }))}
        />
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
