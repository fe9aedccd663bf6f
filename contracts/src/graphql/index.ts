export * from './sdl.ts';
