import '../testing/dialog-polyfill';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ConfirmDialog, Dialog } from '../src/ui';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open overview
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Appointment Overview"
        footer={
          <>
            <button type="button">Pay Online</button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </>
        }
      >
        <p>Customer details</p>
        <a href="/terms-and-condition">Terms</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal labelled by its title, with focus moved inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open overview' }));
    const dialog = screen.getByRole('dialog', { name: 'Appointment Overview' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open overview' }));
    const dialog = screen.getByRole('dialog');
    const visited: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      visited.push(document.activeElement?.textContent || (document.activeElement?.getAttribute('aria-label') ?? ''));
      await userEvent.tab();
    }
    // Close, Terms, Pay Online, Cancel, then round again.
    expect(visited).toEqual(['×', 'Terms', 'Pay Online', 'Cancel', '×', 'Terms']);
    // Now on Pay Online; back past the first control wraps to the last.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent('Terms');
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent('×');
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent('Cancel');
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open overview' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open overview' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a tap on the backdrop only when dismissible', async () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <Dialog open onClose={onClose} title="Payment Failed!" dismissible={false}>
        <p>Sorry</p>
      </Dialog>,
    );
    // The backdrop is the <dialog> element itself, outside its content.
    const dialog = screen.getByRole('dialog', { hidden: true });
    await userEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Sorry'));
    rerender(
      <Dialog open onClose={onClose} title="Payment Failed!">
        <p>Sorry</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByText('Sorry'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('asks first, with Cancel focused, and runs the action only on confirm', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog open title="Delete appointment?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel}>
        This cannot be undone.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete appointment?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed or confirmed twice while busy', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="Delete product?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        Gone for good.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

it('returns focus to the element it is told to when the opener had lost focus', async () => {
  function Form() {
    const [open, setOpen] = useState(false);
    const submit = useRef<HTMLButtonElement>(null);
    return (
      <>
        <button
          ref={submit}
          type="button"
          onClick={() => {
            // Like a submit button disabled while its request runs: focus is lost before the answer.
            (document.activeElement as HTMLElement).blur();
            setOpen(true);
          }}
        >
          Book Now
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Appointment Overview" returnFocusRef={submit}>
          <p>Details</p>
        </Dialog>
      </>
    );
  }
  render(<Form />);
  await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
});
