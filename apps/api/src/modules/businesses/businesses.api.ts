/** What other modules may use of businesses: the business row a command acts in, and its wire form. */
export { actorBusiness, findBusiness } from './businesses.repository';
export { toBusinessResource } from './business-resource';
