import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { cityEditForm } from '@portal/contract';
import { ErrorPanel, Loading, successMessages, useRedirectAfterSuccess } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { cityPaths } from '../../../paths';
import { useCity } from '../api/get-city';
import { useUpdateCity } from '../api/update-city';
import { CityForm } from './CityForm';

/**
 * /admin/edit-city/{id} 'Editar Ciudad' (SPEC 2.8): loads the city, saves, back to the list after 3 s.
 * The save carries the version loaded here, so a change someone saved meanwhile is not overwritten:
 * the api answers 409 and its detail shows in the red panel (issue 6).
 */
export function EditCity() {
  const { id } = useParams();
  const { data: city, loading, error, reload } = useCity(id);
  const { submit, sending, error: saveError, answer } = useUpdateCity();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [savedName, setSavedName] = useState('');

  if (error) return <ErrorPanel title={messages.cities.loadFailed} message={error} onRetry={reload} />;
  if (loading || !city) return <Loading label={messages.cities.loading} />;

  const save = async (name: string) => {
    setSavedName(name);
    if (await submit({ id: city.id, name, version: city.version })) redirectAfterSuccess(cityPaths.list);
  };

  return (
    <CityForm
      // a different city (or a reload) starts a fresh form with its stored name
      key={city.id}
      title={messages.cities.editTitle}
      schema={cityEditForm}
      initialName={city.name}
      sending={sending}
      error={saveError}
      success={answer ? successMessages.cityEdited(answer.city?.name ?? savedName) : null}
      onSubmit={(name) => void save(name)}
    />
  );
}
