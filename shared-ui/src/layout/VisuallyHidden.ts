import styled, { css } from 'styled-components';

/** Read by screen readers, not drawn: for an element that is hidden this way only at some sizes. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Read by screen readers, not drawn: labels of icon-only controls and search boxes. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
