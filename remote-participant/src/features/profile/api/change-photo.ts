// POST /api/users/photo (ours; docs/product/accounts.md): multipart with the one file field
// `image`; the caller's own photo is replaced and the answer carries its new signed link.
import { API, USER_PHOTO_FORM, type UserPhotoAnswer } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';

export async function changeOwnPhoto(image: File): Promise<UserPhotoAnswer> {
  const body = new FormData();
  body.append(USER_PHOTO_FORM.image, image);
  return (await http.post<UserPhotoAnswer>(API.userPhoto, body)).data;
}

// every user read ('/api/users/getuser/{id}', '/api/users/all') shows the new photo
export const useChangePhoto = () => useSubmit(changeOwnPhoto, { refetch: ['/api/users'] });
