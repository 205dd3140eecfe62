import { formatNaira } from '@clean/shared';

/** An amount as text matchers see it: formatNaira separates code and number with a no-break space; text matchers see a plain one. */
export const naira = (amount: number) => formatNaira(amount).replace(/\s/g, ' ');
