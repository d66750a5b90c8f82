import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { messages } from '../messages';
import { useLazyModule } from './useLazyModule';

type AnyValues = Record<string, unknown>;
/** Errors by field path: 'name', or 'lines.0.brand' for nested values. */
export type FieldErrors = Record<string, string | undefined>;

/**
 * First message per field path of a failed parse: what useZodForm shows, and what a screen whose
 * actions each have a schema of their own (ConfirmRedeem) shows for the one tried.
 */
export function fieldErrorsOf(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }): FieldErrors {
  const out: FieldErrors = {};
  if (result.success || !result.error) return out;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_form';
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

const rootOf = (path: string) => path.split('.')[0];

interface FieldHandlers {
  onChange(value: unknown): void;
  onBlur(): void;
}

/**
 * A schema whose code (zod and the contract's rules: 22 KiB and some 250 ms of a phone's CPU on
 * 'Ingresar Venta') is asked for only once the person starts on the form (`prepare`: the form's
 * first focus or touch, a typed value, a submit), from a chunk of its own. A page load alone never
 * waits for it nor runs it: measured (bench:lighthouse), loading it as soon as the form is drawn
 * makes the page slower, its evaluation landing between the form's first render and its paint. Until
 * it has come the form shows no error, and `parseWhenReady` waits for it.
 */
export interface LazySchema<S> {
  load(): Promise<S>;
}
export const lazySchema = <S>(load: () => Promise<S>): LazySchema<S> => ({ load });
const isLazy = <S>(schema: S | LazySchema<S>): schema is LazySchema<S> =>
  typeof (schema as Partial<LazySchema<S>>).load === 'function';

/**
 * Form state checked by a zod schema (the contract's, the same the api uses). An error shows once
 * its field is touched: typed in (`set`), left (`touch`, on blur), or marked by `validateAll`.
 * `errors` holds only the errors that show; `allErrors` every current one. The schema may come later
 * (`lazySchema`): `ready` says when it is here.
 */
export function useZodForm<S extends z.ZodType<unknown, AnyValues>, V extends { [K in keyof z.input<S>]: unknown } = z.input<S>>(
  schemaOrLazy: S | LazySchema<S>,
  initial: V,
) {
  // What the form holds may be looser than the schema's input: an unticked box for z.literal(true),
  // '' in a select before a choice. The schema decides what is valid.
  type Values = V;
  type Key = keyof Values & string;
  const [values, setValuesState] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  // the schema, once here; a lazy one is asked for on the person's first move (prepare)
  const [lazy] = useState(() => (isLazy(schemaOrLazy) ? schemaOrLazy : null));
  const rules = useLazyModule(lazy ? lazy.load : null);
  const plain = lazy ? null : (schemaOrLazy as S);
  const schema = plain ?? rules.value;
  const { prepare: prepareRules } = rules;
  /** asks for a lazy schema (once; again after a failure); resolves with the schema */
  const prepare = useCallback((): Promise<S> => (plain ? Promise.resolve(plain) : prepareRules()), [plain, prepareRules]);

  const allErrors = useMemo(() => (schema ? fieldErrorsOf(schema.safeParse(values)) : {}), [schema, values]);
  const errors = useMemo(() => {
    const shown: FieldErrors = {};
    for (const [path, message] of Object.entries(allErrors)) {
      if (touched[path] || touched[rootOf(path)]) shown[path] = message;
    }
    return shown;
  }, [allErrors, touched]);

  const set = useCallback(<K extends Key>(name: K, value: Values[K]) => {
    void prepare();
    setValuesState((v) => ({ ...v, [name]: value }));
    setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
  }, [prepare]);

  const touch = useCallback((path: string) => {
    void prepare();
    setTouched((t) => (t[path] ? t : { ...t, [path]: true }));
  }, [prepare]);

  /**
   * Replace some values without touching them (data loaded for an edit screen). The patch may be
   * worked out from the current values, as a state updater is (a callback that stays the
   * same across renders needs no values of its own).
   */
  const setValues = useCallback(
    (patch: Partial<Values> | ((current: Values) => Partial<Values>)) =>
      setValuesState((v) => ({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) })),
    [],
  );

  /** Back to `next` (or the initial values), nothing touched. */
  const reset = useCallback((next?: Values) => {
    setValuesState(next ?? initial);
    setTouched({});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Mark as touched the failing fields among `paths` (all when absent); log when any fails (SPEC 5). */
  const check = useCallback(
    (paths?: readonly string[], using: S | null = schema): FieldErrors => {
      // no schema yet: nothing can be said valid (parseWhenReady waits for it); the fields asked about
      // are marked, so their errors show as soon as it comes, and it is asked for
      if (!using) {
        if (paths) setTouched((t) => ({ ...t, ...Object.fromEntries(paths.map((p) => [p, true])) }));
        void prepare();
        return { _form: messages.loading };
      }
      const current = fieldErrorsOf(using.safeParse(values));
      const failing = Object.keys(current).filter((p) => !paths || paths.includes(p) || paths.includes(rootOf(p)));
      if (failing.length > 0) {
        setTouched((t) => ({ ...t, ...Object.fromEntries(failing.map((p) => [p, true])) }));
        // SPEC 5 (last line), SPEC 8: failed validation is logged to the console, not sent.
        console.warn(messages.form.invalidConsole, Object.fromEntries(failing.map((p) => [p, current[p]])));
      }
      return Object.fromEntries(failing.map((p) => [p, current[p]]));
    },
    [schema, values, prepare],
  );

  /** SPEC 2.3 / 5: marks every failing field as error, logs, and says whether the form is valid. */
  const validateAll = useCallback(() => Object.keys(check()).length === 0, [check]);

  /** The same for some fields only: one step of the registration wizard (SPEC 2.3). */
  const validateFields = useCallback((names: readonly Key[]) => Object.keys(check(names)).length === 0, [check]);

  /** validateAll, then the parsed (trimmed, coerced) data to send, or null. */
  const parse = useCallback((): z.output<S> | null => {
    if (!schema || !validateAll()) return null;
    const result = schema.safeParse(values);
    return result.success ? (result.data as z.output<S>) : null;
  }, [schema, values, validateAll]);

  /** validateFields, once a lazy schema has come (at once for a plain one): a wizard's step of such a form */
  const validateFieldsWhenReady = useCallback(async (names: readonly Key[]): Promise<boolean> => {
    let using: S;
    try {
      using = await prepare();
    } catch {
      return false;
    }
    return Object.keys(check(names, using)).length === 0;
  }, [prepare, check]);

  /** parse, once a lazy schema has come (at once for a plain one): what a submit of such a form calls */
  const parseWhenReady = useCallback(async (): Promise<z.output<S> | null> => {
    let using: S;
    try {
      using = await prepare();
    } catch {
      // the rules did not come: `rulesError` says so, nothing is sent, the next try asks again
      return null;
    }
    if (Object.keys(check(undefined, using)).length > 0) return null;
    const result = using.safeParse(values);
    return result.success ? (result.data as z.output<S>) : null;
  }, [prepare, check, values]);

  // each field's onChange and onBlur are made once and kept for the form's life, so a
  // memoized field (TextField, SelectField...) re-renders only when its own value, error or touched
  // state changes, not on every key typed elsewhere in the form.
  const [handlers] = useState(() => new Map<string, FieldHandlers>());
  const handlersOf = useCallback(
    (name: Key): FieldHandlers => {
      let made = handlers.get(name);
      if (!made) {
        made = { onChange: (value) => set(name, value as Values[Key]), onBlur: () => touch(name) };
        handlers.set(name, made);
      }
      return made;
    },
    [handlers, set, touch],
  );

  /** Props for TextField / SelectField: `<TextField label="Nombre" {...form.field('name')} />`. */
  const field = useCallback(
    <K extends Key>(name: K) => {
      const { onChange, onBlur } = handlersOf(name);
      return {
        name,
        value: values[name],
        onChange: onChange as (value: Values[K]) => void,
        onBlur,
        error: errors[name] ?? null,
        touched: Boolean(touched[name]),
      };
    },
    [values, errors, touched, handlersOf],
  );

  return {
    values, errors, allErrors, touched, set, touch, setValues, reset, validateAll, validateFields, validateFieldsWhenReady, parse, parseWhenReady, prepare, field,
    ready: schema !== null,
    /** why a lazy schema did not come (shown where the form shows a failed send) */
    rulesError: rules.problem,
    isValid: schema !== null && Object.keys(allErrors).length === 0,
  };
}

export type ZodForm<S extends z.ZodType<unknown, AnyValues>, V extends { [K in keyof z.input<S>]: unknown } = z.input<S>> = ReturnType<
  typeof useZodForm<S, V>
>;
