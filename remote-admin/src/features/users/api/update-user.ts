// SPEC 7: POST /api/users/update/{id} multipart: `data` JSON and the optional file `image` -> UserUpdateAnswer;
// after it, every read the edit may change is fetched again
import { API, type UserUpdateAnswer, type UserUpdateData } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';

/** every read a user edit may change: the users list, the user, their ledger, the sidebar's session */
export const USER_READS = ['/api/users', API.session] as const;

export interface UpdateUserInput {
  id: number;
  data: UserUpdateData;
  /** a new photo, sent only when one was picked */
  image?: Blob | null;
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

export async function updateUser({ id, data, image, onProgress }: UpdateUserInput): Promise<UserUpdateAnswer> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (image) body.append('image', image, image instanceof File ? image.name : 'foto');
  const answer = await http.post<UserUpdateAnswer>(API.userUpdate(id), body, {
    onUploadProgress: (event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) onProgress?.(share * 100);
    },
  });
  return answer.data;
}
export const useUpdateUser = () => useSubmit(updateUser, { refetch: USER_READS });
