/** What other modules may use of coupons: an order redeems, checks and releases a coupon in its own transaction. */
export { checkCouponTerms, checkCouponUses, couponColumns, lockCouponByCode, redeemCoupon, releaseCoupon } from './coupon-uses';
