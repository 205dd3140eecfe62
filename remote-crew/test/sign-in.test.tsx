// First: the testing helpers install fetch for jsdom before anything calls it.
import { fakeApi, ok, renderWithProviders } from '@clean/shared/testing';
import { paths } from '@clean/shared';
import { CREW_LINK_REFUSED, CREW_STORAGE_KEYS } from '@clean/shared/schemas';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import SignInPage from '../src/pages/sign-in-page';
import { identity } from './support/crew-fixtures';

/** Where the router is, hash included. */
function CurrentAddress() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderSignIn(route: string) {
  renderWithProviders(
    <Routes>
      <Route path={paths.crew.signIn} element={<SignInPage />} />
      <Route path={paths.crew.root} element={<CurrentAddress />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('crew sign-in page', () => {
  it('signs in with the token of the link, keeps the session and opens the day without the token', async () => {
    const api = fakeApi({
      'POST /api/crew/sign-in': ok({ token: 'session-1', expiresAt: '2030-01-21T07:00:00.000Z', identity }),
    });
    renderSignIn(`${paths.crew.signIn}#link-token-1`);

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/crew$/);

    const calls = api.callsTo('POST /api/crew/sign-in');
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.clone().json()).toEqual({ token: 'link-token-1' });
    expect(JSON.parse(localStorage.getItem(CREW_STORAGE_KEYS.session)!)).toEqual({
      token: 'session-1',
      expiresAt: '2030-01-21T07:00:00.000Z',
      identity,
    });
  });

  it("shows the server's message for a used or expired link, and keeps no session", async () => {
    fakeApi({ 'POST /api/crew/sign-in': { status: 401, body: { success: false, message: CREW_LINK_REFUSED } } });
    renderSignIn(`${paths.crew.signIn}#used-token`);

    expect(await screen.findByRole('alert')).toHaveTextContent(CREW_LINK_REFUSED);
    expect(localStorage.getItem(CREW_STORAGE_KEYS.session)).toBeNull();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
