import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorPanel, Loading, useRedirectAfterSuccess } from '@portal/shared-ui';
import { NamedEntityForm } from './NamedEntityForm';
import { namedFormSchema } from './schema';
import { savedName } from './saved-name';
import type { NamedEntityConfig, NamedRow, NamedValues } from './types';

/**
 * 'Editar ...' (SPEC 2.8): loads the row, saves, back to the list after 3 s. The save carries the
 * version loaded here, so a change someone saved meanwhile is not overwritten: the api answers 409
 * and its detail shows in the red panel.
 */
export function EditNamedEntity<T extends NamedRow>({ config }: { config: NamedEntityConfig<T> }) {
  const { id } = useParams();
  const { data: row, loading, error, reload } = config.api.useOne(id);
  const { submit, sending, error: saveError, answer } = config.api.useUpdate();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [typed, setTyped] = useState('');
  const pickFields = config.pickFields ?? [];
  const { EditExtra } = config;

  if (error) return <ErrorPanel title={config.texts.loadFailed} message={error} onRetry={reload} />;
  if (loading || !row) return <Loading label={config.texts.loading} />;

  const save = async (values: NamedValues) => {
    setTyped(values.name);
    if (await submit({ ...values, id: row.id, version: row.version })) redirectAfterSuccess(config.paths.list);
  };

  const stored = row as unknown as Record<string, unknown>;
  return (
    <>
      <NamedEntityForm
        // a different row (or a reload) starts a fresh form with its stored values
        key={row.id}
        title={config.texts.editTitle}
        icon={config.icon}
        nameLabel={config.texts.nameLabel}
        schema={namedFormSchema(config.entity, 'edit', pickFields)}
        pickFields={pickFields}
        initial={{ name: row.name, ...Object.fromEntries(pickFields.map((f) => [f.key, stored[f.key] == null ? '' : String(stored[f.key])])) }}
        sending={sending}
        error={saveError}
        success={answer ? config.edited(savedName(answer, config.answerKey, typed)) : null}
        onSubmit={(values) => void save(values)}
      />
      {EditExtra && <EditExtra id={row.id} />}
    </>
  );
}
