/**
 * Copy to clipboard (spec section 8: "A failed clipboard copy falls back to a copy prompt").
 *
 * The async Clipboard API is missing on plain http and in some embedded web views, and it
 * rejects without user activation or permission. In all those cases the text is shown in
 * window.prompt, preselected, so the user can copy it by hand. The prompt label comes from the
 * caller because it is a user-visible, localised string.
 */
export type CopyOutcome = 'copied' | 'prompted';

export async function copyText(text: string, promptLabel: string): Promise<CopyOutcome> {
  const clipboard: Clipboard | undefined = navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // Rejected (no permission, document not focused, no user gesture): use the prompt.
    }
  }
  window.prompt(promptLabel, text);
  return 'prompted';
}
