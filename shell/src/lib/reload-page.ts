/** Reloads the document (its own module, so tests can observe it: jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
