import { useMemo } from 'react';
import { ErrorPanel, Loading, useRedirectAfterSuccess } from '@portal/shared-ui';
import { successMessages, tireTexts } from '../../../messages';
import { tirePaths } from '../../../paths';
import { useCreateTire } from '../api/create-tire';
import { useDesignOptions } from '../api/get-design-options';
import { useProfiles } from '../api/get-profiles';
import { pointsBlocks, type TireFormValues } from '../tire-form';
import { TireForm } from './TireForm';

/**
 * 'Crear Llanta' (SPEC 2.8 "Tires"): one points block per profile; SPEC 5 rules before anything is
 * sent; the red panel on failure, 'Llanta Creada con Éxito' (SPEC 8) and the list after 3 s.
 */
export function CreateTire() {
  const profiles = useProfiles();
  // the form's designs, asked for beside the rest rather than once the form is drawn (TireForm reads the same entry)
  useDesignOptions();
  const { submit, sending, error, answer } = useCreateTire();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const initial = useMemo<TireFormValues | null>(
    () => (profiles.data ? { name: '', tire_code: '', description: '', design_id: '', tire_points: pointsBlocks(profiles.data) } : null),
    [profiles.data],
  );

  if (profiles.error) return <ErrorPanel title={tireTexts.profilesFailed} message={profiles.error} onRetry={profiles.reload} />;
  if (!initial) return <Loading label={tireTexts.loadingForm} />;

  return (
    <TireForm
      mode="create"
      title={tireTexts.createTitle}
      icon="add"
      initial={initial}
      sending={sending}
      error={error}
      success={answer ? successMessages.tireCreated : null}
      onSubmit={(body) =>
        void submit(body).then((saved) => {
          if (saved) redirectAfterSuccess(tirePaths.list);
        })
      }
    />
  );
}
