import { CleanPop, defaultHosts, PROVIDER_HOSTS } from '../src';
import { currentScript, installStandalone, type StandaloneWindow } from '../src/standalone';
import { configureHosts } from '../src/core/hosts';

describe('standalone entry', () => {
  afterEach(() => configureHosts(PROVIDER_HOSTS));

  it('defines CleanPop and PaystackPop, keeping a PaystackPop the page already has', () => {
    const bare: StandaloneWindow = {};
    installStandalone(bare, null);
    expect(bare.CleanPop).toBe(CleanPop);
    expect(bare.PaystackPop).toBe(CleanPop);
    const official = function PaystackPop() {};
    const withOfficial: StandaloneWindow = { PaystackPop: official };
    installStandalone(withOfficial, null);
    expect(withOfficial.PaystackPop).toBe(official);
    expect(withOfficial.CleanPop).toBe(CleanPop);
  });

  it('takes the hosts from the page config, defaulting to the provider', () => {
    expect(defaultHosts().checkoutHost).toBe('https://checkout.paystack.com/');
    installStandalone({ CleanPopConfig: { hosts: { checkoutHost: 'http://localhost:4101' } } }, null);
    expect(defaultHosts()).toEqual({ ...PROVIDER_HOSTS, checkoutHost: 'http://localhost:4101/' });
    document.body.innerHTML = '';
    expect(new CleanPop().checkoutIframe.src).toBe('http://localhost:4101/popup');
  });

  it('sets up button mode for the script tag in a form', () => {
    document.body.innerHTML =
      '<form><script data-key="pk_test_x" data-email="a@b.co" data-amount="25000" data-currency="GHS"></script></form>';
    // Outside a script's evaluation, the last script tag is the one that loaded the library.
    expect(currentScript()).toBe(document.querySelector('script'));
    const button = installStandalone({}, currentScript());
    expect(button?.textContent).toBe('Pay GHS 250');
  });
});
