// A list's state cell (SPEC 2.9, 2.10): the state as the list shows it and, under it, a
// note the caller words in its own messages ('Motivo: ...', 'Nota del comprador: ...').
import styled from 'styled-components';
import { capitalize } from '@portal/contract';

// A rejected invoice's row is struck through (SPEC 2.9); an inline-block does not take its parent's
// line, so the note stays readable (full width: on a line of its own under the state).
export const CellNote = styled.span`
  display: inline-block;
  width: 100%;
  /* below 960 px the table scrolls sideways anyway: keep the note a readable line there */
  ${({ theme }) => theme.media.mdDown} { min-width: calc(${({ theme }) => theme.sizes.cardIcon} * 3); }
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  text-decoration: none;
`;

export interface StateWithNoteProps {
  /** the stored state; shown capitalised ('rechazado' reads 'Rechazado') unless `label` words it */
  state: string;
  /** the state as its list words it, when that is not the stored one capitalised (a request's: contract redemptionStateLabel, 'confirmado' reads 'Comprado') */
  label?: string;
  /** the whole line under the state, label included; none: the state alone */
  note?: string | null;
}

/** 'Rechazada' and, under it, e.g. 'Motivo: ...' */
export function StateWithNote({ state, label, note }: StateWithNoteProps) {
  return (
    <>
      {label ?? capitalize(state)}
      {note && <CellNote>{note}</CellNote>}
    </>
  );
}
