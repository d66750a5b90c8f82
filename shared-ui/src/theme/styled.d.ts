// Types `props.theme` in every styled component of the portal as the PortalTheme.
import 'styled-components';
import type { PortalTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PortalTheme {}
}
