// The portal's name and description as an installed app shows them (the web app manifest,
// shell/src/app-manifest.ts). Part of the shell's messages module (messages.ts spreads it), in a file
// of its own because the shell's build reads it too, outside the browser.
export const appMessages = {
  app: {
    name: 'Portal de Puntos',
    /** under the icon on a phone's home screen: 12 characters at most are shown whole */
    shortName: 'Puntos',
    description: 'Registre sus ventas de llantas, gane puntos y redímalos por premios del catálogo.',
  },
} as const;
