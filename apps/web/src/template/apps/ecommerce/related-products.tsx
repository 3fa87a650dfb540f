import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ShopProduct } from '../../../fake-api/types.ts';
import { formatPrice } from './product-card.tsx';
import { RatingStars } from './rating-stars.tsx';
import { useGetCatalogueQuery } from './ecommerce.api.ts';
import { categoryOf } from './shop-filters.ts';

/** Same category first, then the rest of the catalogue, in a scroll-snap row. */
export function relatedTo(product: ShopProduct, all: ShopProduct[], limit = 8): ShopProduct[] {
  const others = all.filter((p) => p.id !== product.id);
  const same = others.filter((p) => categoryOf(p) === categoryOf(product));
  const rest = others.filter((p) => categoryOf(p) !== categoryOf(product));
  return [...same, ...rest].slice(0, limit);
}

const NO_PRODUCTS: ShopProduct[] = [];

export function RelatedProducts({ product }: { product: ShopProduct }) {
  const { t, i18n } = useTranslation();
  const all = useGetCatalogueQuery().data ?? NO_PRODUCTS;
  const related = relatedTo(product, all);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 className="h5 text-center" id="related-title">
        {t('shopApp.detail.related')}
      </h2>
      <p className="text-center text-body-secondary">{t('shopApp.detail.relatedText')}</p>
      <div
        className="related-row"
        tabIndex={0}
        role="region"
        aria-label={t('shopApp.detail.related')}
      >
        {related.map((p) => (
          <Card key={p.id} className="h-100">
            <Card.Body className="text-center">
              <Link to={`/apps/ecommerce/product-detail/${p.slug}`} className="d-block text-body">
                <img src={p.image} alt="" width={100} height={100} className="mb-2" />
                <span className="d-block fw-semibold small">{p.name}</span>
              </Link>
              <RatingStars rating={p.rating} size={12} />
              <p className="mb-0 fw-bold text-primary">{formatPrice(p.price, i18n.language)}</p>
            </Card.Body>
          </Card>
        ))}
      </div>
    </section>
  );
}
