/** Breakpoints in px, mirrored by the CSS media queries of every app. */
export const breakpoints = { phone: 390, tablet: 768, desktop: 1024 } as const;
