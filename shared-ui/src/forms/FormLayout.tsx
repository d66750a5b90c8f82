// The frame every form of the portal shares (SPEC 9: layouts change at 600 px): a fieldset that
// locks every control while sending and after a success, the field grid (one column on a phone,
// two from 600 px), a muted hint under a field, and the slot beside the submit button where an
// upload's progress bar grows.
import styled from 'styled-components';

/** the native fieldset: `disabled` locks every control inside at once */
export const LockedFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

/** phone: one column; from 600 px two */
export const FormColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.smUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** takes the room left beside the buttons (an upload's ProgressBar) */
export const FormProgress = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;
