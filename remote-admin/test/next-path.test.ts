import { paths } from '@clean/shared';
import { loginPathWithNext, safeNextPath } from '../src/lib/next-path';

const ORIGIN = 'https://site.example';

describe('the next page after login', () => {
  it('goes to a page of this site, keeping its query and hash', () => {
    expect(safeNextPath('/admin/appointments?page=2#top', ORIGIN)).toBe('/admin/appointments?page=2#top');
  });

  it.each([
    ['no next', null],
    ['an empty next', ''],
    ['another origin', 'https://evil.example/admin'],
    ['a protocol-relative URL', '//evil.example/admin'],
    ['a backslash URL browsers read as another host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'admin/products'],
    ['the login page itself', '/admin/login?next=/admin/products'],
  ])('goes to the dashboard for %s', (_case, next) => {
    expect(safeNextPath(next, ORIGIN)).toBe(paths.admin.dashboard);
  });

  it('builds the login link that comes back to the page', () => {
    const link = loginPathWithNext({ pathname: '/admin/appointments', search: '?page=3' });
    const url = new URL(link, ORIGIN);
    expect(url.pathname).toBe(paths.admin.login);
    expect(url.searchParams.get('next')).toBe('/admin/appointments?page=3');
  });
});
