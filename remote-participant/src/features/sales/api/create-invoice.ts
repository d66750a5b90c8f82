// SPEC 7: POST /api/invoice/create (shared-auth postInvoice puts it on the wire) ->
// { message: 'success', detail: 'Factura Creada con Éxito, Se le han agregado N puntos', points, currentPoints }.
// With no network (the browser says it is offline, or the send got no answer at all) the
// sale is kept on the phone under its Idempotency-Key and sent by itself when the signal returns;
// an answer of the api (4xx, 5xx) is never kept: it is shown, as always.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API, type Brand, type Design, type InvoiceCreateAnswer, type Tire } from '@portal/contract';
import { ApiError, apiKey, keepSale, postInvoice, useSession, useSubmit, type PendingSaleLine } from '@portal/shared-auth';
import { messages } from '../../../messages';
import { tirePointsFor, type SalePayload } from '../sale-form';

export interface CreateInvoiceInput extends SalePayload {
  idempotencyKey: string;
  /** the points the form showed, kept with a sale sent later */
  points: number;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

/** kept on the phone instead of sent */
export interface SaleKept {
  kept: true;
  detail: string;
  dispute?: undefined;
}

export type SaleAnswer = InvoiceCreateAnswer | SaleKept;

export const wasKept = (answer: SaleAnswer | null): answer is SaleKept => Boolean(answer && 'kept' in answer);

/** no answer at all (fetch's TypeError, http.ts turns it into status 0): the network, not the api */
const noAnswer = (err: unknown) => err instanceof ApiError && err.status === 0;

function nameIn<T extends { id: number; name: string }>(client: QueryClient, path: string, id: number): string {
  return client.getQueryData<T[]>(apiKey(path))?.find((item) => item.id === id)?.name ?? `#${id}`;
}

/** the lines as the person chose them, named, for 'Lista de Ventas' while the sale waits */
function namedLines(client: QueryClient, input: CreateInvoiceInput): PendingSaleLine[] {
  const profileId = useSession.getState().user?.profiles_id;
  return input.tires.map((line) => {
    const tire = client.getQueryData<Tire[]>(apiKey(API.tiresByDesign(line.design_id)))?.find((t) => t.id === line.tire_id);
    return {
      ...line,
      brand: nameIn<Brand>(client, API.brandsAll, line.brand_id),
      design: nameIn<Design>(client, API.designsByBrand(line.brand_id), line.design_id),
      tire: tire?.name ?? `#${line.tire_id}`,
      tirePoints: tire ? tirePointsFor(tire, profileId) : 0,
    };
  });
}

/**
 * The new invoice shows in 'Lista de Ventas' (GET /api/invoice/all) and every read of the user's
 * record (points, invoice history) is fetched again; a kept one shows there as pending.
 */
export function useCreateInvoice() {
  const client = useQueryClient();
  const send = useCallback(
    async (input: CreateInvoiceInput): Promise<SaleAnswer> => {
      const { data, tires, image, idempotencyKey, onProgress } = input;
      const keep = async (): Promise<SaleKept> => {
        await keepSale({ key: idempotencyKey, data, image, imageName: image.name, lines: namedLines(client, input), points: input.points });
        return { kept: true, detail: messages.sales.keptOffline };
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return keep();
      try {
        return await postInvoice({ data, tires, image, imageName: image.name, idempotencyKey, onProgress });
      } catch (err) {
        if (noAnswer(err)) return keep();
        throw err;
      }
    },
    [client],
  );
  return useSubmit(send, { refetch: ['/api/invoice', '/api/users'] });
}
