// What other modules (and the jobs) may use of billing (the module map: decision 0043).
export { ensurePlans } from './plans/plans.repository';
export { runBilling } from './subscriptions/run-billing';
export { cancelAtPeriodEnd, changePlan, payInvoice, subscribe } from './subscriptions/subscribe';
export { INVOICE_REFERENCE_PREFIX, recordInvoicePayment } from './invoices/invoice-payment';
export { sendInvoiceReminders } from './invoices/dunning';
