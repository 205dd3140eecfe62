// First: the testing helpers install fetch for jsdom before the shared base API is created.
import { API_BASE_URL, mockFetch, renderWithProviders } from '@clean/shared/testing';
import { CONTACT_SUBMIT_DELAY_MS, notify } from '@clean/shared';
import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { CONTROL_CHARACTERS_MESSAGE, LINE_CONTROL_CHARACTERS_MESSAGE } from '@clean/shared/schemas';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '../src/features/contact/components/contact-form';

const message = {
  name: 'Adaeze Okafor',
  email: 'adaeze@example.com',
  subject: 'Office cleaning',
  message: 'Hello!',
  privacyNoticeVersion: PRIVACY_NOTICE.version,
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = message) {
  await user.type(screen.getByLabelText('Full Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Subject'), values.subject);
  await user.type(screen.getByLabelText('Message'), values.message);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

/** Lets the pending answer arrive, then moves the clock on. */
async function advance(ms: number) {
  await act(async () => {});
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('the contact form', () => {
  let success: jest.SpyInstance;
  let error: jest.SpyInstance;
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    success = jest.spyOn(notify, 'success').mockReturnValue('toast');
    error = jest.spyOn(notify, 'error').mockReturnValue('toast');
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ContactForm />);
    return user;
  };

  it('has the four labelled fields, a 4-row message and a Send Message button', () => {
    setup();
    for (const label of ['Full Name', 'Email', 'Subject', 'Message']) expect(field(label)).toBeInTheDocument();
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the control-character message of the shared schema under the field and sends nothing', async () => {
    const server = mockFetch();
    const user = setup();
    // A pasted control character (a browser's own fields drop CR and LF, the API refuses them too).
    await fillIn(user, { ...message, name: 'Adaeze\u0007 Okafor', message: 'Hello\u0001 there' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTROL_CHARACTERS_MESSAGE)).toBeInTheDocument();
    expect(field('Full Name')).toHaveAccessibleDescription(CONTROL_CHARACTERS_MESSAGE);
    expect(field('Message')).toHaveAccessibleDescription(LINE_CONTROL_CHARACTERS_MESSAGE);
    expect(server.calls).toHaveLength(0);
  });

  it('shows the message of every empty field under it and sends nothing', async () => {
    const server = mockFetch();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const [label, text] of [
      ['Full Name', 'Name is required'],
      ['Email', 'Email is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(text);
    }
    expect(server.calls).toHaveLength(0);
  });

  it("says 'Invalid email' for an address that is not one", async () => {
    mockFetch();
    const user = setup();
    await fillIn(user, { ...message, email: 'adaeze@' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('sends the message, reads Sending... while busy, toasts the reply, then after 1000 ms shows the banner and empties the fields', async () => {
    const server = mockFetch();
    const reply = server.hold();
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(server.calls).toHaveLength(1);
    const request = server.calls[0]!;
    expect(request.url).toBe(`${API_BASE_URL}/api/user/contact-us`);
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual(message);

    await act(async () => reply({ status: 200, body: { success: true, message: 'Thanks, we got your message' } }));
    expect(success).toHaveBeenCalledWith('Thanks, we got your message');
    expect(error).not.toHaveBeenCalled();

    // Still submitting during the wait: no banner yet, fields untouched.
    await advance(CONTACT_SUBMIT_DELAY_MS - 10);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    expect(field('Full Name')).toHaveValue(message.name);

    await advance(10);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Your message has been sent. We'll get back to you soon.");
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Full Name', 'Email', 'Subject', 'Message']) expect(field(label)).toHaveValue('');
  });

  it('keeps the banner for a second message', async () => {
    const server = mockFetch();
    server.answer({ status: 200, body: { success: true, message: 'Received' } });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await advance(CONTACT_SUBMIT_DELAY_MS);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    await advance(CONTACT_SUBMIT_DELAY_MS);
    expect(success).toHaveBeenCalledTimes(2);
  });

  it('shows an error toast with the server message when the answer is success false, and the banner after 1000 ms', async () => {
    mockFetch().answer({ status: 200, body: { success: false, message: 'We could not save your message' } });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => {});
    expect(error).toHaveBeenCalledWith('We could not save your message');
    expect(success).not.toHaveBeenCalled();
    expect(screen.queryByText('Thank you!')).not.toBeInTheDocument();
    await advance(CONTACT_SUBMIT_DELAY_MS);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
  });

  it('shows the message of a server that rejects the input as an error toast', async () => {
    mockFetch().answer({
      status: 400,
      body: {
        success: false,
        message: 'Check the highlighted fields',
        errors: [{ field: 'email', message: 'Invalid email' }],
      },
    });
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => {});
    expect(error).toHaveBeenCalledWith('Check the highlighted fields');
    await advance(CONTACT_SUBMIT_DELAY_MS);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
  });

  it('only logs a call that gets no answer, and still shows the banner after 1000 ms', async () => {
    mockFetch().fail();
    const user = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await act(async () => {});
    expect(consoleError).toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await advance(CONTACT_SUBMIT_DELAY_MS);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(field('Subject')).toHaveValue('');
  });
});
