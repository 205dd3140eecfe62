import { describeError, homeTarget } from '../src/components/error-page/describe-error';

describe('error page texts', () => {
  it('uses the 404 texts for a not-found response', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', internal: true, data: '' })).toEqual({
      title: 'Not found!',
      message: 'Unfortunately, we could not find resource or page',
    });
  });

  it("shows the server's message for a 500", () => {
    expect(describeError({ status: 500, data: { message: 'Database is down' } })).toEqual({
      title: 'An error occurred!',
      message: 'Database is down',
    });
  });

  it('falls back to the default texts for anything else', () => {
    expect(describeError(new Error('boom'))).toEqual({ title: 'An error occurred!', message: 'Something went wrong!' });
    expect(describeError({ status: 500 })).toEqual({ title: 'An error occurred!', message: 'Something went wrong!' });
  });
});

describe("'Back to homepage' target", () => {
  it('goes to the dashboard when signed in on an admin path, else to the login', () => {
    expect(homeTarget('/admin/whatever', true)).toBe('/admin/dashboard');
    expect(homeTarget('/admin/whatever', false)).toBe('/admin/login');
    expect(homeTarget('/admin', false)).toBe('/admin/login');
  });

  it('goes home everywhere else, signed in or not', () => {
    expect(homeTarget('/pricing', true)).toBe('/');
    expect(homeTarget('/administrator', true)).toBe('/');
  });
});
