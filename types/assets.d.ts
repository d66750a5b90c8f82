declare module '*.css';
declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.svg' { const url: string; export default url; }
