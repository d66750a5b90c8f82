import styled from 'styled-components';

/** The quiet centred column of the feedback panels (empty state, loading). */
export const CenteredBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
