import { navigate } from '@lobbykit/sdk';
import type { Banner } from '@lobbykit/sdk/lobby';
import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../ui/use-translate';
import { bannerLink } from './banner-link';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_SPACING_PX,
  CAROUSEL_TRANSITION_MS,
  currentIndex,
  goTo,
  loops,
  onClone,
  renderedSlides,
  SWIPE_MIN_PX,
  settle,
  startTrack,
  step,
  type TrackState,
} from './carousel-track';
import { usePageVisible } from './use-page-visible';

/**
 * The slides, one per view (R2.96): autoplay every 5000 ms (R2.93) with a 1000 ms slide (R2.94)
 * and 20.3 px between slides (R9.25); looping only with more than one (R2.92, R2.97). Buttons,
 * dots and swipes move it and autoplay carries on afterwards (R2.95); a hidden tab pauses it.
 */
export function BannerTrack({ banners }: { banners: Banner[] }) {
  const t = useTranslate();
  const count = banners.length;
  const [track, setTrack] = useState<TrackState>(() => startTrack(count));
  // Bumped by every interaction so autoplay counts its 5 s afresh from there, then continues.
  const [touched, setTouched] = useState(0);
  const visible = usePageVisible();
  const swipeFrom = useRef<number | null>(null);
  const swiped = useRef(false);
  const index = currentIndex(track, count);
  const moving = loops(count);
  // The slide shown at first is the home page's largest paint: its image goes before the others,
  // which are asked only once it has loaded (or failed) and painted, so on a phone's link they do not share
  // the bandwidth with it (bench/RESULTS.md, Lighthouse). Until then their slides are empty.
  const start = startTrack(count).position;
  const [othersAsked, setOthersAsked] = useState(false);
  // After the first image is decoded and the frame that shows it has painted.
  const askOthers = (event: { currentTarget: HTMLImageElement }) => {
    const ask = () => setOthersAsked(true);
    const afterPaint = () =>
      typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(ask, 0)) : ask();
    const image = event.currentTarget;
    const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
    decoded.then(afterPaint, afterPaint);
  };

  useEffect(() => setTrack(startTrack(count)), [count]);

  // `index` and `touched` restart the 5 s wait on purpose: after a move the count starts afresh.
  useEffect(() => {
    if (!moving || !visible) return;
    const timer = setTimeout(() => setTrack((state) => step(state, 1, count)), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [moving, visible, count, index, touched]);

  useEffect(() => {
    if (!onClone(track, count)) return;
    const timer = setTimeout(() => setTrack((state) => settle(state, count)), CAROUSEL_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [track, count]);

  const move = (next: (state: TrackState) => TrackState) => {
    setTrack(next);
    setTouched((n) => n + 1);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeFrom.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || !moving) return;
    const distance = event.clientX - from;
    if (Math.abs(distance) < SWIPE_MIN_PX) return;
    swiped.current = true;
    move((state) => step(state, distance < 0 ? 1 : -1, count));
  };
  // A swipe that ends over a link must not also follow it.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <div
        className="lk-banners__viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
        onClickCapture={onClickCapture}
      >
        <div
          className="lk-banners__track"
          style={{
            gap: `${CAROUSEL_SPACING_PX}px`,
            transform: `translateX(calc(${-track.position} * (100% + ${CAROUSEL_SPACING_PX}px)))`,
            transition: track.animate ? `transform ${CAROUSEL_TRANSITION_MS}ms ease` : 'none',
          }}
        >
          {renderedSlides(count).map((bannerIndex, position) => (
            <Slide
              // Clones share their banner's id: the position tells them apart.
              key={`${position}-${banners[bannerIndex]?.id}`}
              banner={banners[bannerIndex] as Banner}
              label={t('banners.slide', { n: bannerIndex + 1, total: count })}
              current={position === track.position}
              eager={position <= 1}
              first={position === start}
              image={othersAsked || position === start}
              onFirstSettled={position === start ? askOthers : undefined}
            />
          ))}
        </div>
        {moving ? (
          <>
            <button
              type="button"
              className="lk-banners__arrow lk-banners__arrow--previous"
              aria-label={t('banners.previous')}
              onClick={() => move((state) => step(state, -1, count))}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className="lk-banners__arrow lk-banners__arrow--next"
              aria-label={t('banners.next')}
              onClick={() => move((state) => step(state, 1, count))}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      {moving ? (
        <div className="lk-banners__dots">
          {banners.map((banner, dot) => (
            <button
              key={banner.id}
              type="button"
              className="lk-banners__dot"
              aria-label={t('banners.goTo', { n: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => move((state) => goTo(state, dot, count))}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}

interface SlideProps {
  banner: Banner;
  label: string;
  current: boolean;
  eager: boolean;
  first: boolean;
  /** Whether the slide shows its image yet (the first slide's is asked before the others'). */
  image: boolean;
  /** The first slide's image has loaded or failed. */
  onFirstSettled?: ((event: { currentTarget: HTMLImageElement }) => void) | undefined;
}

function Slide({ banner, label, current, eager, first, image: withImage, onFirstSettled }: SlideProps) {
  const t = useTranslate();
  const link = bannerLink(banner);
  const image = withImage ? (
    <img
      className="lk-banners__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding="async"
      draggable={false}
      onLoad={onFirstSettled}
      onError={onFirstSettled}
    />
  ) : (
    // Until its image is asked, the slide's words stay its link's name.
    <span className="lk-sr-only">{banner.title}</span>
  );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!link || link.external) return;
    // Let the browser open a new tab or window when the player asks for one.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link.href);
  };
  return (
    // A slide of the ARIA carousel pattern: a group named 'Banner 2 of 3', not a form fieldset.
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a role="group".
    <div
      className="lk-banners__slide"
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={current ? undefined : 'true'}
    >
      {link ? (
        <a
          className="lk-banners__link"
          href={link.href}
          tabIndex={current ? undefined : -1}
          onClick={follow}
          {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {image}
          {link.external ? <span className="lk-sr-only">{t('banners.opensNewTab')}</span> : null}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
