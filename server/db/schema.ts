// Every table, one file per area under schema/; drizzle-kit and the app read them through here.
export * from './schema/core';
export * from './schema/kid-quiz';
export * from './schema/diet-quiz';
export * from './schema/auth';
export * from './schema/catalogue';
export * from './schema/content';
export * from './schema/commerce';
export * from './schema/consultations';
