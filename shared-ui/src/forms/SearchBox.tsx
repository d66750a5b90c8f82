import { useId } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { Icon } from '../layout/Icon';
import { VisuallyHidden } from '../layout/VisuallyHidden';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  border-bottom: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  /* the focus shows as a field's does, the underline 2px thick in the primary colour (a 1px line
     changing hue is hard to see); the margin keeps the row from moving by the extra pixel */
  &:focus-within {
    border-bottom: ${({ theme }) => `${theme.borders.thick} solid ${theme.colors.primary}`};
    margin-bottom: -1px;
  }
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: none;
  background: transparent;
  font-family: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &:focus { outline: none; box-shadow: none; }
`;

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** accessible name (read, not drawn); default 'Buscar' */
  label?: string;
  placeholder?: string;
}

/** A search input (role searchbox) with a magnifier; used by the table filter and the grids. */
export function SearchBox({ value, onChange, label = messages.search.label, placeholder = messages.search.placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <Box>
      <Icon name="search" size="sm" />
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </Box>
  );
}
