import { telHref } from '@clean/shared';
import { Fragment } from 'react';

/** A Nigerian number written without spaces: '+234' or '0', then its groups of 3, 3 and 4 digits. */
const UNSPACED_NIGERIAN = /^(\+234|0)(\d{3})(\d{3})(\d{4})$/;

/**
 * Where a number may wrap: '+2348031234567' between '+234', '803', '123' and '4567', '08031234567'
 * after '0803' and '123'. Written as one run of digits, a number would hold its column as wide as
 * itself; anything else wraps at its own spaces, or not at all.
 */
export function phoneGroups(phone: string): string[] {
  const match = UNSPACED_NIGERIAN.exec(phone);
  if (!match) return [phone];
  const [, prefix = '', first = '', second = '', last = ''] = match;
  return prefix === '0' ? [`0${first}`, second, last] : [prefix, first, second, last];
}

/**
 * A customer's phone as a link to call it, or 'None' when there is none: an erased customer's phone is
 * empty (docs/PRODUCT.md, "Your data"), and a link without text names nothing (axe: link-name). The
 * number reads as stored; it may only wrap between its groups.
 */
export function PhoneLink({ phone }: { phone: string }) {
  if (!phone) return <>None</>;
  return (
    <a href={telHref(phone)}>
      {phoneGroups(phone).map((group, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {group}
        </Fragment>
      ))}
    </a>
  );
}
