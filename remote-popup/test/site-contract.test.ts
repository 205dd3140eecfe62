import type { PaymentPopupModule } from '@clean/shared';
import * as popupModule from '../src/index';

// The compiler checks the module the popup remote exposes (`popup/popup`) against what the booking
// page pays with (`@clean/shared`'s PaymentPopupModule): a change on either side that breaks the other
// fails `tsc -b`.
const offered: PaymentPopupModule = popupModule;

describe('the module the site pays with', () => {
  it('offers CleanPop, whose instances open transactions', () => {
    expect(typeof offered.CleanPop).toBe('function');
    expect(typeof popupModule.CleanPop.prototype.newTransaction).toBe('function');
  });
});
