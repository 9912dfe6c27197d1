/** What other modules may use of tables: closing a table's bill (a Pix charge's webhook closes it, issue 34). */
export { closeBill } from './commands/close-bill';
