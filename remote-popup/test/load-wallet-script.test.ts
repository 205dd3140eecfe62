/**
 * The standalone build's wallet loader: `wallet.js` is fetched from beside `inline.js`, once per page;
 * a failed load is tried again by the next wallet flow.
 */
import { loadWallet, setWalletScriptFrom } from '../src/core/load-wallet-script';
import * as parts from '../src/core/wallet-parts';

type WalletWindow = Window & { CleanPopWallet?: unknown };
const scripts = () => [...document.head.querySelectorAll('script')];

afterAll(() => {
  delete (window as WalletWindow).CleanPopWallet;
});

it('loads wallet.js beside inline.js once, and again after a failed load', async () => {
  setWalletScriptFrom('https://js.example/v2/inline.js?v=3');
  const failed = loadWallet();
  expect(loadWallet()).toBe(failed);
  expect(scripts().map((script) => script.src)).toEqual(['https://js.example/v2/wallet.js']);
  scripts()[0]?.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow('Wallet script failed to load');
  expect(scripts()).toHaveLength(0);

  const loaded = loadWallet();
  expect(scripts().map((script) => script.src)).toEqual(['https://js.example/v2/wallet.js']);
  (window as WalletWindow).CleanPopWallet = parts;
  scripts()[0]?.dispatchEvent(new Event('load'));
  await expect(loaded).resolves.toBe(parts);
  await expect(loadWallet()).resolves.toBe(parts);
  expect(scripts()).toHaveLength(1);
});
