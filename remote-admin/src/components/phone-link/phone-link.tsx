import { telHref } from '@clean/shared';

/**
 * A customer's phone as a link to call it, or 'None' when there is none: an erased customer's phone is
 * empty (docs/PRODUCT.md, "Your data"), and a link without text names nothing (axe: link-name).
 */
export function PhoneLink({ phone }: { phone: string }) {
  return phone ? <a href={telHref(phone)}>{phone}</a> : <>None</>;
}
