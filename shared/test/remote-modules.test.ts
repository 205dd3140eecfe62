import { loadRemoteModule, provideRemoteLoader } from '../src/federation/remote-modules';

describe('loadRemoteModule', () => {
  it('rejects with a clear Error while no loader was provided', async () => {
    await expect(loadRemoteModule('clean_popup/popup')).rejects.toThrow(
      'No remote loader was provided to load "clean_popup/popup"',
    );
  });

  it('answers what the provided loader loads, and rejects as it does', async () => {
    const module = { CleanPop: class {} };
    provideRemoteLoader(async () => module);
    await expect(loadRemoteModule('clean_popup/popup')).resolves.toBe(module);
    provideRemoteLoader(() => Promise.reject(new Error('remote down')));
    await expect(loadRemoteModule('clean_popup/popup')).rejects.toThrow('remote down');
  });
});
