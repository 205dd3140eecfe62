import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePopover } from '../src/hooks/use-popover';

/** The smallest disclosure built on the hook: a button, and a panel with a link inside. */
function Disclosure() {
  const { open, toggle, rootRef, buttonRef } = usePopover();
  return (
    <>
      <p>Elsewhere</p>
      <div ref={rootRef}>
        <button ref={buttonRef} type="button" aria-expanded={open} onClick={toggle}>
          Account
        </button>
        <div hidden={!open}>
          <a href="#profile">Profile</a>
        </div>
      </div>
    </>
  );
}

function renderDisclosure() {
  const user = userEvent.setup();
  render(<Disclosure />);
  return { user, button: screen.getByRole('button', { name: 'Account' }) };
}

describe('usePopover', () => {
  it('opens and closes with its button', async () => {
    const { user, button } = renderDisclosure();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open for a press inside it and closes for a press outside', async () => {
    const { user, button } = renderDisclosure();
    await user.click(button);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('link', { name: 'Profile' }) });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts the focus back on its button', async () => {
    const { user, button } = renderDisclosure();
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves Escape alone while closed', async () => {
    const { user, button } = renderDisclosure();
    await user.click(screen.getByText('Elsewhere'));
    await user.keyboard('{Escape}');
    expect(button).not.toHaveFocus();
  });
});
