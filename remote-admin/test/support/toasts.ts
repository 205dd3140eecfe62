import { notify } from '@clean/shared';

/** Spies on the success and error toasts, which then show nothing; `jest.restoreAllMocks` ends them. */
export function spyOnToasts() {
  return {
    success: jest.spyOn(notify, 'success').mockReturnValue('toast'),
    error: jest.spyOn(notify, 'error').mockReturnValue('toast'),
  };
}
