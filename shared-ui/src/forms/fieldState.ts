/** SPEC 4: a field's validation state. */
export type FieldState = 'empty' | 'success' | 'error';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/**
 * An error shows once the field is touched (or at once when the caller gives no `touched`, e.g.
 * a server error); success needs a touched, valid, non-blank field; otherwise the field is empty.
 */
export function fieldState(value: unknown, error: string | null | undefined, touched: boolean | undefined): FieldState {
  if (error && touched !== false) return 'error';
  if (touched && !error && !isBlank(value)) return 'success';
  return 'empty';
}
