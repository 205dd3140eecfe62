import { federationName, loadRemoteModule } from '@clean/shared';
import { registerConfiguredRemotes } from '../src/lib/remotes';
import { fakeRemoteUrls, startFakeFederation } from './support/fake-remotes';

jest.mock('../src/runtime-plugin/constant', () => ({
  ...jest.requireActual<object>('../src/runtime-plugin/constant'),
  RETRY_DELAY_MS: 0,
}));

const remotes = startFakeFederation();
registerConfiguredRemotes(fakeRemoteUrls());
const popupId = `${federationName('popup')}/popup`;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the loader the shell provides to the remotes', () => {
  it('rejects clearly while the remote is down, and loads it afresh through the runtime once it is back', async () => {
    remotes.popup.failingLoads = Infinity;
    await expect(loadRemoteModule(popupId)).rejects.toThrow(`The remote module "${popupId}" could not be loaded`);

    remotes.popup.failingLoads = 0;
    // The fake remote entry answers its one module for every exposed name.
    await expect(loadRemoteModule(popupId)).resolves.toEqual({ pages: remotes.popup.pages });
  });
});
