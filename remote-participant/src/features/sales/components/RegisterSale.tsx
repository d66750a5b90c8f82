import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { dropPendingSale, usePendingSales, useSession, type PendingSale } from '@portal/shared-auth';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, DateField, ErrorPanel, FieldHint, FileField, FormColumns, FormProgress, fromIsoDate, Icon, lazySchema, LockedFieldset, OfflineDataNote, ProgressBar, SelectField, TextField, toIsoDate, useZodForm } from '@portal/shared-ui';
import { INVOICE_LINES_MAX, IMAGE_TYPES } from '@portal/contract';
import { messages } from '../../../messages';
import { useBranches } from '../api/get-branches';
import { useBrands } from '../api/get-brands';
import { useOwnBranchId } from '../api/get-own-branch';
import { useCreateInvoice, wasKept } from '../api/create-invoice';
import {
  emptyLine, emptySale, imageProblem, keptSaleValues, listState, newIdempotencyKey, saleDateBounds, salePoints, toPayload,
  type SaleFormValues, type SaleLineValues,
} from '../sale-form';
import { TireLineFields, type LineErrors, type LineField, type LineTouched } from './TireLineFields';

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

/** the query parameter naming the kept sale opened to be corrected ('Lista de Ventas' links it) */
export const CORRECT_PARAM = 'corregir';

const lineFields: readonly LineField[] = ['brand_id', 'design_id', 'tire_id', 'amount'];
/** the rules (zod and the contract's schemas) come after the form is drawn, from a chunk of their own */
type SaleSchema = typeof import('../sale-schema').saleFormSchema;
const saleSchema = lazySchema<SaleSchema>(() => import(/* webpackChunkName: "sale-schema" */ '../sale-schema').then((m) => m.saleFormSchema));
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

  // 'Corregir y reenviar' of a kept sale the api refused opens it here
  const correctKey = new URLSearchParams(useLocation().search).get(CORRECT_PARAM);
  const correcting = usePendingSales((s) => s.sales.find((sale) => sale.key === correctKey) ?? null);
  const [replacing, setReplacing] = useState<PendingSale | null>(null);
  const [initialSale] = useState(() => emptySale(null));
  const form = useZodForm<SaleSchema, SaleFormValues>(saleSchema, initialSale);
  const { values, set, setValues, touch, prepare } = form;
  const prepareRules = useCallback(() => void prepare(), [prepare]);
  const [imageRefusal, setImageRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  /** one Idempotency-Key per invoice (number and branch), kept across retries */
  const attempt = useRef<{ key: string; invoice: string } | null>(null);
  /** SPEC 9: the first and last day that can be picked, as the date field takes them */
  const dateBounds = useMemo(() => {
    const { first, last } = saleDateBounds();
    return { minDate: fromIsoDate(first), maxDate: fromIsoDate(last) };
  }, []);

  useEffect(() => {
    if (!correcting || replacing?.key === correcting.key) return;
    setReplacing(correcting);
    form.reset(keptSaleValues(correcting));
    // once per kept sale opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [correcting]);

  // the participant's own branch, once known, unless a branch was already chosen
  const defaultBranchId = ownBranchId !== null && branches.data?.some((b) => b.id === ownBranchId) ? ownBranchId : null;
  useEffect(() => {
    if (defaultBranchId !== null && values.subsidiary_id === '') setValues({ subsidiary_id: String(defaultBranchId) });
    // only when the default becomes known
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultBranchId]);

  const brandsState = listState(brands);
  const brandOptions = useMemo(() => (brands.data ?? []).map((b) => ({ value: b.id, label: b.name })), [brands.data]);
  const branchOptions = useMemo(() => (branches.data ?? []).map((b) => ({ value: b.id, label: b.name })), [branches.data]);
  // worked out again only when the lines change, not on every key typed in the invoice's fields
  const pointsText = useMemo(() => t.pointsToEarn(salePoints(values.tires)), [values.tires]);
  // SPEC 2.9: the last line is complete when brand, design, rin and quantity pass the contract's line
  // rule (the schema's errors under it; none can be said before the schema has come)
  const { allErrors, ready } = form;
  const lastComplete = useMemo(() => {
    const last = `tires.${values.tires.length - 1}.`;
    return ready && !Object.keys(allErrors).some((path) => path.startsWith(last));
  }, [ready, allErrors, values.tires.length]);
  const canAddLine = lastComplete && values.tires.length < INVOICE_LINES_MAX;

  // Lines change without touching the whole list: each select shows its own error once touched.
  // The callbacks stay the same across renders (they take the index, and the lines as they are
  // when applied), so a line that did not change is not rendered again.
  const changeLine = useCallback(
    (index: number, line: SaleLineValues, field: LineField) => {
      setValues((v) => ({ tires: v.tires.map((l, i) => (i === index ? line : l)) }));
      touch(`tires.${index}.${field}`);
    },
    [setValues, touch],
  );
  const blurLine = useCallback((index: number, field: LineField) => touch(`tires.${index}.${field}`), [touch]);
  // after 'Agregar llanta' the focus goes to the new line's first list, after a line's removal to
  // the line before it (the pressed button is gone: the focus would fall to <body>)
  const form_ = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const name = focusNext.current;
    const field = name ? form_.current?.querySelector<HTMLElement>(`[name="${name}"]`) : null;
    if (!field) return;
    focusNext.current = null;
    field.focus();
  });
  const removeLine = useCallback(
    (index: number) => {
      focusNext.current = `tires.${Math.max(index - 1, 0)}.brand_id`;
      setValues((v) => ({ tires: v.tires.filter((_, i) => i !== index) }));
    },
    [setValues],
  );
  // a new line is some 130 elements (its lists' options) to render, style and lay out; as
  // a transition that work comes in tasks of its own, after the tap's, instead of in one long task
  const addLine = () => {
    focusNext.current = `tires.${values.tires.length}.brand_id`;
    startTransition(() => setValues({ tires: [...values.tires, emptyLine()] }));
  };
  const lineErrors = (index: number): LineErrors =>
    Object.fromEntries(lineFields.map((f) => [f, form.errors[`tires.${index}.${f}`]]).filter(([, e]) => e));
  const lineTouched = (index: number): LineTouched =>
    Object.fromEntries(lineFields.map((f) => [f, Boolean(form.touched[`tires.${index}.${f}`] || form.touched.tires)]));

  // the same callbacks in every render, so the memoized date and image fields skip the keys typed elsewhere
  const pickDate = useCallback((date: Date | null) => set('sale_date', date ? toIsoDate(date) : ''), [set]);
  const leaveDate = useCallback(() => touch('sale_date'), [touch]);
  const pickImage = useCallback(
    (file: File | null) => {
      const problem = file ? imageProblem(file) : null;
      setImageRefusal(problem);
      // a refused file is not kept: nothing that the api would refuse can be sent
      set('image', problem ? null : file);
    },
    [set],
  );
  const leaveImage = useCallback(() => touch('image'), [touch]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = await form.parseWhenReady();
    if (!parsed) return;
    const invoice = `${parsed.subsidiary_id}\n${parsed.number}`;
    if (attempt.current?.invoice !== invoice) attempt.current = { key: newIdempotencyKey(), invoice };
    setProgress(0);
    const created = await submit({ ...toPayload(parsed), idempotencyKey: attempt.current.key, points: salePoints(values.tires), onProgress: setProgress });
    setProgress(null);
    if (!created) return;
    // the sidebar's balance, without a reload (a sale kept on the phone changes none yet)
    if (!wasKept(created)) useSession.getState().setPoints(created.currentPoints);
    // the corrected sale replaces the refused one kept on the phone
    if (replacing) {
      await dropPendingSale(replacing.key);
      setReplacing(null);
    }
    attempt.current = null;
    setImageRefusal(null);
    form.reset(emptySale(defaultBranchId));
  };

  const successText = answer ? answer.detail || (wasKept(answer) ? t.keptOffline : t.created(answer.points)) : null;

  return (
    <Card>
      <CardHeader title={t.title} subtitle={t.subtitle} icon="add" titleId={titleId} />
      {/* the rules' code is asked for when the person comes into the form (useZodForm prepare) */}
      <form ref={form_} aria-labelledby={titleId} noValidate onSubmit={(e) => void send(e)} onFocus={prepareRules}>
        <CardBody>
          <OfflineDataNote shown={Boolean(brands.data || branches.data)} />
          {replacing && <Alert variant="info">{t.correcting(replacing.data.number)}</Alert>}
          <LockedFieldset disabled={sending}>
            <FormColumns>
              <DateField
                label={t.dateLabel}
                name="sale_date"
                value={values.sale_date ? fromIsoDate(values.sale_date) : null}
                onChange={pickDate}
                onBlur={leaveDate}
                minDate={dateBounds.minDate}
                maxDate={dateBounds.maxDate}
                error={form.errors.sale_date}
                touched={Boolean(form.touched.sale_date)}
              />
              <TextField label={t.numberLabel} hint={t.numberHint} required autoComplete="off" {...form.field('number')} />
              {/* 'decimal' offers the '.' and ',' a Colombian amount is written with */}
              <TextField label={t.priceLabel} hint={t.priceHint} required inputMode="decimal" autoComplete="off" {...form.field('price')} />
              <SelectField
                label={t.branchLabel}
                options={branchOptions}
                placeholder={listState(branches, t.branchesLoading) ?? t.branchPlaceholder}
                required
                {...form.field('subsidiary_id')}
              />
              <div>
                <FileField
                  label={t.imageLabel}
                  name="image"
                  file={values.image}
                  onChange={pickImage}
                  onBlur={leaveImage}
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
                brandsState={brandsState}
                profileId={profileId}
                errors={lineErrors(index)}
                touched={lineTouched(index)}
                onChange={changeLine}
                onBlur={blurLine}
                onRemove={index === 0 ? undefined : removeLine}
              />
            ))}
            <LinesFooter>
              <Button variant="info" round disabled={!canAddLine} onClick={addLine}>
                <Icon name="add" />
                {t.addLine}
              </Button>
              {!lastComplete && <FieldHint>{t.addLineHint}</FieldHint>}
            </LinesFooter>

            <Points aria-live="polite">{pointsText}</Points>
            <PointsNote>{t.pointsNote}</PointsNote>
          </LockedFieldset>

          {/* 'Guardar' is disabled while the sale is sent, which drops its focus: the answer takes it */}
          {/* not calmOffline: offline, this form keeps the sale, and its failures (storage refused) are real */}
          <ErrorPanel message={error ?? form.rulesError} focusIfLost />
          {/* a claim in dispute earned nothing yet: the api's words, not SPEC 8's success */}
          {successText && !sending && <Alert variant={answer?.dispute || wasKept(answer) ? 'warning' : 'success'} focusIfLost>{successText}</Alert>}
        </CardBody>
        <CardFooter>
          {progress !== null && (
            <FormProgress>
              <ProgressBar value={progress} label={t.uploadProgress} />
            </FormProgress>
          )}
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {/* 'Guardando...' while the sale is on its way */}
            {sending ? t.sending : t.submit}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
