// SPEC 7: DELETE /api/slides/delete/{id}; useDeleteFlow shows the answer (SPEC 4, 8)
import { API, type MessageAnswer } from '@portal/contract';
import { http, useRefetch } from '@portal/shared-auth';
import { SLIDE_READS } from './shared';

export async function deleteSlide(id: number): Promise<MessageAnswer> {
  return (await http.delete<MessageAnswer>(API.slideDelete(id))).data;
}

/** After a delete (which useDeleteFlow runs itself), the home carousels are read again too. */
export function useRefetchSlides(): () => void {
  return useRefetch(SLIDE_READS);
}
