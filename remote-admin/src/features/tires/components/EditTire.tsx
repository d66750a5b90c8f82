import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorPanel, Loading, useRedirectAfterSuccess } from '@portal/shared-ui';
import { tirePaths } from '../../../paths';
import { useDesignOptions } from '../api/get-design-options';
import { useProfiles } from '../api/get-profiles';
import { useTire } from '../api/get-tire';
import { useUpdateTire } from '../api/update-tire';
import { tireTexts } from '../../../messages';
import { pointsBlocks } from '../tire-form';
import { TireForm } from './TireForm';

/**
 * 'Editar Llanta' (SPEC 2.8 "Tires"): loads the tire and fills each profile's block (0 where the
 * tire has no points for it); SPEC 5 checks only the name and the design on submit. The save
 * carries the version loaded here, so a change someone saved meanwhile is not overwritten: the api
 * answers 409 and its detail shows in the red panel (docs/adr/0007-versioned-edits.md).
 */
export function EditTire() {
  const { id } = useParams();
  const tire = useTire(id);
  const profiles = useProfiles();
  // the form's designs, asked for beside the rest rather than once the form is drawn (TireForm reads the same entry)
  useDesignOptions();
  const { submit, sending, error: saveError, answer } = useUpdateTire();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [sentName, setSentName] = useState('');

  if (tire.error) return <ErrorPanel title={tireTexts.loadFailed} message={tire.error} onRetry={tire.reload} />;
  if (profiles.error) return <ErrorPanel title={tireTexts.profilesFailed} message={profiles.error} onRetry={profiles.reload} />;
  if (!tire.data || !profiles.data) return <Loading label={tireTexts.loading} />;
  const row = tire.data;

  return (
    <TireForm
      // a different tire starts a fresh form with its stored values
      key={row.id}
      mode="edit"
      title={tireTexts.editTitle}
      icon="edit"
      initial={{
        name: row.name,
        tire_code: row.tire_code,
        description: row.description,
        design_id: String(row.design_id),
        tire_points: pointsBlocks(profiles.data, row.tire_points_by_profile),
      }}
      sending={sending}
      error={saveError}
      success={answer ? tireTexts.edited(answer.tire?.name ?? sentName) : null}
      onSubmit={(body) => {
        setSentName(body.name);
        void submit({ ...body, id: row.id, version: row.version }).then((saved) => {
          if (saved) redirectAfterSuccess(tirePaths.list);
        });
      }}
    />
  );
}
