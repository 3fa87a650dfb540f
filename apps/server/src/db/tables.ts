/** Every table, for drizzle's schema object and for repositories. */
export * from './schema.ts';
export * from './careers-schema.ts';
