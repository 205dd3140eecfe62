// fetch for jsdom, before @clean/shared creates its base API (it warns when fetch is missing).
import 'whatwg-fetch';
import { CAROUSEL } from '@clean/shared';
import type { KeenSliderInstance } from 'keen-slider';
import { createAutoplay } from '../src/features/testimonials/lib/autoplay-plugin';

/** Just enough of a keen-slider instance: events and `next`. */
function fakeSlider() {
  const handlers = new Map<string, (() => void)[]>();
  const slider = {
    next: jest.fn(() => emit('slideChanged')),
    on: (event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  return { slider, emit, instance: slider as unknown as KeenSliderInstance };
}

describe('carousel autoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 5000 ms once the slider exists', () => {
    const autoplay = createAutoplay(CAROUSEL.autoplayMs);
    const { slider, emit, instance } = fakeSlider();
    autoplay.plugin(instance);
    jest.advanceTimersByTime(CAROUSEL.autoplayMs * 2);
    expect(slider.next).not.toHaveBeenCalled();
    emit('created');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs - 1);
    expect(slider.next).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(CAROUSEL.autoplayMs);
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it('holds while hovered or focused or paused, and resumes when every hold is released', () => {
    const autoplay = createAutoplay(CAROUSEL.autoplayMs);
    const { slider, emit, instance } = fakeSlider();
    autoplay.plugin(instance);
    emit('created');
    autoplay.hold('hover');
    autoplay.hold('focus');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs * 3);
    expect(slider.next).not.toHaveBeenCalled();
    autoplay.release('hover');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs * 3);
    expect(slider.next).not.toHaveBeenCalled();
    autoplay.release('focus');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('restarts the wait after a manual slide change and stops for good when destroyed', () => {
    const autoplay = createAutoplay(CAROUSEL.autoplayMs);
    const { slider, emit, instance } = fakeSlider();
    autoplay.plugin(instance);
    emit('created');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs - 1000);
    emit('slideChanged');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs - 1);
    expect(slider.next).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit('destroyed');
    jest.advanceTimersByTime(CAROUSEL.autoplayMs * 3);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });
});
