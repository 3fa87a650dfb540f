import {
  Heart,
  Rating,
  RoundedStar,
  StickerStar,
  ThinRoundedStar,
  type ItemStyles,
  type RatingProps,
} from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useExt } from '../shared/use-ext.ts';

const themed: ItemStyles = {
  itemShapes: RoundedStar,
  activeFillColor: 'var(--bs-warning)',
  inactiveFillColor: 'var(--bs-secondary-bg)',
};

const EMPLOYERS = [
  { name: 'Northwind Analytics', score: 4.5, reviews: 128 },
  { name: 'Bluebell Engineering', score: 3.5, reviews: 64 },
  { name: 'Kestrel Health NHS Trust', score: 4.2, reviews: 211 },
];

const SIZES = [100, 140, 180, 230];

/** A rating named by the line above it. */
function LabelledRating({ id, label, ...props }: RatingProps & { id: string; label: string }) {
  return (
    <div>
      <p className="mb-1 small fw-semibold" id={id}>
        {label}
      </p>
      <Rating {...props} visibleLabelId={id} />
    </div>
  );
}

export function RatingsPage() {
  const k = useExt('ratings');
  const itemLabels = [1, 2, 3, 4, 5].map((n) => k(`levels.${n}`));
  const [basic, setBasic] = useState(3);
  const [hearts, setHearts] = useState(4);
  const [mood, setMood] = useState(2);
  const [resettable, setResettable] = useState(4);
  const [hovered, setHovered] = useState(0);

  return (
    <DemoPage>
      <DemoCard col="col-lg-6" title={k('basicTitle')} text={k('basicText')}>
        <Rating
          className="ext-rating"
          style={{ maxWidth: 200 }}
          value={basic}
          onChange={setBasic}
          onHoverChange={setHovered}
          itemStyles={themed}
          invisibleLabel={k('basicLabel')}
          invisibleItemLabels={itemLabels}
        />
        <p className="mt-2 mb-0" role="status" data-testid="rating-value">
          {k('current', { value: basic })}
          {basic > 0 && <span className="text-body-secondary"> · {itemLabels[basic - 1]}</span>}
        </p>
        <p className="small text-body-secondary mb-0" aria-hidden="true">
          {hovered > 0 ? k('hovering', { label: itemLabels[hovered - 1] }) : '\u00a0'}
        </p>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('readOnlyTitle')} text={k('readOnlyText')}>
        <ul className="list-unstyled d-flex flex-column gap-3 mb-0">
          {EMPLOYERS.map((e) => (
            <li key={e.name} className="d-flex flex-wrap align-items-center gap-3">
              <span className="fw-semibold flex-grow-1">{e.name}</span>
              <Rating
                readOnly
                value={e.score}
                halfFillMode="svg"
                style={{ maxWidth: 120 }}
                itemStyles={themed}
              />
              <span className="small text-body-secondary" style={{ minWidth: 110 }}>
                {k('average', { score: e.score.toFixed(1), n: e.reviews })}
              </span>
            </li>
          ))}
        </ul>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('shapesTitle')} text={k('shapesText')}>
        <div className="d-flex flex-column gap-3">
          <LabelledRating
            id="rating-hearts"
            label={k('heartsLabel')}
            style={{ maxWidth: 180 }}
            value={hearts}
            onChange={setHearts}
            invisibleItemLabels={itemLabels}
            itemStyles={{
              itemShapes: Heart,
              activeFillColor: '#ea5455',
              inactiveFillColor: 'var(--bs-secondary-bg)',
            }}
          />
          <LabelledRating
            id="rating-mood"
            label={k('moodLabel')}
            style={{ maxWidth: 220 }}
            value={mood}
            onChange={setMood}
            invisibleItemLabels={itemLabels}
            radius="medium"
            spaceBetween="small"
            spaceInside="medium"
            highlightOnlySelected
            itemStyles={{
              itemShapes: StickerStar,
              activeFillColor: '#fff',
              inactiveFillColor: 'var(--bs-secondary-color)',
              activeBoxColor: ['#ea5455', '#ff9f43', '#e8b500', '#28c76f', '#00a86b'],
              inactiveBoxColor: 'var(--bs-secondary-bg)',
            }}
          />
        </div>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('sizesTitle')} text={k('sizesText')}>
        <div className="d-flex flex-column gap-2">
          {SIZES.map((size) => (
            <Rating
              key={size}
              readOnly
              value={4}
              style={{ maxWidth: size }}
              itemStyles={{ ...themed, itemShapes: ThinRoundedStar }}
            />
          ))}
        </div>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('resetTitle')} text={k('resetText')}>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <Rating
            style={{ maxWidth: 180 }}
            value={resettable}
            onChange={setResettable}
            isRequired={false}
            resetOnSecondClick
            invisibleLabel={k('resetLabel')}
            invisibleItemLabels={itemLabels}
            itemStyles={themed}
          />
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => setResettable(0)}
            disabled={resettable === 0}
          >
            {k('reset')}
          </Button>
          <span className="small text-body-secondary">
            {resettable ? k('current', { value: resettable }) : k('notRated')}
          </span>
        </div>
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('disabledTitle')} text={k('disabledText')}>
        <Rating
          style={{ maxWidth: 180 }}
          value={2}
          isDisabled
          invisibleLabel={k('disabledLabel')}
          invisibleItemLabels={itemLabels}
          itemStyles={themed}
        />
      </DemoCard>
    </DemoPage>
  );
}
