/** The payment settings page's cache key: one document (methods, Pix key, card fee, version). */
export const paymentSettingsKey = (businessId: number) => ['businesses', businessId, 'payment-settings'] as const;
