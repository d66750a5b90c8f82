import styled from 'styled-components';
import { tirePointsTotal } from '@portal/contract';
import { FormColumns, TextField, type FormColumnSteps } from '@portal/shared-ui';
import { tireTexts } from '../../../messages';
import type { PointsValues } from '../tire-form';

const t = tireTexts.points;

// the room between blocks, above and below one another (the field grid leaves rows to their fields' margins)
const Block = styled.fieldset`
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

/** the three numbers side by side, even on a phone (they are short) */
const THREE_NUMBERS: FormColumnSteps = { phone: 3 };

export type PointsField = 'points_general' | 'points_uhp';

export interface PointsBlockProps {
  /** 0-based position in tire_points */
  index: number;
  block: PointsValues;
  errors: Partial<Record<PointsField, string>>;
  touched: Partial<Record<PointsField, boolean>>;
  disabled?: boolean;
  onChange(field: PointsField, value: string): void;
  onBlur(field: PointsField): void;
}

/**
 * One profile's points (SPEC 2.8 "Tires"): 'Puntos General', 'Puntos UHP' and a read-only 'Total'
 * equal to general plus UHP, recomputed as either is typed (empty while one is not a number).
 */
export function PointsBlock({ index, block, errors, touched, disabled, onChange, onBlur }: PointsBlockProps) {
  const total = tirePointsTotal(block.points_general, block.points_uhp);
  const field = (key: PointsField, label: string) => (
    <TextField
      label={label}
      name={`tire_points.${index}.${key}`}
      value={block[key]}
      onChange={(value) => onChange(key, value)}
      onBlur={() => onBlur(key)}
      error={errors[key] ?? null}
      touched={Boolean(touched[key])}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
    />
  );
  return (
    <Block>
      <Legend>{block.profile}</Legend>
      {/* the inputs line up at the bottom when a label wraps */}
      <FormColumns $columns={THREE_NUMBERS} $align="end">
        {field('points_general', t.general)}
        {field('points_uhp', t.uhp)}
        <TextField label={t.total} name={`tire_points.${index}.points_total`} value={total ?? ''} onChange={() => undefined} readOnly />
      </FormColumns>
    </Block>
  );
}
