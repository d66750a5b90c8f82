// SPEC 7 "Slides": the slide administration calls, one fetcher and hook each (contract/src/products.ts).
// The create is multipart (`data` JSON and the file `image`) and answers { message: 'success', detail, slide }.
import { API, SLIDE_FORM, TABLE_PAGE_SIZE, type MessageAnswer, type Slide, type SlideAnswer, type SlideCreateData } from '@portal/contract';
import { http, useRefetch, useServerList, useSubmit } from '@portal/shared-auth';

/** the slides list and the home carousels (GET /api/slides/position/...) are read again after a write */
export const SLIDE_READS = ['/api/slides'] as const;

/**
 * GET /api/slides/all on the list contract: 10 per page, in the carousels' order
 * ('-position': Arriba first, each carousel desktop then phone-sized, by order) until a header is clicked
 */
export const useSlidePages = () =>
  useServerList<Slide>(API.slidesAll, { pageSize: TABLE_PAGE_SIZE, defaultSort: { key: 'position', direction: 'desc' } });

export interface CreateSlideInput {
  data: SlideCreateData;
  image: Blob;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

/** POST /api/slides/create multipart: `data` (position 'Up'|'Down', order, responsive 1/0, show 1/0) and `image` */
export async function createSlide({ data, image, onProgress }: CreateSlideInput): Promise<SlideAnswer> {
  const body = new FormData();
  body.append(SLIDE_FORM.data, JSON.stringify(data));
  body.append(SLIDE_FORM.image, image, image instanceof File ? image.name : 'slide');
  const answer = await http.post<SlideAnswer>(API.slideCreate, body, {
    onUploadProgress: (event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) onProgress?.(share * 100);
    },
  });
  return answer.data;
}
export const useCreateSlide = () => useSubmit(createSlide, { refetch: SLIDE_READS });

/** DELETE /api/slides/delete/{id}; useDeleteFlow shows the answer (SPEC 4, 8) */
export async function deleteSlide(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.slideDelete(id))).data;
}

/** After a delete (which useDeleteFlow runs itself), the home carousels are read again too. */
export function useRefetchSlides(): () => void {
  return useRefetch(SLIDE_READS);
}
