import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionsMenu, type MenuAction } from '../src/components/actions-menu/actions-menu';

function renderMenu(actions: Partial<Record<'edit' | 'archive' | 'remove', Partial<MenuAction>>> = {}) {
  const chosen: string[] = [];
  const action = (key: 'edit' | 'archive' | 'remove', label: string): MenuAction => ({
    key,
    label,
    onSelect: () => chosen.push(key),
    ...actions[key],
  });
  const user = userEvent.setup();
  render(
    <>
      <p>Outside</p>
      <ActionsMenu
        label="Actions"
        menuOf=" for row one"
        of=" row one"
        actions={[action('edit', 'Edit'), action('archive', 'Archive'), action('remove', 'Remove')]}
      />
    </>,
  );
  const button = screen.getByRole('button', { name: 'Actions for row one' });
  return { user, button, chosen };
}

describe('ActionsMenu', () => {
  it('is a menu button: closed at first, open on a press with the focus on the first item', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Actions for row one' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit row one',
      'Archive row one',
      'Remove row one',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Edit row one' })).toHaveFocus();
  });

  it('moves between items with the arrows, Home and End, wrapping at either end', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    const item = (name: string) => screen.getByRole('menuitem', { name: `${name} row one` });
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Archive')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Remove')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Edit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Remove')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Edit')).toHaveFocus();
  });

  it('skips a disabled item, which cannot be chosen', async () => {
    const { user, button, chosen } = renderMenu({ archive: { disabled: true } });
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Archive row one' })).toBeDisabled();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Remove row one' })).toHaveFocus();
    await user.click(screen.getByRole('menuitem', { name: 'Archive row one' }));
    expect(chosen).toEqual([]);
  });

  it('runs the chosen action once, closed, with the focus back on the button', async () => {
    const { user, button, chosen } = renderMenu();
    await user.click(button);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['archive']);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Remove row one' }));
    expect(chosen).toEqual(['archive', 'remove']);
    expect(button).toHaveFocus();
  });

  it('closes on Escape with the focus back on the button, and on a press outside, choosing nothing', async () => {
    const { user, button, chosen } = renderMenu();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(chosen).toEqual([]);
  });

  it('opens from the keyboard with the down arrow too', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit row one' })).toHaveFocus();
  });

  it('stays open while the page scrolls under it (a list refreshing its rows), following its button', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Actions for row one' });
    const at = (top: number) =>
      jest
        .spyOn(button, 'getBoundingClientRect')
        .mockReturnValue(DOMRect.fromRect({ x: 900, y: top, width: 80, height: 30 }));
    at(200);
    fireEvent.scroll(window);
    expect(menu).toBeInTheDocument();
    expect(menu.style.top).toBe('234px');
    expect(screen.getByRole('menuitem', { name: 'Edit row one' })).toHaveFocus();

    // Scrolled out of sight: the menu closes rather than float away from its button.
    at(-200);
    fireEvent.scroll(window);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
