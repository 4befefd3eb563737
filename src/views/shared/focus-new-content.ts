/**
 * A ref callback for what a visitor's action just brought onto the page (a discount code after
 * "Get my discount code"): it takes the focus when the focus was lost with the button that
 * brought it (the page body) or is still on a form control of the same section (the form that
 * asked for it). A heading the page moved the focus to keeps it, so opening a screen that
 * already shows the code leaves the focus on the screen's heading.
 */
export function focusNewContent(node: HTMLElement | null): void {
  if (!node) return;
  const focused = node.ownerDocument.activeElement;
  const lost = !focused || focused === node.ownerDocument.body;
  const section = node.closest('section');
  const onItsForm = focused instanceof HTMLElement && focused.matches('button, input, select, textarea') && section !== null && section.contains(focused);
  if (lost || onItsForm) node.focus({ preventScroll: false });
}
