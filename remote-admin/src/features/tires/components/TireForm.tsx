import { useId, useMemo, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TireCreateBody } from '@portal/contract';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, ErrorPanel, FormColumns, FormWide, SelectField, TextField, useZodForm, type FormColumnSteps, type IconName } from '@portal/shared-ui';
import { messages, tireTexts } from '../../../messages';
import { useDesignOptions } from '../api/get-design-options';
import { tireBody, tireFormSchemas, type PointsValues, type TireFormMode, type TireFormSchema, type TireFormValues } from '../tire-form';
import { PointsBlock, type PointsField } from './PointsBlock';

const t = tireTexts;

const SectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xxs}`};
  font-size: ${({ theme }) => theme.fonts.sizes.md};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

const Note = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** the points blocks in the kit's field grid: one a line, two from 1280 px (each block is three numbers wide) */
const BLOCK_COLUMNS: FormColumnSteps = { lgUp: 2 };

export interface TireFormProps {
  /** SPEC 5 "Tire": on edit only the name (>= 3) and the design are checked on submit */
  mode: TireFormMode;
  title: string;
  icon: IconName;
  /** the stored values (edit) or the empty form with one block per profile (create) */
  initial: TireFormValues;
  sending: boolean;
  /** SPEC 8: the red panel's text; what was typed stays as it was */
  error: string | null;
  /** SPEC 2.8: the green panel's text; the form stays locked until the redirect */
  success: string | null;
  /** called with the SPEC 3 write payload once the mode's rules accept the form; nothing is sent otherwise */
  onSubmit(body: TireCreateBody): void;
}

function DesignSelect({ form }: { form: ReturnType<typeof useZodForm<TireFormSchema, TireFormValues>> }) {
  const { data, loading, error } = useDesignOptions();
  const options = useMemo(() => (data ?? []).map((d) => ({ value: d.id, label: t.designOption(d.name, d.brand?.name) })), [data]);
  const field = form.field('design_id');
  return (
    <SelectField
      label={t.fields.design}
      required
      // SPEC 5: 'Seleccione Una Diseño' is the empty line and the error when nothing is picked
      placeholder={loading ? t.designsLoading : t.selectDesign}
      options={options}
      {...field}
      // the designs' own read failing is said under the field; the form can not be sent without one
      error={field.error ?? (error ? t.designsFailed : null)}
    />
  );
}

/** The create and edit form of a tire (SPEC 2.8 "Tires"): measure, code, description, design and the points per profile. */
export function TireForm({ mode, title, icon, initial, sending, error, success, onSubmit }: TireFormProps) {
  const titleId = useId();
  const form = useZodForm<TireFormSchema, TireFormValues>(tireFormSchemas[mode], initial);
  const { values, setValues, touch } = form;
  const locked = sending || success !== null;

  // a block changes without touching the whole list: each field shows its own error once touched
  const changePoints = (index: number, key: PointsField, value: string) => {
    setValues({ tire_points: values.tire_points.map((b, i): PointsValues => (i === index ? { ...b, [key]: value } : b)) });
    touch(`tire_points.${index}.${key}`);
  };
  const pointsErrors = (index: number) => ({
    points_general: form.errors[`tire_points.${index}.points_general`],
    points_uhp: form.errors[`tire_points.${index}.points_uhp`],
  });
  const pointsTouched = (index: number) => ({
    points_general: Boolean(form.touched[`tire_points.${index}.points_general`] || form.touched.tire_points),
    points_uhp: Boolean(form.touched[`tire_points.${index}.points_uhp`] || form.touched.tire_points),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const checked = form.parse();
    if (checked) onSubmit(tireBody(checked as { name: string; design_id: number }, values));
  };

  return (
    <Card>
      <CardHeader title={title} icon={icon} titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={handleSubmit}>
        <CardBody>
          {/* phone: one column; from 600 px the name and code side by side; the design and the description full width */}
          <FormColumns>
            <TextField label={t.fields.name} hint={t.fields.nameHint} required autoComplete="off" {...form.field('name')} />
            <TextField label={t.fields.code} required={mode === 'create'} autoComplete="off" {...form.field('tire_code')} />
            <FormWide>
              <DesignSelect form={form} />
            </FormWide>
            <FormWide>
              <TextField label={t.fields.description} required={mode === 'create'} multiline rows={2} {...form.field('description')} />
            </FormWide>
          </FormColumns>

          <SectionTitle>{t.points.title}</SectionTitle>
          <Note>{values.tire_points.length > 0 ? t.points.intro : t.points.noProfiles}</Note>
          <FormColumns $columns={BLOCK_COLUMNS}>
            {values.tire_points.map((block, index) => (
              <PointsBlock
                key={block.profiles_id}
                index={index}
                block={block}
                errors={pointsErrors(index)}
                touched={pointsTouched(index)}
                onChange={(key, value) => changePoints(index, key, value)}
                onBlur={(key) => touch(`tire_points.${index}.${key}`)}
              />
            ))}
          </FormColumns>

          <ErrorPanel message={error} calmOffline />
          {success && <Alert variant="success">{success}</Alert>}
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={locked} aria-busy={sending}>
            {sending ? messages.actions.saving : messages.actions.save}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
