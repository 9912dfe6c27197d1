/** What other modules may use of printing: the automatic kitchen tickets of new orders. */
export { autoPrint, autoPrintMany } from './print-jobs.service';
