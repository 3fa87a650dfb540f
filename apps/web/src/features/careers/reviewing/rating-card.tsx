import { RATING_MAX } from '@careers/contracts';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Star } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useClearRatingMutation,
  useGetRatingQuery,
  useRateMutation,
} from '../../../core/api/reviewing.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { Loaded } from '../shared/load-state.tsx';
import { numberFormat } from '../../../core/format/number.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * The reader's 1–5 rating of an application (radio buttons drawn as stars: arrow keys move, a
 * click or Space sets it) and the average of every staff member's.
 */
export function RatingCard({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const read = useGetRatingQuery(applicationId);
  const [rate] = useRateMutation();
  const [clear] = useClearRatingMutation();
  const save = useAsyncAction();
  const rating = read.currentData;
  const mine = rating?.mine ?? null;
  const average =
    rating?.average == null
      ? null
      : numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating.average);

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-2" id={`${id}-title`}>
          {t('careers.reviewing.rating')}
        </h2>
        <Loaded read={read} lines={1}>
          {(rating) => (
            <>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <div
                  role="radiogroup"
                  aria-labelledby={`${id}-title`}
                  className="careers-stars"
                  aria-busy={save.busy}
                >
                  {STARS.map((value) => (
                    <span key={value}>
                      <input
                        type="radio"
                        id={`${id}-${value}`}
                        name={`${id}-stars`}
                        value={value}
                        checked={mine === value}
                        onChange={() =>
                          void save.run(() => rate({ id: applicationId, value }).unwrap())
                        }
                      />
                      <label
                        htmlFor={`${id}-${value}`}
                        className={mine !== null && value <= mine ? 'filled' : ''}
                        title={t('careers.reviewing.stars', { value })}
                      >
                        <Star
                          size={22}
                          aria-hidden="true"
                          fill={mine !== null && value <= mine ? 'currentColor' : 'none'}
                        />
                        <span className="visually-hidden">
                          {t('careers.reviewing.stars', { value })}
                        </span>
                      </label>
                    </span>
                  ))}
                </div>
                {mine !== null && (
                  <Button
                    size="sm"
                    variant="link"
                    className="p-0"
                    disabled={save.busy}
                    onClick={() => void save.run(() => clear(applicationId).unwrap())}
                  >
                    {t('careers.reviewing.clearRating')}
                  </Button>
                )}
              </div>
              <p className="small text-body-secondary mb-0 mt-1" aria-live="polite">
                {mine === null
                  ? t('careers.reviewing.notRated')
                  : t('careers.reviewing.yourRating', { value: mine })}
                {' · '}
                {average === null
                  ? t('careers.reviewing.noRatings')
                  : t('careers.reviewing.average', { average, n: rating.count })}
              </p>
              <FailureAlert message={save.error} className="mt-2 mb-0" />
            </>
          )}
        </Loaded>
      </Card.Body>
    </Card>
  );
}
