import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fonts.sizes.sm};
    font-weight: ${({ theme }) => theme.fonts.weights.regular};
    line-height: ${({ theme }) => theme.fonts.lineHeight};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.pageBackground};
  }
  a { color: ${({ theme }) => theme.colors.link}; }
  :focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  img { max-width: 100%; }
`;
