// The one place that lists every table file, for Drizzle's typed client and drizzle-kit.
export * from './users';
export * from './businesses';
export * from './outbox';
export * from './menu';
export * from './platform';
export * from './regions';
export * from './orders';
export * from './printing';
export * from './customers';
export * from './coupons';
export * from './loyalty';
export * from './events';
export * from './webhooks';
export * from './storefront';
export * from './payments';
export * from './whatsapp';
export * from './billing';
