import { notify, TOAST } from '@clean/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../src/components/toasts/toast-provider';

/** Advances fake time in small steps so each timer's re-render schedules the next (exit transitions). */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
  }
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => notify.remove());
    jest.useRealTimers();
  });

  it('shows a toast sent from anywhere through notify, and closes it after 5 s', async () => {
    render(<ToastProvider>content</ToastProvider>);
    await act(async () => {
      notify.success('Your message has been sent');
    });
    expect(screen.getByText('Your message has been sent')).toBeInTheDocument();
    await advance(TOAST.autoHideMs + 1000);
    expect(screen.queryByText('Your message has been sent')).not.toBeInTheDocument();
  });

  it('queues toasts beyond the visible limit and shows them as others leave', async () => {
    render(<ToastProvider>content</ToastProvider>);
    await act(async () => {
      for (let index = 1; index <= TOAST.maxVisible + 1; index += 1) notify.info(`Toast ${index}`);
    });
    expect(screen.getAllByText(/^Toast \d$/)).toHaveLength(TOAST.maxVisible);
    expect(screen.queryByText(`Toast ${TOAST.maxVisible + 1}`)).not.toBeInTheDocument();
    await advance(TOAST.autoHideMs + 1000);
    expect(screen.getByText(`Toast ${TOAST.maxVisible + 1}`)).toBeInTheDocument();
  });

  it('refuses an empty message: no blank toast, and the page and later toasts carry on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <ToastProvider>
        <p>The page</p>
      </ToastProvider>,
    );
    await act(async () => {
      notify.error('');
      notify.success('Saved');
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // One toast: the saved one, no blank one beside it.
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Saved']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('updates a loading toast in place of the old one', async () => {
    render(<ToastProvider>content</ToastProvider>);
    let key: ReturnType<typeof notify.loading> = '';
    await act(async () => {
      key = notify.loading('Saving…');
    });
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await act(async () => {
      notify.update(key, 'Saved', 'success');
    });
    await advance(1000);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications with Alt+T', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ToastProvider>content</ToastProvider>);
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: /notifications/i })).toHaveFocus();
  });
});
