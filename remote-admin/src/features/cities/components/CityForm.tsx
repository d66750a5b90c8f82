import { useId, type FormEvent } from 'react';
import type { cityCreateBody, cityEditForm } from '@portal/contract';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, TextField, useZodForm } from '@portal/shared-ui';
import { messages } from '../../../messages';

export interface CityFormProps {
  title: string;
  /** SPEC 5 "Names": the contract's rule, name >= 5 on create and >= 3 on edit */
  schema: typeof cityCreateBody | typeof cityEditForm;
  initialName: string;
  sending: boolean;
  /** SPEC 8: the red panel's text; the typed name stays as it was */
  error: string | null;
  /** SPEC 2.8: the green panel's text; the form stays locked until the redirect */
  success: string | null;
  /** called with the trimmed name once the schema accepts it; nothing is sent otherwise */
  onSubmit(name: string): void;
}

/** The create and edit forms of a city (SPEC 2.8 "Cities"). */
export function CityForm({ title, schema, initialName, sending, error, success, onSubmit }: CityFormProps) {
  const titleId = useId();
  const form = useZodForm(schema, { name: initialName });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.parse();
    if (data) onSubmit(data.name);
  };

  return (
    <Card>
      <CardHeader title={title} icon="place" titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={handleSubmit}>
        <CardBody>
          <TextField label={messages.cities.nameLabel} required {...form.field('name')} />
          {error && <Alert variant="danger">{error}</Alert>}
          {success && <Alert variant="success">{success}</Alert>}
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={sending || success !== null} aria-busy={sending}>
            {messages.actions.save}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
