import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { DemoCard } from '../shared/demo-card.tsx';
import { DemoPage } from '../shared/demo-page.tsx';
import { useDirection } from '../../../core/theme/use-direction.ts';
import slide1 from './slides/slide-1.svg';
import slide2 from './slides/slide-2.svg';
import slide3 from './slides/slide-3.svg';
import slide4 from './slides/slide-4.svg';
import slide5 from './slides/slide-5.svg';
import slide6 from './slides/slide-6.svg';
import { useExt } from '../shared/use-ext.ts';

const SLIDES = [
  { src: slide1, key: 'fair' },
  { src: slide2, key: 'jobs' },
  { src: slide3, key: 'events' },
  { src: slide4, key: 'interviews' },
  { src: slide5, key: 'cv' },
  { src: slide6, key: 'graduates' },
] as const;

interface ExampleProps extends SwiperProps {
  captions?: boolean;
}

function Example({ captions = true, className = '', ...props }: ExampleProps) {
  const { t } = useTranslation();
  const dir = useDirection();
  return (
    // Swiper reads the direction once: a new instance when the language flips it.
    <Swiper
      key={dir}
      dir={dir}
      modules={[A11y, Navigation, Pagination, Autoplay]}
      a11y={{
        prevSlideMessage: t('uiExtensions.swiper.prev'),
        nextSlideMessage: t('uiExtensions.swiper.next'),
        paginationBulletMessage: t('uiExtensions.swiper.goTo', { index: '{{index}}' }),
        slideLabelMessage: t('uiExtensions.swiper.slideOf', {
          index: '{{index}}',
          slidesLength: '{{slidesLength}}',
        }),
      }}
      className={`ext-swiper ${className}`}
      {...props}
    >
      {SLIDES.map((s) => (
        <SwiperSlide key={s.key}>
          <img src={s.src} alt={t(`uiExtensions.swiper.slides.${s.key}`)} loading="lazy" />
          {captions && (
            <div className="ext-slide-caption small fw-semibold" aria-hidden="true">
              {t(`uiExtensions.swiper.slides.${s.key}`)}
            </div>
          )}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

export function SwiperPage() {
  const k = useExt('swiper');
  return (
    <DemoPage>
      <DemoCard col="col-lg-6" title={k('defaultTitle')} text={k('defaultText')}>
        <Example />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('navigationTitle')} text={k('navigationText')}>
        <Example navigation loop />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('paginationTitle')} text={k('paginationText')}>
        <Example pagination={{ clickable: true, dynamicBullets: true }} />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('progressTitle')} text={k('progressText')}>
        <Example pagination={{ type: 'progressbar' }} navigation />
      </DemoCard>
      <DemoCard col="col-12" title={k('multipleTitle')} text={k('multipleText')}>
        <Example
          captions
          slidesPerView={1}
          spaceBetween={16}
          pagination={{ clickable: true }}
          breakpoints={{ 576: { slidesPerView: 2 }, 992: { slidesPerView: 3 } }}
        />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('centredTitle')} text={k('centredText')}>
        <Example
          className="ext-swiper-centred"
          captions={false}
          slidesPerView="auto"
          centeredSlides
          spaceBetween={12}
          initialSlide={2}
          pagination={{ clickable: true }}
        />
      </DemoCard>
      <DemoCard col="col-lg-6" title={k('autoplayTitle')} text={k('autoplayText')}>
        <Example
          loop
          autoplay={{ delay: 2500, disableOnInteraction: false, pauseOnMouseEnter: true }}
          pagination={{ clickable: true }}
        />
      </DemoCard>
    </DemoPage>
  );
}
