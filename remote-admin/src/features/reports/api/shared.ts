// What the report calls share (contract/src/reports.ts "The reports on the list contract"): the filters
// as sent, and the same filters without the unset ones, so a summary's cache key and a CSV's query do
// not depend on how the screen reached them.
/** a list's own filters as sent: undefined ones are left out */
export type ReportFilters = Record<string, string | number | undefined>;

/** without the filters nobody set, so the summary's cache key is the same however it was reached */
export function definedOnly(filters: ReportFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
