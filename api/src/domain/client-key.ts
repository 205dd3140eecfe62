/**
 * Which client a request counts as, for the limits and caps kept per client address (docs/PRODUCT.md,
 * "Unpaid holds are capped"; docs/DECISIONS.md, "An IPv6 client is its /64").
 */
import ipaddr from 'ipaddr.js';

/**
 * An IPv4 address, or an IPv4-mapped IPv6 one, counts as itself (the key is the address as written). Any
 * other IPv6 address counts as its /64 (`2001:db8:1:2::/64`): a subscriber is usually given a whole
 * /64 and may use any of its 2^64 addresses, so counting each one apart would let a single client
 * through every limit per address. Text that is no address (request.ip never is, but a proxy could
 * pass anything on) counts as itself.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return ip;
  const network = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}
