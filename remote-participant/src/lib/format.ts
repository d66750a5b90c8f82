// Points arithmetic the participant's screens share. Dates and numbers are shown through shared-ui's
// one format module (formatDate, formatDateTime, formatNumber).

/** points still missing to pay `cost` from `balance` (a negative balance, a debt, must be paid first); 0 when it is covered */
export const pointsMissing = (balance: number, cost: number): number => Math.max(0, cost - balance);
