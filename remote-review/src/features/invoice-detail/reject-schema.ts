// The rule of an invoice's rejection comment (SPEC 4/5: at least 3 characters): the contract's
// invoiceRejectBody, the one the api checks. Asked for on the person's first move in the decision
// (useInvoiceDecision's lazySchema), in a chunk of its own with zod, which the invoice's screen and
// the review queue do not wait for before their first paint.
export { invoiceRejectBody } from '@portal/contract';
