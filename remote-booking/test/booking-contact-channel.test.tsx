// Before the page: the server installs fetch for jsdom.
import { bookingServer } from './support/booking-server';
import { paths } from '@clean/shared';
import { screen, within } from '@testing-library/react';
import {
  button,
  enter,
  field,
  fillEverything,
  findButton,
  renderBookingPage,
  useBookingTestSetup,
} from './support/booking-page';

const radio = (name: string) => screen.getByRole('radio', { name });
const checked = () => screen.getAllByRole('radio', { checked: true }).map((each) => each.getAttribute('value'));

/** "How should we reach you?" (docs/PRODUCT.md, "Messages on WhatsApp and SMS"). */
describe('the channel for messages on the booking form', () => {
  useBookingTestSetup();

  it('offers WhatsApp for a Nigerian mobile number and e-mail otherwise, following the phone as it is typed', async () => {
    bookingServer();
    const { user } = await renderBookingPage();
    const group = screen.getByRole('group', { name: 'How should we reach you?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((each) => each.getAttribute('value')),
    ).toEqual(['whatsapp', 'sms', 'email']);
    // No phone yet: e-mail.
    expect(radio('E-mail')).toBeChecked();
    // The line under it: the notice the messages follow, and STOP.
    expect(group).toHaveTextContent('Our messages follow our privacy notice. Reply STOP at any time');
    expect(within(group).getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', paths.privacy);

    for (const [phone, channel] of [
      ['0803 123 4567', 'whatsapp'],
      ['+44 20 7946 0958', 'email'],
      ['234 (901) 234-5678', 'whatsapp'],
      ['0201 234 5678', 'email'],
      ['+234 811 000 2222', 'whatsapp'],
    ] as const) {
      await user.clear(field('Phone Number'));
      await enter(user, 'Phone Number', phone);
      expect(checked()).toEqual([channel]);
    }
  });

  it('keeps the channel the customer picks whatever the phone, and sends it', async () => {
    const server = bookingServer();
    const { user } = await renderBookingPage();
    await fillEverything(user);
    expect(radio('WhatsApp')).toBeChecked();
    await user.click(radio('SMS'));
    expect(checked()).toEqual(['sms']);
    // Another phone no longer moves the choice.
    await user.clear(field('Phone Number'));
    await enter(user, 'Phone Number', '0201 234 5678');
    await user.clear(field('Phone Number'));
    await enter(user, 'Phone Number', '0809 111 2222');
    expect(checked()).toEqual(['sms']);

    await user.click(button('Book Now'));
    await findButton('Book Now');
    expect(server.bookings()).toHaveLength(1);
    expect(await server.bookings()[0]!.clone().json()).toMatchObject({ phone: '0809 111 2222', contactChannel: 'sms' });
  });
});
