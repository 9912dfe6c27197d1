/*
 * A product that costs nothing (decision 0009): its own price is R$ 0,00 and none of its options has
 * a price, so a customer would take it for free. That can be meant (a courtesy water), but it is far
 * more often a price not typed yet, so offering such a product takes the owner's explicit word
 * (`confirm_free: true` on the API; a question in the web).
 */

export type OfferState = { active: boolean; amount: number };

/** Its own price is zero and no option adds a price. */
export function costsNothing(amount: number, hasPricedOption: boolean): boolean {
  return amount <= 0 && !hasPricedOption;
}

/**
 * Whether a write needs the confirmation: after it the product is offered (active) while costing
 * nothing, and before it was not (a new product, a paused one being resumed, a price set to zero).
 * A product already offered for free was confirmed then, and editing its name does not ask again.
 */
export function needsFreeConfirmation(before: OfferState | null, after: OfferState, hasPricedOption: boolean): boolean {
  const freeAndOffered = (state: OfferState) => state.active && costsNothing(state.amount, hasPricedOption);
  return freeAndOffered(after) && !(before !== null && freeAndOffered(before));
}
