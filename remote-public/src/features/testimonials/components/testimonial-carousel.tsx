import 'keen-slider/keen-slider.min.css';
import { CAROUSEL } from '@clean/shared';
import type { KeenSliderInstance } from 'keen-slider';
import { useMemo, useState, type FocusEvent, type PointerEvent } from 'react';
import { PauseIcon, PlayIcon, QuoteIcon } from '../../../components/icons/icons';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion';
import type { Testimonial } from '../../../content/testimonials';
import { createAutoplay } from '../lib/autoplay-plugin';
import { useLazyKeenSlider } from '../lib/use-lazy-keen-slider';
import styles from './testimonial-carousel.module.css';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Keyboard focus (not a mouse click) pauses the carousel, so a keyboard user can read a slide. */
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * 'What Our Clients Say': one testimonial per view, 30 px apart, advancing every 5 s (docs/PRODUCT.md#constants),
 * with a button per slide. Pointer hover and keyboard focus pause it; the pause button stops it.
 */
export function TestimonialCarousel({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const [autoplay] = useState(() => createAutoplay(CAROUSEL.autoplayMs));
  const [plugins] = useState(() => [autoplay.plugin]);
  const options = useMemo(
    () => ({
      loop: true,
      slides: { perView: CAROUSEL.slidesPerView, spacing: CAROUSEL.spacingPx },
      defaultAnimation: { duration: reducedMotion ? 0 : 700 },
      slideChanged: (instance: KeenSliderInstance) => setCurrent(instance.track.details.rel),
    }),
    [reducedMotion],
  );
  const [sliderRef, slider] = useLazyKeenSlider(options, plugins);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') autoplay.hold('hover');
  };
  const onFocus = (event: FocusEvent) => {
    if (isKeyboardFocus(event.target)) autoplay.hold('focus');
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.release('focus');
  };
  const toggle = () => {
    if (stopped) autoplay.release('user');
    else autoplay.hold('user');
    setStopped(!stopped);
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => autoplay.release('hover')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div ref={sliderRef} className={`keen-slider ${styles.viewport}`} aria-live={stopped ? 'polite' : 'off'}>
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.author}
            className={`keen-slider__slide ${styles.slide}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${testimonials.length}`}
            aria-hidden={index !== current}
          >
            <figure className={styles.card}>
              <QuoteIcon className={styles.quoteMark} />
              <blockquote className={styles.quote}>
                <p>{testimonial.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials(testimonial.author)}
                </span>
                <span>
                  <span className={styles.name}>{testimonial.author}</span>
                  <span className={styles.role}>{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={toggle}
          aria-label={stopped ? 'Play testimonials' : 'Pause testimonials'}
        >
          {stopped ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} />}
        </button>
        <div className={styles.bullets}>
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.author}
              type="button"
              className={styles.bullet}
              aria-label={`Show testimonial ${index + 1} of ${testimonials.length}`}
              aria-current={index === current}
              onClick={() => slider.current?.moveToIdx(index)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
