// fetch for jsdom, before @clean/shared creates its base API (it warns when fetch is missing).
import 'whatwg-fetch';
import { REVEAL } from '@clean/shared';
import { act, render, screen } from '@testing-library/react';
import { Reveal } from '../src/components/reveal/reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[], observer: IntersectionObserver) => void;

/** A controllable IntersectionObserver: `enter(element)` tells the page the element scrolled into view. */
function installIntersectionObserver() {
  const observed = new Set<Element>();
  let callback: Callback = () => {};
  const observer = {
    observe: (element: Element) => observed.add(element),
    unobserve: (element: Element) => observed.delete(element),
    disconnect: () => observed.clear(),
  };
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = jest.fn((cb: Callback) => {
    callback = cb;
    return observer;
  });
  return {
    observed,
    enter(element: Element) {
      act(() => callback([{ target: element, isIntersecting: true }], observer as unknown as IntersectionObserver));
    },
  };
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('scroll reveal', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('reveals an element the first time it scrolls into view, once', () => {
    const io = installIntersectionObserver();
    setReducedMotion(false);
    render(<Reveal>Our Values</Reveal>);
    const element = screen.getByText('Our Values');
    expect(element).toHaveAttribute('data-revealed', 'false');
    expect(io.observed.has(element)).toBe(true);
    io.enter(element);
    expect(element).toHaveAttribute('data-revealed', 'true');
    expect(io.observed.has(element)).toBe(false);
  });

  it('leaves what is already on screen at start as it is, so a prerendered page does not blink', () => {
    const io = installIntersectionObserver();
    setReducedMotion(false);
    const inView = jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 120, bottom: 320, left: 0, right: 300, width: 300, height: 200 } as DOMRect);
    try {
      render(<Reveal>Book Your Cleaning Session</Reveal>);
      expect(screen.getByText('Book Your Cleaning Session')).toHaveAttribute('data-revealed', 'true');
      expect(io.observed.size).toBe(0);
    } finally {
      inView.mockRestore();
    }
  });

  it('plays for 1000 ms and staggers each step by 100 ms', () => {
    installIntersectionObserver();
    render(<Reveal index={3}>Fourth card</Reveal>);
    const element = screen.getByText('Fourth card');
    expect(element.style.getPropertyValue('--reveal-duration')).toBe(`${REVEAL.durationMs}ms`);
    expect(element.style.getPropertyValue('--reveal-delay')).toBe(`${3 * REVEAL.staggerMs}ms`);
    expect(REVEAL).toEqual({ durationMs: 1000, staggerMs: 100 });
  });

  it('shows content at once when the visitor prefers reduced motion', () => {
    const io = installIntersectionObserver();
    setReducedMotion(true);
    render(<Reveal>Our Story</Reveal>);
    expect(screen.getByText('Our Story')).toHaveAttribute('data-revealed', 'true');
    expect(io.observed.size).toBe(0);
  });

  it('shows content at once in a browser without IntersectionObserver', () => {
    render(<Reveal>Statistics</Reveal>);
    expect(screen.getByText('Statistics')).toHaveAttribute('data-revealed', 'true');
  });
});
