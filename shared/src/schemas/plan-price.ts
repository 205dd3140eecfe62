import { z } from 'zod';
import { homeChoice } from './catalogue';
import { nairaAmount } from './common';
import { manageToken } from './manage';

/**
 * POST /api/user/bookings/{reference}/plan/accept-price: the customer accepts the catalogue's price per
 * visit in place of their plan's (docs/PRODUCT.md, Recurring plans). `amount` is the price they were
 * shown: when the catalogue changed again since, nothing changes and they are shown the new one.
 */
export const planAcceptPriceRequest = z.object({ token: manageToken, amount: nairaAmount });
export type PlanAcceptPriceRequest = z.infer<typeof planAcceptPriceRequest>;

/**
 * POST /api/user/bookings/{reference}/plan/size: the customer changes their plan's home size and extras
 * (docs/PRODUCT.md, "A price that fits the home"). `amount` is the price per visit they were shown for
 * that size: when the catalogue's quote differs now, nothing changes and they are shown it.
 */
export const planSizeRequest = z.object({ token: manageToken, size: homeChoice, amount: nairaAmount });
export type PlanSizeRequest = z.infer<typeof planSizeRequest>;
