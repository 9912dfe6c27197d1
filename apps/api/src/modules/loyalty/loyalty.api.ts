/** What other modules may use of loyalty: an order spends and settles points, cashback and stamps in its own transaction; the storefront reads a customer's balances. */
export { customerBalances, hasBalance, pointsBalances, type CustomerBalances } from './customer-balances';
export { settleOrderPoints } from './loyalty-ledger';
export { spendCashback, spendPoints } from './spend-points';
export { spendStampReward } from './stamp-reward';
