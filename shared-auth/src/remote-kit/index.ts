export { RemoteFooter, RemoteRoutes, type RemoteRoutesProps } from './RemoteRoutes';
export { PlaceholderScreen } from './PlaceholderScreen';
export { StandaloneHost, startStandaloneRemote } from './standalone';
export { remoteKitMessages } from './messages';
