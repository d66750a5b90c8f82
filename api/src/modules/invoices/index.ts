// The invoices module's public face (docs/adr/0049-api-modules-in-four-layers.md): the one join of invoice
// lines with tire, design and brand, for the reports.
export { invoiceLines, type InvoiceLineRow } from './repository';
