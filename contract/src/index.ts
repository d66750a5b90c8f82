export * from './roles';
export * from './states';
export * from './config';
export * from './paths';
export * from './entities';
export * from './validation';
export * from './constants';
