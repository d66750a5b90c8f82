// SPEC 7 uploads: a form with a field 'data' holding JSON and an optional file field 'image'
// (products, slides, users), or several JSON fields beside the file (invoices: 'data' and 'tires').
// One reader for all of them, and one scope that accepts them.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZodError, z } from 'zod';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { MSG } from '../messages';
import { HttpError, badRequest } from './errors';
import { refuseBadText } from './text-input';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** as declared by the client: never trusted, storage checks the bytes */
  mimetype: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * The routes that take an upload, in a scope of their own where @fastify/multipart is registered.
 * Registered for the whole app, its two hooks (one on every request, one on every answer) would
 * cost every call ~12 µs, the catalogue's read among them; here only uploads pay. Any other route
 * answers a multipart body 415 (http/error-handler.ts), as it does a body of any other wrong type.
 */
export function uploadRoutes(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (scope, options) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 256 * 1024, parts: 25 } });
    await routes(scope, options);
  };
}

/** Reads every part of a multipart request into memory (limits set in uploadRoutes). */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, MSG.multipartExpected);
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // an empty file input is sent as a part without a name and without bytes: "no file"
        if (buffer.length === 0 && !part.filename) continue;
        form.files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, buffer });
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (err) {
    // Fastify's typed errors (size and part limits: 413) keep their answer; the parser's own, for a
    // body cut short or without its boundary, carry no status and would otherwise be a 500
    const typed = err instanceof HttpError || (err as { code?: unknown }).code !== undefined || (err as { statusCode?: unknown }).statusCode !== undefined;
    if (typed) throw err;
    throw badRequest(MSG.multipartUnreadable);
  }
  // no field name or text holds a control character (a text's line breaks may be a JSON
  // field's layout; jsonField checks each text inside the JSON by its own field's rule)
  refuseBadText(form.fields, '', true);
  return form;
}

/**
 * The JSON of the text field `name` (`fallback` when the form has no such field; a 400 with
 * `invalid` when it is not JSON), its texts checked like every text the api takes
 * (http/text-input.ts). Their fields are named under `prefix` ('' for `data`, whose fields the
 * answers name alone; '/tires' names "llantas #2 ...").
 */
export function jsonField(form: MultipartForm, name: string, options: { fallback: unknown; invalid: string; prefix?: string }): unknown {
  const text = form.fields[name];
  if (text === undefined) return options.fallback;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(options.invalid);
  }
  refuseBadText(json, options.prefix ?? '');
  return json;
}

/**
 * The SPEC 7 shape: `data` (JSON, validated by `schema`; a ZodError becomes a 400 naming the field)
 * and the optional file `image` (null when absent; store it with app.storage.saveImage).
 */
export async function readDataAndImage<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<{ data: z.output<S>; image: UploadedFile | null }> {
  const form = await readMultipart(request);
  const json = jsonField(form, 'data', { fallback: {}, invalid: MSG.multipartDataJson });
  const data = schema.parse(json) as z.output<S>;
  const image = form.files.find((f) => f.fieldname === 'image') ?? null;
  return { data, image };
}

/** one JSON text field of a form read by readJsonForm */
export interface JsonFieldRule<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** the value when the form has no such field */
  fallback: unknown;
  /** the 400's detail when the field's text is not JSON */
  invalid: string;
  /**
   * How the answers name its problems: true, under the form field's name ('tires': "Campo llantas
   * #2 cantidad: ..."); false, by the JSON's own fields alone, as the form shows them ('data':
   * "Campo fecha: ..."), though a problem of the whole value still names the form field.
   */
  named: boolean;
}

/** what readJsonForm read: each field's parsed value, its JSON as sent (with what the schema drops), and the files */
export interface JsonForm<F extends Record<string, JsonFieldRule>> {
  values: { [K in keyof F]: z.output<F[K]['schema']> };
  json: { [K in keyof F]: unknown };
  files: UploadedFile[];
}

/**
 * A form of several JSON text fields (`fields`, read in their order) beside its files. Every
 * problem of every field is answered at once (one ZodError: a 400 naming each field), not only the
 * first field's.
 */
export async function readJsonForm<F extends Record<string, JsonFieldRule>>(request: FastifyRequest, fields: F): Promise<JsonForm<F>> {
  const form = await readMultipart(request);
  const rules = Object.entries(fields);
  const json: Record<string, unknown> = {};
  for (const [name, rule] of rules) {
    json[name] = jsonField(form, name, { fallback: rule.fallback, invalid: rule.invalid, prefix: rule.named ? `/${name}` : '' });
  }
  const parsed = z.object(Object.fromEntries(rules.map(([name, rule]) => [name, rule.schema]))).safeParse(json);
  if (!parsed.success) {
    const alone = (issue: z.core.$ZodIssue) => issue.path.length > 1 && fields[String(issue.path[0])]?.named === false;
    throw new ZodError(parsed.error.issues.map((i) => (alone(i) ? { ...i, path: i.path.slice(1) } : i)));
  }
  return { values: parsed.data as JsonForm<F>['values'], json: json as JsonForm<F>['json'], files: form.files };
}
