import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSession } from '@portal/shared-auth';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, DateField, FieldHint, FileField, FormColumns, FormProgress, fromIsoDate, Icon, LockedFieldset, ProgressBar, SelectField, TextField, toIsoDate, useZodForm } from '@portal/shared-ui';
import { INVOICE_LINES_MAX, IMAGE_TYPES } from '@portal/contract';
import { messages } from '../../../messages';
import { useBranches } from '../api/get-branches';
import { useBrands } from '../api/get-brands';
import { useOwnBranchId } from '../api/get-own-branch';
import { useCreateInvoice } from '../api/create-invoice';
import {
  emptyLine, emptySale, imageProblem, isCompleteLine, newIdempotencyKey, saleDateBounds, saleFormSchema, salePoints, toPayload,
  type SaleFormValues, type SaleLineValues,
} from '../sale-form';
import { TireLineFields, type LineErrors, type LineField } from './TireLineFields';

const t = messages.sales;

const SectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fonts.sizes.md};
  font-weight: ${({ theme }) => theme.fonts.weights.regular};
  color: ${({ theme }) => theme.colors.heading};
`;

const LinesFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Points = styled.output`
  display: block;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => `${theme.borders.accent} solid ${theme.colors.success}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: ${({ theme }) => theme.fonts.sizes.lg};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const PointsNote = styled(FieldHint)`
  margin-top: ${({ theme }) => theme.space.xs};
`;

const lineFields: readonly LineField[] = ['brand_id', 'design_id', 'tire_id', 'amount'];
const acceptedImages = IMAGE_TYPES.join(',');

/**
 * /admin/register-sale 'Ingresar Venta' (SPEC 2.9, SPEC 5 "Invoice create", SPEC 7 POST
 * /api/invoice/create). After a success the balance in the sidebar changes at once and the form
 * is emptied for the next sale (the green panel stays until the next send).
 */
export function RegisterSale() {
  const titleId = useId();
  const profileId = useSession((s) => s.user?.profiles_id ?? null);
  const brands = useBrands();
  const branches = useBranches();
  const ownBranchId = useOwnBranchId();
  const { submit, sending, error, answer } = useCreateInvoice();

  const [initialSale] = useState(() => emptySale(null));
  const form = useZodForm<typeof saleFormSchema, SaleFormValues>(saleFormSchema, initialSale);
  const { values, setValues, touch } = form;
  const [imageRefusal, setImageRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** issue 3: one Idempotency-Key per invoice (number and branch), kept across retries */
  const attempt = useRef<{ key: string; invoice: string } | null>(null);
  const bounds = useMemo(() => saleDateBounds(), []);

  // the participant's own branch, once known, unless a branch was already chosen
  const defaultBranchId = ownBranchId !== null && branches.data?.some((b) => b.id === ownBranchId) ? ownBranchId : null;
  useEffect(() => {
    if (defaultBranchId !== null && values.subsidiary_id === '') setValues({ subsidiary_id: String(defaultBranchId) });
    // only when the default becomes known
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultBranchId]);

  const brandOptions = useMemo(() => (brands.data ?? []).map((b) => ({ value: b.id, label: b.name })), [brands.data]);
  const branchOptions = useMemo(() => (branches.data ?? []).map((b) => ({ value: b.id, label: b.name })), [branches.data]);
  const points = salePoints(values.tires);
  const lastComplete = isCompleteLine(values.tires[values.tires.length - 1]);
  const canAddLine = lastComplete && values.tires.length < INVOICE_LINES_MAX;

  // lines change without touching the whole list: each select shows its own error once touched
  const setLines = (tires: SaleLineValues[]) => setValues({ tires });
  const changeLine = (index: number, line: SaleLineValues, field: LineField) => {
    setLines(values.tires.map((l, i) => (i === index ? line : l)));
    touch(`tires.${index}.${field}`);
  };
  const removeLine = (index: number) => setLines(values.tires.filter((_, i) => i !== index));
  const lineErrors = (index: number): LineErrors =>
    Object.fromEntries(lineFields.map((f) => [f, form.errors[`tires.${index}.${f}`]]).filter(([, e]) => e));
  const lineTouched = (index: number) =>
    Object.fromEntries(lineFields.map((f) => [f, Boolean(form.touched[`tires.${index}.${f}`] || form.touched.tires)]));

  const pickImage = (file: File | null) => {
    const problem = file ? imageProblem(file) : null;
    setImageRefusal(problem);
    // a refused file is not kept: nothing that the api would refuse can be sent
    form.set('image', problem ? null : file);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = form.parse();
    if (!parsed) return;
    const invoice = `${parsed.subsidiary_id}\n${parsed.number}`;
    if (attempt.current?.invoice !== invoice) attempt.current = { key: newIdempotencyKey(), invoice };
    setProgress(0);
    const created = await submit({ ...toPayload(parsed), idempotencyKey: attempt.current.key, onProgress: setProgress });
    setProgress(null);
    if (!created) return;
    // the sidebar's balance, without a reload
    useSession.getState().setPoints(created.currentPoints);
    attempt.current = null;
    setImageRefusal(null);
    form.reset(emptySale(defaultBranchId));
  };

  const successText = answer ? answer.detail || messages.sales.created(answer.points) : null;

  return (
    <Card>
      <CardHeader title={t.title} subtitle={t.subtitle} icon="add" titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={(e) => void send(e)}>
        <CardBody>
          <LockedFieldset disabled={sending}>
            <FormColumns>
              <DateField
                label={t.dateLabel}
                name="sale_date"
                value={values.sale_date ? fromIsoDate(values.sale_date) : null}
                onChange={(date) => form.set('sale_date', date ? toIsoDate(date) : '')}
                onBlur={() => touch('sale_date')}
                minDate={fromIsoDate(bounds.first)}
                maxDate={fromIsoDate(bounds.last)}
                error={form.errors.sale_date}
                touched={Boolean(form.touched.sale_date)}
              />
              <TextField label={t.numberLabel} hint={t.numberHint} required autoComplete="off" {...form.field('number')} />
              <TextField label={t.priceLabel} hint={t.priceHint} required inputMode="numeric" autoComplete="off" {...form.field('price')} />
              <SelectField
                label={t.branchLabel}
                options={branchOptions}
                placeholder={branches.loading ? t.branchesLoading : branches.error ?? t.branchPlaceholder}
                required
                {...form.field('subsidiary_id')}
              />
              <div>
                <FileField
                  label={t.imageLabel}
                  name="image"
                  file={values.image}
                  onChange={pickImage}
                  onBlur={() => touch('image')}
                  accept={acceptedImages}
                  error={imageRefusal ?? form.errors.image}
                  touched={Boolean(imageRefusal || form.touched.image)}
                  disabled={sending}
                />
                <FieldHint>{t.imageHint}</FieldHint>
              </div>
            </FormColumns>

            <SectionTitle>{t.tiresTitle}</SectionTitle>
            {values.tires.map((line, index) => (
              <TireLineFields
                key={line.key}
                index={index}
                line={line}
                brands={brandOptions}
                profileId={profileId}
                errors={lineErrors(index)}
                touched={lineTouched(index)}
                onChange={(next, field) => changeLine(index, next, field)}
                onBlur={(field) => touch(`tires.${index}.${field}`)}
                onRemove={index === 0 ? undefined : () => removeLine(index)}
              />
            ))}
            <LinesFooter>
              <Button variant="info" round disabled={!canAddLine} onClick={() => setLines([...values.tires, emptyLine()])}>
                <Icon name="add" />
                {t.addLine}
              </Button>
              {!lastComplete && <FieldHint>{t.addLineHint}</FieldHint>}
            </LinesFooter>

            <Points aria-live="polite">{t.pointsToEarn(points)}</Points>
            <PointsNote>{t.pointsNote}</PointsNote>
          </LockedFieldset>

          {error && <Alert variant="danger">{error}</Alert>}
          {successText && !sending && <Alert variant="success">{successText}</Alert>}
        </CardBody>
        <CardFooter>
          {progress !== null && (
            <FormProgress>
              <ProgressBar value={progress} label={t.uploadProgress} />
            </FormProgress>
          )}
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {t.submit}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
