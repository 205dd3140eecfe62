/**
 * Every text of the data requests on the receipt page and the pages of their e-mailed links (ours:
 * docs/PRODUCT.md, "Your data"). What a request leaves out is `DATA_REQUEST_SCOPE` (@clean/shared/schemas).
 */
export const yourDataTexts = {
  title: 'Your data',
  intro:
    'Download what we hold about the e-mail address of this booking, or ask us to erase it. Either way we first ' +
    'e-mail a link to that address. Amounts and dates stay in our accounts without your name or contact.',
  download: 'Download my data',
  downloadBusy: 'Sending the link…',
  erase: 'Delete my data',
  confirmTitle: 'Delete your personal data?',
  confirmText:
    'We will e-mail a link to the address of this booking. It opens a page where you confirm the erasure. A visit ' +
    'still to come is erased after it.',
  confirmLabel: 'Send me the link',
  busyLabel: 'Sending…',
  cancel: 'Keep my data',
  sentTitle: 'Check your e-mail',
  failedTitle: 'We could not send the link',
  // The download link's page.
  downloadTitle: 'Download your data',
  downloadText:
    'Everything we hold about the e-mail address this link was sent to: as JSON (for programs) or as a readable ' +
    'page to open in a browser. The link works for 7 days.',
  downloadJson: 'Download my data (JSON)',
  downloadHtml: 'Download my data (readable page)',
  downloading: 'Preparing your file…',
  downloadedTitle: 'Your file is downloaded',
  downloadedText: 'Look for it in your downloads.',
  // The erasure link's page: nothing happens before its button (mail scanners open links too).
  erasePageTitle: 'Erase your personal data?',
  erasePageText:
    'We will erase the name, contact, address and notes of every booking and message made with the e-mail ' +
    'address this link was sent to. Amounts and dates stay in our accounts, without your name or contact. A ' +
    'visit still to come is erased after it, within 30 days. This cannot be undone.',
  eraseButton: 'Erase my data',
  confirmingLabel: 'Erasing…',
  doneTitle: 'Your data is erased',
  waitingTitle: 'Confirmed',
  linkFailedTitle: 'This link did not work',
  retry: 'Try again',
} as const;
