// SPEC 7: POST /api/slides/create multipart: `data` (position 'Up'|'Down', order, responsive 1/0, show 1/0)
// and the file `image` -> { message: 'success', detail, slide }
import { API, SLIDE_FORM, type SlideAnswer, type SlideCreateData } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';
import { SLIDE_READS } from './shared';

export interface CreateSlideInput {
  data: SlideCreateData;
  image: Blob;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

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
