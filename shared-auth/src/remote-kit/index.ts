export { RemoteRoutes, type RemoteRoutesProps } from './RemoteRoutes';
export { StandaloneHost, startStandaloneRemote } from './standalone';
export { remoteKitMessages } from './messages';
