import { useId, useState, type FormEvent } from 'react';
import { IMAGE_TYPES, SLIDE_POSITION_OPTIONS, SLIDE_TEXT, slideFormSchema, slidePayload } from '@portal/contract';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, CheckboxField, ErrorPanel, FieldHint, FileField, FormColumns, FormProgress, LockedFieldset, ProgressBar, SelectField, TextField, useRedirectAfterSuccess, useZodForm } from '@portal/shared-ui';
import { messages, slideTexts as t, successMessages } from '../../../messages';
import { slidePaths } from '../../../paths';
import { useCreateSlide } from '../api/create-slide';

/** What the fields hold ('' until chosen or typed). */
interface SlideFormState {
  position: string;
  order: string;
  show: boolean;
  responsive: boolean;
  image: File | null;
}

const emptySlide = (): SlideFormState => ({ position: '', order: '', show: true, responsive: false, image: null });

const acceptedImages = IMAGE_TYPES.join(',');

/**
 * /admin/create-slide 'Ingresar Slide' (SPEC 2.7, SPEC 5 "Slides", SPEC 7 POST /api/slides/create):
 * order digits only, position and image required, show and responsive 1 when ticked, else 0
 * (SPEC 4); 'Slide creado exitosamente' and the slides list after 3 s. The new slide shows in the
 * home carousel of its position and screen size (the carousels are read again).
 */
export function CreateSlide() {
  const titleId = useId();
  const { submit, sending, error, answer } = useCreateSlide();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [initial] = useState(emptySlide);
  const form = useZodForm<typeof slideFormSchema, SlideFormState>(slideFormSchema, initial);
  const [progress, setProgress] = useState<number | null>(null);
  const locked = sending || answer !== null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const checked = form.parse();
    if (!checked) return;
    setProgress(0);
    const created = await submit({ data: slidePayload(checked), image: checked.image, onProgress: setProgress });
    setProgress(null);
    if (created) redirectAfterSuccess(slidePaths.list);
  };

  return (
    <Card>
      <CardHeader title={t.createTitle} icon="image" titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={(e) => void send(e)}>
        <CardBody>
          <LockedFieldset disabled={locked}>
            <FormColumns>
              <SelectField
                label={t.fields.position}
                required
                options={SLIDE_POSITION_OPTIONS}
                // SPEC 5: 'Seleccione Una Posición'
                placeholder={SLIDE_TEXT.selectPosition}
                {...form.field('position')}
              />
              <TextField label={t.fields.order} required inputMode="numeric" autoComplete="off" hint={t.orderHint} {...form.field('order')} />
              <FileField
                label={t.fields.image}
                name="image"
                file={form.values.image}
                onChange={(file) => form.set('image', file)}
                onBlur={() => form.touch('image')}
                accept={acceptedImages}
                error={form.errors.image}
                touched={Boolean(form.touched.image)}
                disabled={locked}
              />
              <div>
                <CheckboxField label={t.fields.show} name="show" checked={form.values.show} onChange={(v) => form.set('show', v)} />
                <CheckboxField label={t.fields.responsive} name="responsive" checked={form.values.responsive} onChange={(v) => form.set('responsive', v)} />
                <FieldHint>{t.flagsHint}</FieldHint>
              </div>
            </FormColumns>
          </LockedFieldset>
          <ErrorPanel message={error} calmOffline />
          {answer && <Alert variant="success">{successMessages.slideCreated}</Alert>}
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
