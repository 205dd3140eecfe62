import { render, screen } from '@testing-library/react';
import { PhoneLink, phoneGroups } from '../src/components/phone-link/phone-link';

describe('a phone in the console', () => {
  it('reads as stored and may wrap only between the groups of a number written without spaces', () => {
    render(<PhoneLink phone="+2348032166904" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('+2348032166904');
    expect(link).toHaveAttribute('href', 'tel:+2348032166904');
    expect(link.innerHTML).toBe('+234<wbr>803<wbr>216<wbr>6904');
  });

  it('groups a number after 0 as people write it, and leaves any other as it is', () => {
    expect(phoneGroups('08031234567')).toEqual(['0803', '123', '4567']);
    expect(phoneGroups('+234 803 123 4567')).toEqual(['+234 803 123 4567']);
    expect(phoneGroups('+447700900123')).toEqual(['+447700900123']);
  });

  it("says None for an erased customer's empty phone, with no link", () => {
    render(<PhoneLink phone="" />);
    expect(screen.getByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
