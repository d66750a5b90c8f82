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
  /*
   * WCAG 2.4.7, 1.4.11: the keyboard's focus shows on every control as an outline, which
   * no component's own box-shadow (raised buttons, cards) can cover; fields keep their thick underline
   */
  :focus-visible { outline: ${({ theme }) => `${theme.borders.focus} solid ${theme.colors.focus}`}; outline-offset: 2px; }
  /* who asked their system for less motion gets no sliding, fading or spinning */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  img { max-width: 100%; }
`;
