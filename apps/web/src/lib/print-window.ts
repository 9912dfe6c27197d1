/*
 * A page printed from a window of its own (a QR code for the counter, a table display): the person
 * sees what prints, and the app's page stays as it was. The window is the opener's origin
 * (about:blank), so the app's content security policy applies: inline styles and data: images only.
 */

/** Text made safe to put in HTML, inside an element or an attribute's quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Opens `html` (a whole document) in a new window and prints it; false when a pop-up blocker refused the window. */
export function printInWindow(html: string): boolean {
  const win = window.open('', '_blank', 'width=600,height=800');
  if (!win) return false;
  win.document.write(html);
  win.document.close();
  win.focus();
  win.print();
  return true;
}
