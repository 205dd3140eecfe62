/**
 * jsdom has `<dialog>` but not `showModal`/`close`. These do what the browser does that a test can
 * observe: `open` set and cleared, and a `close` event. (Inertness of the page behind is the
 * browser's; the Dialog's own Tab wrapping is what keeps focus inside here.)
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
