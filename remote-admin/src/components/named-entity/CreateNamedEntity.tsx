import { useState } from 'react';
import { useRedirectAfterSuccess } from '@portal/shared-ui';
import { NamedEntityForm } from './NamedEntityForm';
import { namedFormSchema } from './schema';
import type { NamedEntityConfig, NamedRow, NamedValues } from './types';
import { savedName } from './saved-name';

/** 'Crear ...' (SPEC 2.8): the red panel on failure, the green one on success, then the list after 3 s. */
export function CreateNamedEntity<T extends NamedRow>({ config }: { config: NamedEntityConfig<T> }) {
  const { submit, sending, error, answer } = config.api.useCreate();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [typed, setTyped] = useState('');
  const pickFields = config.pickFields ?? [];

  const save = async (values: NamedValues) => {
    setTyped(values.name);
    if (await submit(values)) redirectAfterSuccess(config.paths.list);
  };

  return (
    <NamedEntityForm
      title={config.texts.createTitle}
      icon={config.icon}
      nameLabel={config.texts.nameLabel}
      schema={namedFormSchema(config.entity, 'create', pickFields)}
      pickFields={pickFields}
      initial={{ name: '', ...Object.fromEntries(pickFields.map((f) => [f.key, ''])) }}
      sending={sending}
      error={error}
      success={answer ? config.created(savedName(answer, config.answerKey, typed)) : null}
      onSubmit={(values) => void save(values)}
    />
  );
}
