import { useId, type FormEvent } from 'react';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, ErrorPanel, SelectField, TextField, useZodForm, type IconName } from '@portal/shared-ui';
import { messages } from '../../messages';
import type { NamedFormSchema } from './schema';
import type { NamedValues, PickField } from './types';

export interface NamedEntityFormProps {
  title: string;
  icon: IconName;
  nameLabel: string;
  /** SPEC 5 "Names" (and the required dropdowns): namedFormSchema(entity, mode, pickFields) */
  schema: NamedFormSchema;
  pickFields: readonly PickField[];
  /** the stored name and picked ids ('' while none) */
  initial: Record<string, string>;
  sending: boolean;
  /** SPEC 8: the red panel's text; what was typed stays as it was */
  error: string | null;
  /** SPEC 2.8: the green panel's text; the form stays locked until the redirect */
  success: string | null;
  /** called with the trimmed name and the picked ids once the schema accepts them; nothing is sent otherwise */
  onSubmit(values: NamedValues): void;
}

function PickSelect({ field, form }: { field: PickField; form: ReturnType<typeof useZodForm<NamedFormSchema, Record<string, string>>> }) {
  const { options, error } = field.useOptions();
  return (
    <>
      <SelectField label={field.label} required placeholder={field.message} options={options ?? []} {...form.field(field.key)} />
      {/* the options' own read failing is said at once, not only once the field is touched; the
          form cannot be sent without a pick */}
      <ErrorPanel message={error} calmOffline />
    </>
  );
}

/** The create and edit form of a named catalogue row (SPEC 2.8). */
export function NamedEntityForm({ title, icon, nameLabel, schema, pickFields, initial, sending, error, success, onSubmit }: NamedEntityFormProps) {
  const titleId = useId();
  const form = useZodForm<NamedFormSchema, Record<string, string>>(schema, initial);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.parse();
    if (data) onSubmit(data as NamedValues);
  };

  return (
    <Card>
      <CardHeader title={title} icon={icon} titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={handleSubmit}>
        <CardBody>
          <TextField label={nameLabel} required {...form.field('name')} />
          {pickFields.map((f) => (
            <PickSelect key={f.key} field={f} form={form} />
          ))}
          <ErrorPanel message={error} calmOffline />
          {success && <Alert variant="success">{success}</Alert>}
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={sending || success !== null} aria-busy={sending}>
            {/* 'Guardando...' while the save is on its way, as on every other form */}
            {sending ? messages.actions.saving : messages.actions.save}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
