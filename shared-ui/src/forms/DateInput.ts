import styled from 'styled-components';
import { controlStyles } from './FieldFrame';

/** The read-only input of a date field: react-datepicker's, and the stand-in DateField shows before it loads (issue 24). */
export const DateInput = styled.input`
  ${controlStyles}
  cursor: pointer;
`;
