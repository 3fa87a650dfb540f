export * from './common.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './abilities.ts';
export * from './common-passwords.ts';
