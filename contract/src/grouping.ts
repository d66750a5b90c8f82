// Colombian grouping of a whole number's digits, for texts written outside the front ends' formatNumber
// (shared-ui): the contract's and the api's messages ('Los puntos no pueden pasar de 100.000.000'),
// the demo history's pesos. One place; plain code (no zod), so a text module may import it freely.

/** 100000000 -> '100.000.000' */
export const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
