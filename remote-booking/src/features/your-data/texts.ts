/** Every text of the data requests on the receipt page (ours: docs/PRODUCT.md, "Your data"). */
export const yourDataTexts = {
  title: 'Your data',
  intro:
    'Download everything we hold about the email and phone number of this booking, or ask us to erase it. ' +
    'Amounts and dates stay in our accounts without your name or contact.',
  downloadJson: 'Download my data (JSON)',
  downloadHtml: 'Download my data (readable page)',
  erase: 'Delete my data',
  confirmTitle: 'Delete your personal data?',
  confirmText:
    'We will e-mail a link to the address of this booking. Your data is erased once you open it. A visit still ' +
    'to come is erased after it.',
  confirmLabel: 'Send me the link',
  busyLabel: 'Sending…',
  cancel: 'Keep my data',
  sentTitle: 'Check your e-mail',
  failedTitle: 'We could not send the link',
  confirmingTitle: 'Erasing your data…',
  doneTitle: 'Your data is erased',
  waitingTitle: 'Confirmed',
  linkFailedTitle: 'This link did not work',
  retry: 'Try again',
} as const;
