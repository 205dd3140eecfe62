import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface Popover<TRoot extends HTMLElement> {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Wraps the button and what it opens: a press outside it closes the popover. */
  rootRef: RefObject<TRoot | null>;
  /** The button that opens it: Escape closes the popover and puts the focus back here. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The behaviour every top-bar dropdown and row menu shares: while open, a press outside `rootRef`
 * closes it, and Escape closes it and returns the focus to `buttonRef`, so the keyboard user is
 * where they started.
 */
export function usePopover<TRoot extends HTMLElement = HTMLDivElement>(): Popover<TRoot> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<TRoot>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, setOpen, toggle, rootRef, buttonRef };
}
