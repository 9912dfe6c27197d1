/** What other modules may use of printing: what an order event asks of the automatic printers, and the consumer that prints it. */
export { printingConsumer, printMeta, type AutoTrigger, type PrintMeta } from './print-jobs.service';
