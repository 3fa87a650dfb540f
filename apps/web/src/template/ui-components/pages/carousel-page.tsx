import { useState } from 'react';
import Carousel from 'react-bootstrap/Carousel';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { SlideArt } from '../shared/slide-art.tsx';
import { useUc } from '../shared/use-uc.ts';

const SLIDES = ['fair', 'mock', 'cv', 'calendar'] as const;

interface SlidesProps {
  captions?: boolean;
  indicators?: boolean;
  controls?: boolean;
  fade?: boolean;
  interval?: number | null;
  dark?: boolean;
  /** Which illustration the first slide uses, so each example looks different. */
  offset?: number;
}

function Slides({
  captions = false,
  indicators = false,
  controls = true,
  fade = false,
  interval = null,
  dark = false,
  offset = 0,
}: SlidesProps) {
  const { t } = useUc();
  const [index, setIndex] = useState(0);
  return (
    <Carousel
      activeIndex={index}
      onSelect={setIndex}
      {...{ indicators, controls, fade, interval }}
      variant={dark ? 'dark' : undefined}
      prevLabel={t('common.previous')}
      nextLabel={t('common.next')}
      indicatorLabels={SLIDES.map((s) => t(`carousel.slides.${s}.title`))}
      className="rounded overflow-hidden uc-carousel"
    >
      {SLIDES.map((s, i) => (
        <Carousel.Item key={s}>
          <SlideArt index={i + offset + (dark ? 1 : 0)} label={t(`carousel.slides.${s}.title`)} />
          {captions && (
            <Carousel.Caption>
              <h3 className="h5 text-white">{t(`carousel.slides.${s}.title`)}</h3>
              <p className="mb-0 d-none d-sm-block">{t(`carousel.slides.${s}.text`)}</p>
            </Carousel.Caption>
          )}
        </Carousel.Item>
      ))}
    </Carousel>
  );
}

/** Each example's keys (uiComponents.carousel.<key>) and how its carousel is set up. */
const EXAMPLES: { key: string; slides: SlidesProps }[] = [
  { key: 'basic', slides: {} },
  { key: 'captions', slides: { captions: true, indicators: true, offset: 1 } },
  { key: 'interval', slides: { indicators: true, interval: 3000, offset: 2 } },
  { key: 'fade', slides: { fade: true, indicators: true, offset: 3 } },
];

export function CarouselPage() {
  return (
    <DemoPage>
      {EXAMPLES.map(({ key, slides }) => (
        <DemoCard key={key} section={`carousel.${key}`}>
          <Slides {...slides} />
        </DemoCard>
      ))}
    </DemoPage>
  );
}
