import type { CSSProperties } from 'react';

/** docs/PRODUCT.md#constants: the admin product list shows each service as a card 300px wide. */
export const SERVICE_CARD_WIDTH_PX = 300;

/**
 * The width as a CSS custom property, so the stylesheet lays the cards out from this one constant.
 * React's style type does not list custom properties, hence the assertion.
 */
export const serviceCardWidthStyle = { '--service-card-width': `${SERVICE_CARD_WIDTH_PX}px` } as CSSProperties;
