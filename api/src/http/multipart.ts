// SPEC 7 uploads: a form with a field 'data' holding JSON and an optional file field 'image'
// (products, slides, users, invoices). One reader for all of them, and one scope that accepts them.
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
 * The routes that take an upload, in a scope of their own where @fastify/multipart is registered
 * (issue 12). Registered for the whole app, its two hooks (one on every request, one on every
 * answer) cost every call ~12 µs, the catalogue's read among them; here only uploads pay. Any
 * other route answers a multipart body 415 (http/error-handler.ts), as before for a wrong type.
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
  // issue 25: no field name or text holds a control character (a text's line breaks may be a JSON
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
