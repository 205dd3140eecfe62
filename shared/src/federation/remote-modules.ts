/**
 * How a remote loads a module of another remote at run time (the booking page's payment popup): through
 * the shell's federation runtime, under the names the shell registered. A remote bundles no runtime of
 * its own and never imports the shell; the shell hands its loader over once at start.
 */
export type * from './payment-popup';

type RemoteLoader = (id: string) => Promise<unknown>;

let loader: RemoteLoader | undefined;

/** Called once by the shell at start with the federation runtime's `loadRemote`. */
export function provideRemoteLoader(load: RemoteLoader): void {
  loader = load;
}

/**
 * The module `id` (`clean_<remote>/<exposed>`). Rejects with an Error when no loader was provided; the
 * shell's loader rejects with one when the remote cannot be loaded.
 */
export const loadRemoteModule = <T>(id: string): Promise<T> =>
  loader ? (loader(id) as Promise<T>) : Promise.reject(new Error(`No remote loader was provided to load "${id}"`));
