import { Star } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="d-inline-flex gap-1 rating-stars"
      role="img"
      aria-label={t('shopApp.rating', { rating })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden="true"
          className={n <= rating ? 'text-warning filled' : 'text-body-tertiary'}
        />
      ))}
    </span>
  );
}
