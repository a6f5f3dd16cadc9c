export * from './constants';
export * from './envelope';
export * from './ids';
export * from './slug';
export * from './money';
export * from './images';
export * from './catalog';
export * from './users';
