import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { IMAGE_TYPES, USER_STATE_OPTIONS, USER_TEXT, userUpdatePayload, type User } from '@portal/contract';
import { assetUrl, useApiGet } from '@portal/shared-auth';
import {
  Alert, Button, Card, CardBody, CardFooter, CardHeader, ErrorPanel, FieldHint, FileField, FormColumns, FormProgress, Loading,
  LockedFieldset, ProgressBar, SelectField, TextField, formatDateTime, useRedirectAfterSuccess, useZodForm,
} from '@portal/shared-ui';
import { API, type Subsidiary } from '@portal/contract';
import { messages, successMessages, userTexts as t } from '../../../messages';
import { userPaths } from '../../../paths';
import { useProfiles } from '../../profiles/api/get-profiles';
import { useUpdateUser } from '../api/update-user';
import { useUser } from '../api/get-user';
import { typedPoints, userFormSchema, userFormState, type UserFormSchema, type UserFormState } from '../user-form';
import { UserLedger } from './UserLedger';

const acceptedImages = IMAGE_TYPES.join(',');
const f = t.fields;

/**
 * /admin/edit-users/{id} (SPEC 2.6, SPEC 5 "Edit user", SPEC 7 POST /api/users/update/{id}).
 * Read-only id, document and registration date; the rest editable. The save carries the user's
 * `version` and the balance shown: a change someone saved meanwhile is a 409 whose detail
 * shows in the red panel, with 'Recargar datos'. A change of points is an adjustment with its
 * reason, and the screen says what the ledger will record before it is saved; the ledger itself
 * is listed below the form.
 */
export function EditUser() {
  const { id } = useParams();
  const { data: user, loading, error, reload } = useUser(id);
  // The form stays on the user it loaded: the read that follows a save (a new version) must not
  // start it again, or the success panel and the redirect after 3 s would be lost. Only
  // 'Recargar datos' (after a refused save) moves it to what the api answers next.
  const [formUser, setFormUser] = useState<User | null>(null);
  const [wantFresh, setWantFresh] = useState(false);
  useEffect(() => {
    if (!user) return;
    if (!formUser || formUser.id !== user.id || (wantFresh && user.version !== formUser.version)) {
      setFormUser(user);
      setWantFresh(false);
    }
  }, [user, formUser, wantFresh]);

  if (error) return <ErrorPanel title={t.loadFailed} message={error} onRetry={reload} />;
  if (loading || !user || !formUser || formUser.id !== user.id) return <Loading label={t.loading} />;
  return (
    <>
      <UserForm
        key={`${formUser.id}:${formUser.version}`}
        user={formUser}
        onReload={() => {
          setWantFresh(true);
          reload();
        }}
      />
      <UserLedger usersId={user.id} />
    </>
  );
}

function UserForm({ user, onReload }: { user: User; onReload(): void }) {
  const titleId = useId();
  const schema = useMemo(() => userFormSchema(user.points), [user.points]);
  const form = useZodForm<UserFormSchema, UserFormState>(schema, userFormState(user));
  const [removeImage, setRemoveImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, sending, error, answer } = useUpdateUser();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const profiles = useProfiles();
  const subsidiaries = useApiGet<Subsidiary[]>(API.subsidiaries);
  const locked = sending || answer !== null;

  const { values } = form;
  const points = typedPoints(values.points);
  const delta = points === null ? 0 : points - user.points;
  const passwordsDiffer = values.password !== '' && values.password !== values.confirm_password;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || !form.parse()) return;
    setProgress(values.image ? 0 : null);
    // SPEC 5: the password goes only when it equals its confirmation; the version and shown balance always
    const data = userUpdatePayload(values, { version: user.version, points: user.points }, { removeImage: removeImage && !values.image });
    const saved = await submit({ id: user.id, data, image: values.image, onProgress: values.image ? setProgress : undefined });
    setProgress(null);
    if (saved) redirectAfterSuccess(userPaths.list);
  };

  const photoUrl = removeImage ? null : assetUrl(user.image);
  return (
    <Card>
      <CardHeader title={t.editTitle} icon="edit" titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={(e) => void save(e)}>
        <CardBody>
          <LockedFieldset disabled={locked}>
            <FormColumns>
              <div>
                <FileField
                  label={f.photo}
                  name="image"
                  file={values.image}
                  currentUrl={photoUrl}
                  accept={acceptedImages}
                  onChange={(file) => {
                    form.set('image', file);
                    if (file) setRemoveImage(false);
                  }}
                  onRemove={() => {
                    form.set('image', null);
                    setRemoveImage(Boolean(user.image));
                  }}
                  // SPEC 5: after a removal, 'Seleccione una nueva foto de perfil'
                  error={removeImage && !values.image ? USER_TEXT.selectNewPhoto : null}
                  touched={removeImage}
                  disabled={locked}
                />
                {removeImage && !values.image && <FieldHint>{t.photoRemoved}</FieldHint>}
              </div>
              <div>
                <TextField label={f.id} name="id" value={user.id} onChange={() => undefined} readOnly />
                <TextField label={f.document} name="document" value={`${user.identification_type} ${user.identification_number}`.trim()} onChange={() => undefined} readOnly />
                <TextField label={f.createdAt} name="created_at" value={formatDateTime(user.created_at)} onChange={() => undefined} readOnly />
              </div>
              <TextField label={f.name} required autoComplete="off" {...form.field('name')} />
              <TextField label={f.email} type="email" required autoComplete="off" {...form.field('email')} />
              <TextField label={f.phone} type="tel" required autoComplete="off" {...form.field('phone')} />
              <div>
                <TextField label={f.points} inputMode="numeric" autoComplete="off" hint={t.pointsHint} {...form.field('points')} />
              </div>
              {points !== null && delta !== 0 && (
                <div>
                  <TextField label={f.pointsReason} required autoComplete="off" {...form.field('points_reason')} />
                  {/* what the ledger will record, before it is saved */}
                  <FieldHint role="note">{t.adjustmentPreview(delta, user.points, points)}</FieldHint>
                </div>
              )}
              <SelectField
                label={f.profile}
                required
                options={(profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                placeholder={profiles.loading ? t.optionsLoading : USER_TEXT.selectProfile}
                {...form.field('profiles_id')}
                error={form.errors.profiles_id ?? (profiles.error ? t.profilesFailed : null)}
                touched={Boolean(form.touched.profiles_id || profiles.error)}
              />
              <SelectField
                label={f.subsidiary}
                required
                options={(subsidiaries.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                placeholder={subsidiaries.loading ? t.optionsLoading : USER_TEXT.selectBranch}
                {...form.field('subsidiary_id')}
                error={form.errors.subsidiary_id ?? (subsidiaries.error ? t.subsidiariesFailed : null)}
                touched={Boolean(form.touched.subsidiary_id || subsidiaries.error)}
              />
              <SelectField
                label={f.state}
                required
                options={USER_STATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))}
                placeholder={USER_TEXT.selectState}
                {...form.field('state')}
              />
              <span />
              <TextField label={f.password} type="password" autoComplete="new-password" hint={t.passwordHint} {...form.field('password')} />
              <TextField
                label={f.confirmPassword}
                type="password"
                autoComplete="new-password"
                hint={passwordsDiffer ? t.passwordsDiffer : undefined}
                {...form.field('confirm_password')}
              />
            </FormColumns>
          </LockedFieldset>
          <ErrorPanel
            message={error}
            action={
              <Button variant="link" size="sm" onClick={onReload}>
                {t.reload}
              </Button>
            }
          />
          {answer && <Alert variant="success">{successMessages.userEdited(values.name.trim())}</Alert>}
        </CardBody>
        <CardFooter>
          {progress !== null && (
            <FormProgress>
              <ProgressBar value={progress} label={t.uploadProgress} />
            </FormProgress>
          )}
          <Button type="submit" disabled={locked} aria-busy={sending}>
            {sending ? messages.actions.saving : messages.actions.save}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
