import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { TIRE_QUANTITY } from '@portal/contract';
import type { ApiGet } from '@portal/shared-auth';
import { Button, FormColumns, Icon, SelectField, type FormColumnSteps, type SelectOption } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { useDesignsOfBrand } from '../api/get-designs-by-brand';
import { useTiresOfDesign } from '../api/get-tires-by-design';
import { listState, tirePointsFor, type SaleLineValues } from '../sale-form';

const t = messages.sales;

const Line = styled.fieldset`
  min-width: 0;
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.borders.thin} solid ${theme.colors.divider}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.heading};
`;

/** the four lists in the kit's field grid: phone one a line; from 600 px two by two; from 960 px one row */
const LIST_COLUMNS: FormColumnSteps = { smUp: 2, mdUp: 4 };

// the delete button under the lists, at the end of the line; from 960 px beside them (a button, not a field of the grid)
const Body = styled.div`
  display: flex;
  flex-direction: column;
  & > :first-child { flex: 1 1 auto; min-width: 0; }
  ${({ theme }) => theme.media.mdUp} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const RemoveCell = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export type LineField = 'brand_id' | 'design_id' | 'tire_id' | 'amount';
export type LineErrors = Partial<Record<LineField, string>>;
export type LineTouched = Partial<Record<LineField, boolean>>;

export interface TireLineFieldsProps {
  /** 0-based; the person reads 'Llanta 1', 'Llanta 2'... */
  index: number;
  line: SaleLineValues;
  brands: readonly SelectOption[];
  /** what the brand list says instead of its options (sale-form listState), or null */
  brandsState: string | null;
  /** the participant's profile: a rin's points are those of this profile */
  profileId: number | null;
  errors: LineErrors;
  touched: LineTouched;
  /** the callbacks take the line's index, so that one callback serves every line (see sameLineProps) */
  onChange(index: number, line: SaleLineValues, field: LineField): void;
  onBlur(index: number, field: LineField): void;
  /** absent on the first line (SPEC 2.9: it cannot be deleted) */
  onRemove?(index: number): void;
}

const quantityOptions: SelectOption[] = Array.from({ length: TIRE_QUANTITY.max - TIRE_QUANTITY.min + 1 }, (_, i) => {
  const n = TIRE_QUANTITY.min + i;
  return { value: n, label: String(n) };
});

/** The placeholder of a list that depends on the one before it. */
function waitingText(parentChosen: boolean, pickFirst: string, read: ApiGet<unknown>, empty: boolean, none: string, ready: string) {
  if (!parentChosen) return pickFirst;
  return listState(read) ?? (empty ? none : ready);
}

const sameEntries = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));

/**
 * A line re-renders only when something of its own changes, not on every key typed in
 * the invoice's fields or when another line is added. The form works out `errors` and `touched`
 * afresh in each render: they are compared by content, the rest by identity.
 */
function sameLineProps(prev: TireLineFieldsProps, next: TireLineFieldsProps): boolean {
  const keys = Object.keys(next) as (keyof TireLineFieldsProps)[];
  return (
    keys.length === Object.keys(prev).length &&
    keys.every((key) => (key === 'errors' || key === 'touched' ? sameEntries(prev[key], next[key]) : Object.is(prev[key], next[key])))
  );
}

/**
 * One tire line (SPEC 2.9): brand -> design -> rin -> quantity. Each list holds what the choice
 * before it allows (the designs of the brand, the rines of the design); a new brand clears the
 * design and the rin, a new design clears the rin.
 */
export const TireLineFields = memo(function TireLineFields({ index, line, brands, brandsState, profileId, errors, touched, onChange, onBlur, onRemove }: TireLineFieldsProps) {
  const designs = useDesignsOfBrand(line.brand_id);
  const tires = useTiresOfDesign(line.design_id);
  const name = (field: LineField) => `tires.${index}.${field}`;

  const designOptions = useMemo(() => (designs.data ?? []).map((d) => ({ value: d.id, label: d.name })), [designs.data]);
  const tireOptions = useMemo(() => (tires.data ?? []).map((tire) => ({ value: tire.id, label: tire.name })), [tires.data]);

  const change = (next: SaleLineValues, field: LineField) => onChange(index, next, field);
  const pickTire = (value: string) => {
    const tire = tires.data?.find((x) => String(x.id) === value);
    change({ ...line, tire_id: value, tirePoints: tire ? tirePointsFor(tire, profileId) : 0 }, 'tire_id');
  };

  return (
    <Line>
      <Legend>{t.line(index + 1)}</Legend>
      <Body>
        <FormColumns $columns={LIST_COLUMNS} $align="start">
          <SelectField
            label={t.brandLabel}
            name={name('brand_id')}
            value={line.brand_id}
            options={brands}
            placeholder={brandsState ?? t.brandPlaceholder}
            onChange={(value) => change({ ...line, brand_id: value, design_id: '', tire_id: '', tirePoints: 0 }, 'brand_id')}
            onBlur={() => onBlur(index, 'brand_id')}
            error={errors.brand_id}
            touched={touched.brand_id}
            required
          />
          <SelectField
            label={t.designLabel}
            name={name('design_id')}
            value={line.design_id}
            options={designOptions}
            placeholder={waitingText(Boolean(line.brand_id), t.pickBrandFirst, designs, designOptions.length === 0, t.noDesigns, t.designPlaceholder)}
            disabled={!line.brand_id || designOptions.length === 0}
            onChange={(value) => change({ ...line, design_id: value, tire_id: '', tirePoints: 0 }, 'design_id')}
            onBlur={() => onBlur(index, 'design_id')}
            error={errors.design_id}
            touched={touched.design_id}
            required
          />
          <SelectField
            label={t.rinLabel}
            name={name('tire_id')}
            value={line.tire_id}
            options={tireOptions}
            placeholder={waitingText(Boolean(line.design_id), t.pickDesignFirst, tires, tireOptions.length === 0, t.noTires, t.rinPlaceholder)}
            disabled={!line.design_id || tireOptions.length === 0}
            onChange={pickTire}
            onBlur={() => onBlur(index, 'tire_id')}
            error={errors.tire_id}
            touched={touched.tire_id}
            required
          />
          <SelectField
            label={t.quantityLabel}
            name={name('amount')}
            value={line.amount}
            options={quantityOptions}
            placeholder={t.quantityPlaceholder}
            onChange={(value) => change({ ...line, amount: value }, 'amount')}
            onBlur={() => onBlur(index, 'amount')}
            error={errors.amount}
            touched={touched.amount}
            required
          />
        </FormColumns>
        <RemoveCell>
          {onRemove && (
            <Button variant="danger" justIcon aria-label={t.removeLine(index + 1)} title={t.removeLine(index + 1)} onClick={() => onRemove(index)}>
              <Icon name="delete" />
            </Button>
          )}
        </RemoveCell>
      </Body>
    </Line>
  );
}, sameLineProps);
