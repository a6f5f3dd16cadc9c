export * from './router';
export { Route, createRoutesFromElements, matchRoutes } from './match';
