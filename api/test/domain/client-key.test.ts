import { clientKey } from '../../src/domain/client-key';

describe('the client of an address', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    for (const address of ['2001:db8:1:2::5', '2001:DB8:1:2:ffff:0:0:1', '2001:0db8:0001:0002:0:0:0:9']) {
      expect(clientKey(address)).toBe('2001:db8:1:2::/64');
    }
    expect(clientKey('2001:db8:0:0:1::1')).toBe('2001:db8::/64');
    expect(clientKey('2001:db8:1:3::5')).toBe('2001:db8:1:3::/64');
  });

  it('is the address itself for IPv4, IPv4-mapped IPv6 and text that is no address', () => {
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7', 'unknown', '']) {
      expect(clientKey(address)).toBe(address);
    }
  });
});
