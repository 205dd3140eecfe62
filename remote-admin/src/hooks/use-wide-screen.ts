import breakpoints from '../styles/breakpoints.module.css';
import { useMediaQuery } from './use-media-query';

/**
 * The phone breakpoint's media query, as the stylesheets use it (styles/breakpoints.module.css).
 * Were the value lost from the build, '' matches every screen: the wide layout shows everything.
 */
export const WIDE_SCREEN_QUERY: string = breakpoints.wideScreen ?? '';

/**
 * Whether the screen is past the phone breakpoint, following rotation and resizing. Lists render one
 * layout (table or cards), not two hidden by CSS, so each row's controls exist once for keyboard and
 * screen readers. Without media queries (no window, an old engine) it is the wide layout, which
 * shows everything.
 */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY);
}
