// The invoices module's public face (docs/decisions.md "Module layout"): the one join of invoice
// lines with tire, design and brand, for the reports.
export { invoiceLines, type InvoiceLineRow } from './repository';
