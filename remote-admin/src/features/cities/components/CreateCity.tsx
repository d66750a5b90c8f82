import { cityCreateBody } from '@portal/contract';
import { successMessages, useRedirectAfterSuccess } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { cityPaths } from '../../../paths';
import { useCreateCity } from '../api/create-city';
import { CityForm } from './CityForm';

/** /admin/create-city 'Crear Ciudad' (SPEC 2.8): green panel, then the list after 3 s. */
export function CreateCity() {
  const { submit, sending, error, answer } = useCreateCity();
  const redirectAfterSuccess = useRedirectAfterSuccess();

  const save = async (name: string) => {
    if (await submit({ name })) redirectAfterSuccess(cityPaths.list);
  };

  return (
    <CityForm
      title={messages.cities.createTitle}
      schema={cityCreateBody}
      initialName=""
      sending={sending}
      error={error}
      success={answer ? successMessages.cityCreated : null}
      onSubmit={(name) => void save(name)}
    />
  );
}
