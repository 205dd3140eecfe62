import { z } from 'zod';
import { nairaAmount } from './common';
import { manageToken } from './manage';

/**
 * POST /api/user/bookings/{reference}/plan/accept-price: the customer accepts the catalogue's price per
 * visit in place of their plan's (docs/PRODUCT.md, Recurring plans). `amount` is the price they were
 * shown: when the catalogue changed again since, nothing changes and they are shown the new one.
 */
export const planAcceptPriceRequest = z.object({ token: manageToken, amount: nairaAmount });
export type PlanAcceptPriceRequest = z.infer<typeof planAcceptPriceRequest>;
